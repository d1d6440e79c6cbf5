import type { Resources } from "./en";

/** Traditional Chinese resources; the type keeps the keys identical to English. */
const zhTW: Resources = {
  common: {
    languages: { en: "English", "zh-TW": "中文" },
    actions: { close: "關閉", cancel: "取消", save: "儲存", delete: "刪除", search: "搜尋", retry: "重試" },
    states: { loading: "載入中", unknown: "--" },
  },
  errors: {
    unauthorized: "您的登入驗證已過期，請重新登入後再試一次。",
  },
};

export { zhTW };
