import type { Resources } from "../../en";

const legal: Resources["oc-legal"] = {
  lastUpdate: "最後更新：{{date}}",
  loading: "正在載入法律條款",
  loadFailed: "無法取得資料，請稍後再試。",
};

export default legal;
