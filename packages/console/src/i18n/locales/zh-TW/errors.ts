import type { Resources } from "../../en";

const errors: Resources["errors"] = {
  unauthorized: "您的登入驗證已過期，請重新登入後再試一次。",
  loadFailed: "無法取得資料，請稍後再試。",
  unreachable: "無法連線到伺服器，請檢查網路連線後再試一次。",
  server: "伺服器無法完成這項請求（錯誤 {{status}}），請稍後再試。",
};

export default errors;
