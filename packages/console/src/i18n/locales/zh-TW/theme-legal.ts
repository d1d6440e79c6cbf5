import type { Resources } from "../../en";

const themeLegal: Resources["oc-theme"]["legal"] = {
  calloutTitle: "終端使用者看到的內容",
  calloutDescription: "此標題與內文組成公開的法律條款頁面，每個終端使用者頁面的頁尾都會連結到此頁。儲存後會立即發布。",
  openPage: "開啟法律條款頁面",
  title: "法律政策",
  description: "終端使用者使用 App 及其頁面時所同意的條款。",
  titleLabel: "標題",
  bodyLabel: "內文",
  bodyHint: "以純文字顯示，並保留換行。",
  lastUpdate: "最後更新：{{date}}",
  neverUpdated: "最後更新：從未",
  loading: "正在載入法律條款",
  loadFailedTitle: "無法載入法律條款",
  saved: "法律條款已儲存",
  errors: {
    titleRequired: "標題為必填欄位。",
    bodyRequired: "內文為必填欄位。",
  },
};

export default themeLegal;
