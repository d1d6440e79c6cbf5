import type { Resources } from "../../en";

const users: Resources["oc-users"] = {
  title: "使用者",
  totals: {
    users: "使用者總數",
  },
  search: {
    label: "搜尋使用者",
    inputLabel: "電子郵件",
    placeholder: "依電子郵件搜尋",
    tooShort: "搜尋欄位至少需要 4 個字元。",
    tooLong: "搜尋欄位最多只能有 50 個字元。",
  },
  table: {
    label: "使用者",
    loading: "正在載入使用者",
    columns: {
      email: "電子郵件",
      registered: "註冊時間",
      status: "停用/啟用",
      delete: "刪除",
    },
  },
  empty: {
    title: "找不到使用者。",
    search: "沒有電子郵件地址包含「{{email}}」。",
    failed: "無法載入使用者。",
  },
  details: {
    devices: "裝置",
    groups: "群組",
    noDevices: "找不到裝置。",
    noGroups: "找不到群組。",
    loading: "正在載入 {{email}} 的裝置與群組",
    failed: "無法載入 {{email}} 的裝置與群組。",
  },
  status: {
    label: "啟用：{{email}}",
    builtInAdmin: "內建管理員帳號無法停用或刪除。",
    builtInAdminInfo: "關於內建管理員",
    failedTitle: "無法變更 {{email}} 的狀態",
  },
  delete: {
    button: "刪除 {{email}}",
    dialog: {
      title: "要刪除這位使用者嗎？",
      description: "這位使用者將被刪除，且無法復原。",
      confirm: "刪除",
      close: "關閉",
    },
    success: "已刪除使用者 {{email}}。",
    failedTitle: "無法刪除 {{email}}",
  },
  loadFailedTitle: "無法載入使用者",
  pagination: { label: "使用者分頁" },
};

export default users;
