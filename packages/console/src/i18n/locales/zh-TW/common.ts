import type { Resources } from "../../en";

const common: Resources["oc-common"] = {
  languages: { en: "English", "zh-TW": "中文" },
  actions: {
    close: "關閉",
    cancel: "取消",
    save: "儲存",
    delete: "刪除",
    search: "搜尋",
    retry: "重試",
    dismiss: "關閉訊息",
  },
  states: { loading: "載入中", unknown: "--" },
  totals: { unknown: "未知", loading: "載入中" },
  pagination: { previous: "上一頁", next: "下一頁", page: "第 {{page}} 頁" },
  opensInNewTab: "（在新分頁開啟）",
  refresh: {
    action: "重新整理",
    updated: "{{ago}}更新",
    failed: "無法重新整理；",
    showingFrom: "顯示的是{{ago}}的資料",
  },
  connection: {
    offline: "您目前處於離線狀態。畫面上的資料可能不是最新的，恢復連線前無法儲存任何變更。",
    unreachable: "無法連線到伺服器。畫面上的資料可能不是最新的。",
    restored: "已恢復連線。",
  },
  tableView: {
    columns: "欄位",
    columnsMenu: "要顯示的欄位",
    compact: "緊湊列",
  },
  screenError: {
    title: "無法顯示此畫面。",
    description: "請再試一次。若仍然失敗，請重新載入頁面或聯絡支援人員。",
  },
  unsaved: {
    title: "不儲存就離開？",
    description: "您有尚未儲存的變更。現在離開，變更將會遺失。",
    confirm: "離開",
    close: "留下",
  },
};

export default common;
