import type { Resources } from "../../en";

const timeline: Resources["oc-timeline"] = {
  title: "動態時間軸",
  description: {
    device: "裝置 {{target}} 的紀錄",
    user: "使用者 {{target}} 的事件",
  },
  filter: {
    label: "紀錄類型",
    all: "全部",
    debug: "除錯",
    error: "錯誤",
  },
  view: {
    label: "詳細程度",
    info: "檢視摘要",
    all: "檢視全部",
  },
  types: {
    event: "事件",
    error: "錯誤",
    debug: "除錯",
  },
  fields: {
    key: "鍵值",
    value: "數值",
    conditions: "條件",
    user: "使用者",
    device: "裝置",
    from: "來源",
    ip: "IP 位址",
    logType: "紀錄類型",
    email: "電子郵件",
    deviceId: "裝置 ID",
    sn: "序號",
    status: "狀態",
    raw: "紀錄內容",
  },
  location: {
    label: "位置",
    tooltip: "IP 位址 {{ip}}",
  },
  none: "--",
  emptyEntry: "無法讀取此紀錄。",
  list: "紀錄",
  loading: "正在載入紀錄…",
  loadingMore: "正在載入更多紀錄…",
  loaded: "已載入紀錄：{{count, number}} 筆",
  loadMore: "載入更多",
  end: "沒有更多紀錄",
  empty: "沒有紀錄",
  loadFailedTitle: "無法載入時間軸",
  card: {
    label: "{{target}} 的動態時間軸",
    latest: "最新紀錄",
    viewAll: "檢視全部",
  },
};

export default timeline;
