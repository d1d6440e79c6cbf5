import type { Resources } from "../../en";

const layout: Resources["oc-layout"] = {
  navigation: "主選單",
  home: "{{product}} 首頁",
  homeFallback: "首頁",
  skipToContent: "跳到主要內容",
  toggleSidebar: "收合或展開側邊欄",
  nav: {
    devices: "裝置",
    export: "匯出",
    firmware: "韌體列表",
    informationModel: "資訊模型",
    notifications: "通知",
    theme: "主題",
    users: "使用者",
  },
  sidebar: "側邊欄",
  menu: "選單",
  openMenu: "開啟選單",
  closeMenu: "關閉選單",
  colorScheme: {
    label: "外觀",
    system: "跟隨系統",
    light: "淺色",
    dark: "深色",
  },
  analytics: "數據分析",
  language: "語言",
  languageMenu: "語言：{{language}}",
  userMenu: "帳號選單",
  signedInAs: "目前登入",
  administrator: "管理員",
  signOut: "登出",
  solutionTest: "解決方案狀態測試",
  footer: {
    label: "頁尾",
    copyright: "© {{year}} {{company}}",
    documentation: "說明文件",
    privacy: "隱私權",
    support: "技術支援",
    terms: "服務條款",
    version: "版本 {{version}}",
  },
};

export default layout;
