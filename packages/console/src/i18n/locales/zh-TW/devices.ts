import type { Resources } from "../../en";

const devices: Resources["oc-devices"] = {
  title: "裝置",
  search: {
    label: "搜尋裝置",
    filterLabel: "搜尋條件",
    inputLabel: "搜尋文字",
    filters: {
      sn: "序號",
      model: "型號",
      online: "狀態 - 上線",
      offline: "狀態 - 離線",
    },
    placeholders: {
      sn: "依序號搜尋",
      model: "依型號搜尋",
      status: "依狀態搜尋時不需輸入文字",
    },
  },
  totals: {
    devices: "裝置總數",
    connected: "已連線裝置",
  },
  table: {
    label: "裝置",
    loading: "正在載入裝置",
    details: "詳細資料",
    expand: "顯示 {{sn}} 的詳細資料",
    collapse: "隱藏 {{sn}} 的詳細資料",
    columns: {
      sn: "序號",
      model: "型號",
      firmware: "韌體版本",
      lastSeen: "最後上線時間",
      provisioned: "佈建日期",
      connectivity: "連線狀態",
      ssid: "WiFi SSID",
      actions: "操作",
    },
    none: "--",
    online: "上線",
    offline: "離線",
    locked: "已鎖定",
  },
  empty: {
    title: "找不到裝置。",
    needHelp: "需要協助嗎？",
    contactSupport: "聯絡客服",
    noSupport: "如果這裡應該要有裝置，請聯絡您的解決方案供應商。",
    failed: "無法載入裝置。",
  },
  details: {
    owner: "擁有者",
    noOwner: "沒有擁有者",
    guests: "訪客",
    noGuests: "沒有訪客",
  },
  lock: {
    button: "鎖定裝置 {{sn}}",
    dialog: {
      title: "要鎖定這台裝置嗎？",
      description: "這台裝置將被鎖定。鎖定後無法在此清單中解除鎖定。",
      confirm: "鎖定",
      close: "取消",
    },
    success: "已鎖定裝置 {{sn}}。",
    failedTitle: "無法鎖定裝置 {{sn}}",
  },
  loadFailedTitle: "無法載入裝置",
  pagination: { label: "裝置分頁" },
};

export default devices;
