import type { Resources } from "../../en";

const exportTexts: Resources["oc-export"] = {
  title: "匯出",
  form: {
    label: "匯出資料",
    range: "日期範圍",
    placeholder: "選擇日期範圍",
    calendar: "選擇日期範圍",
    today: "今天",
    selected: "已選取",
    submit: "匯出",
    required: "請選擇要匯出的第一天與最後一天。",
    outOfLimits: "開始與結束時間的範圍應介於 {{min}} 到 {{max}} 小時之間。",
  },
  result: {
    title: "工作 ID",
    label: "工作 ID",
    copy: "複製",
    copied: "已複製",
    copyFailed: "無法複製，請自行選取 ID 並複製。",
  },
  failure: {
    title: "錯誤",
    details: "錯誤詳細資訊",
  },
};

export default exportTexts;
