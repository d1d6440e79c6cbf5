import type { Resources } from "../../en";

const auth: Resources["oc-auth"] = {
  validation: {
    emailRequired: "請輸入電子郵件地址。",
    emailInvalid: "請輸入有效的電子郵件地址。",
    passwordRequired: "請輸入密碼。",
    passwordLength: "密碼長度必須介於 8 到 20 個字元",
  },
  login: {
    title: "登入",
    description: "登入管理主控台。",
    email: "電子郵件",
    password: "密碼",
    submit: "登入",
    forgotPassword: "忘記密碼？",
    failedTitle: "登入失敗",
    signedOutTitle: "您已被登出",
    resetSentTitle: "請查看您的電子郵件",
    resetSentMessage: "若有帳號使用此地址，我們已寄出設定新密碼的連結。連結在 24 小時內有效。",
  },
  reset: {
    title: "重設密碼",
    description: "輸入您帳號的電子郵件地址，我們會寄送設定新密碼的連結給您。",
    email: "電子郵件",
    submit: "寄送重設連結",
    backToLogin: "返回登入",
    failedTitle: "重設請求失敗",
  },
  setPassword: {
    title: "設定新密碼",
    description: "請為您的帳號選擇新密碼。",
    newPassword: "新密碼",
    confirmPassword: "確認新密碼",
    lengthHint: "密碼長度必須介於 8 到 20 個字元",
    tooShortOrLong: "密碼太短或太長",
    notMatching: "兩次輸入的密碼不一致。",
    tooCommon: "這個密碼太常見，請改用其他密碼。",
    submit: "變更密碼",
    doneTitle: "密碼已變更",
    doneMessage: "新密碼已設定完成，您現在可以用新密碼登入。",
    expiredTitle: "此連結已失效",
    expiredMessage: "連結在 24 小時內有效，或在設定新密碼後失效。",
    requestNewLink: "重新申請連結",
    serverErrorTitle: "伺服器錯誤",
    tryAgain: "再試一次",
    signIn: "登入",
  },
  confirmation: {
    title: "帳號啟用",
    activating: "正在啟用您的帳號…",
    doneTitle: "您的帳號已啟用",
    doneMessage: "感謝您確認電子郵件地址。請開啟 App 登入並新增您的裝置。",
    failedTitle: "您的帳號尚未能啟用",
  },
};

export default auth;
