import type { Resources } from "../../en";

const solutionTest: Resources["oc-solutionTest"] = {
  title: "解決方案狀態測試",
  description: "以此帳號執行線上測試工具，並將結果以電子郵件寄給收件者。",
  account: "帳號",
  password: "密碼",
  recipients: "收件者",
  recipientsHint: "電子郵件地址，以逗號分隔。",
  submit: "執行測試",
  cancel: "取消",
  failedTitle: "測試未能開始",
  success: "線上測試執行中……",
  errors: {
    accountRequired: "帳號為必填。",
    passwordRequired: "密碼為必填。",
    recipientsRequired: "收件者為必填。",
    recipientsInvalid: "不是電子郵件地址：{{entries}}",
  },
};

export default solutionTest;
