import type { Resources } from "../../en";

const errors: Resources["oc-errors"] = {
  unauthorized: "您的登入驗證已過期，請重新登入後再試一次。",
  loadFailed: "無法取得資料，請稍後再試。",
  unreachable: "無法連線到伺服器，請檢查網路連線後再試一次。",
  offline: "您目前處於離線狀態，恢復連線後請再試一次。",
  timeout: "伺服器回應時間過長，請再試一次。",
  server: "伺服器無法完成這項請求（錯誤 {{status}}），請稍後再試。",
  tooManyRequests: "嘗試次數過多，請稍候再試。",
  tooManyRequestsWait: "嘗試次數過多，請於{{wait}}再試。",
  busy: "伺服器忙碌中，請稍後再試。",
  calls: {
    session: {
      wrongCredentials: "電子郵件地址或密碼不正確。",
      resetPassword: "無法變更您的密碼，請稍後再試。",
    },
    devices: {
      list: "無法取得資料，請稍後再試。",
      lock: "鎖定裝置時發生問題，請稍後再試。",
    },
    users: {
      list: "無法取得使用者。",
      get: "無法取得資料，請稍後再試。",
      setStatus: "無法更新使用者狀態。",
      delete: "無法刪除使用者，請稍後再試",
    },
    timeline: { query: "無法取得紀錄。" },
    firmware: {
      list: "無法取得資料，請稍後再試。",
      upload: "上傳韌體時發生問題，請稍後再試。",
      delete: "刪除韌體時發生問題，請稍後再試。",
    },
    informationModels: {
      list: "無法取得資料，請稍後再試。",
      upload: "上傳資訊模型時發生問題，請稍後再試。",
      uploadLimitReached: "資訊模型數量已達上限。",
      uploadAffectsRules:
        "此資訊模型的 familyMembers 已變更，將影響通知設定。請先更新與此資訊模型相關的通知設定，再重新上傳檔案。",
      delete: "刪除資訊模型時發生問題。請確認這項變更不會影響通知設定後再試一次。",
    },
    images: {
      upload: "上傳資訊模型圖片時發生問題，請稍後再試。",
      delete: "移除資訊模型圖片時發生問題，請稍後再試。",
    },
    legal: { get: "無法取得資料，請稍後再試。", update: "無法儲存法律條款。" },
    theme: { get: "無法取得主題。", update: "無法儲存主題。" },
    notificationRules: {
      list: "無法取得通知……",
      get: "無法取得通知資料……",
      create: "完成您的請求時發生問題。請檢查通知規則的格式……",
      createWithoutOwner: "缺少擁有者 ID，無法建立通知，請登出後重新登入。",
      createNoQuota: "方案允許的通知規則都已使用。請刪除一條規則後再新增。",
      update: "完成您的請求時發生問題。請檢查通知規則的格式……",
      updateWithoutOwner: "缺少擁有者 ID，無法更新通知，請登出後重新登入。",
      delete: "完成您的請求時發生問題。請重新整理管理頁面後再試一次。",
    },
    solutionTest: { run: "無法觸發線上測試……" },
    exports: { create: "無法匯出資料，請稍後再試。" },
  },
};

export default errors;
