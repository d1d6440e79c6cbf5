import type { Resources } from "../../en";

const publicPages: Resources["oc-public"] = {
  logo: "{{product}} 標誌",
  appStores: "下載 App",
  appStore: "從 App Store 下載",
  googlePlay: "在 Google Play 取得",
  company: "公司資訊",
  terms: "服務條款",
  notFound: {
    title: "找不到頁面",
    code: "404",
    message: "您要找的頁面不存在或已移動。",
    home: "首頁",
    support: "技術支援",
  },
};

export default publicPages;
