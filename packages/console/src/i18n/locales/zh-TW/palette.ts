import type { Resources } from "../../en";

const palette: Resources["oc-palette"] = {
  open: "快速搜尋",
  title: "快速搜尋",
  description: "以序號尋找裝置、以電子郵件尋找使用者，或前往某個畫面。",
  inputLabel: "搜尋裝置、使用者與畫面",
  placeholder: "序號、電子郵件或畫面",
  results: "結果",
  groups: { recent: "最近", screens: "畫面", devices: "裝置", users: "使用者" },
  kinds: { screen: "畫面", device: "裝置", user: "使用者" },
  searching: "搜尋中…",
  noResults: "找不到「{{text}}」的結果。",
  userSearchHint: "輸入至少 {{count}} 個字元，以電子郵件搜尋使用者。",
  failed: { devices: "無法搜尋裝置", users: "無法搜尋使用者" },
  keys: "↑ ↓ 移動 · Enter 開啟 · Esc 關閉",
};

export default palette;
