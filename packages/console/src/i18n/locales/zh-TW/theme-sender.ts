import type { Resources } from "../../en";

const themeSender: Resources["oc-theme"]["sender"] = {
  title: "寄件者設定",
  description: "此解決方案寄送電子郵件（例如歡迎與認領裝置郵件）所用的郵件伺服器。",
  loading: "正在載入寄件者設定",
  loadFailedTitle: "無法載入寄件者設定",
  server: "伺服器",
  serverHint: "SMTP 伺服器的主機名稱，例如 smtp.example.com。",
  user: "使用者",
  password: "密碼",
  passwordStoredHint: "已儲存的密碼不會顯示。保留圓點即可沿用；變更伺服器、使用者、協定或連接埠後，請重新輸入。",
  scheme: "協定",
  schemeHint: "結尾須為 smtp 或 smtps，加密連線請用 smtps。",
  port: "連接埠",
  portHint: "smtps 通常為 465，smtp 通常為 587 或 25。",
  errors: {
    serverRequired: "伺服器為必填欄位。",
    user: "使用者不得包含空白或破折號。",
    passwordRequired: "密碼為必填欄位。",
    password: "密碼不得包含定位字元、換行或破折號。",
    passwordAgain: "請重新輸入密碼：伺服器、使用者、連接埠或協定已變更。",
    scheme: "協定結尾須為 smtp 或 smtps。",
    port: "連接埠必須是數字。",
    portRequired: "連接埠為必填欄位。",
    portRange: "連接埠必須介於 1 到 65535 之間。",
  },
};

export default themeSender;
