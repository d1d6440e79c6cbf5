const errors = {
  unauthorized: "Your authentication is out of date. Please log in and try again.",
  loadFailed: "Failed to get data, please try again later.",
  unreachable: "The server could not be reached. Please check your connection and try again.",
  offline: "You are offline. Try again once you are back online.",
  timeout: "The server took too long to answer. Please try again.",
  server: "The server could not complete the request (error {{status}}). Please try again later.",
  tooManyRequests: "Too many attempts. Please wait a moment and try again.",
  tooManyRequestsWait: "Too many attempts. Please try again {{wait}}.",
  busy: "The server is busy. Please try again in a moment.",
  /**
   * What a failed call says, by call (`resource.method` of ConsoleApi), in the documented words where there are
   * any; the extra keys are the texts for particular statuses or answers.
   */
  calls: {
    session: {
      wrongCredentials: "The e-mail address or password is incorrect.",
      resetPassword: "Your password could not be changed. Please try again later.",
    },
    devices: {
      list: "Failed to get data, please try again later.",
      lock: "There was an issue locking the device, please try again later.",
    },
    users: {
      list: "Failed to get users.",
      get: "Failed to get data, please try again later.",
      setStatus: "Failed to update user status.",
      delete: "Failed to delete user, please try again later",
    },
    timeline: { query: "Failed to get logs." },
    firmware: {
      list: "Failed to get data, please try again later.",
      upload: "There was an issue uploading firmware, please try again later.",
      delete: "There was an issue deleting firmware, please try again later.",
    },
    informationModels: {
      list: "Failed to get data, please try again later.",
      upload: "There was an issue uploading information model, please try again later.",
      uploadLimitReached: "The information model limit reached.",
      uploadAffectsRules:
        "familyMembers is changed in this information model that will affect notification settings. Please update notification settings related to this information model and upload the file again.",
      delete:
        "There was an issue deleting information model. Please make sure the change won't affect notification settings and try again.",
    },
    images: {
      upload: "There was an issue uploading information model images, please try again later.",
      // Not a documented text: worded like its upload text.
      delete: "There was an issue removing information model images, please try again later.",
    },
    legal: { get: "Failed to get data, please try again later.", update: "Failed to save legal." },
    theme: { get: "Failed to get theme.", update: "Failed to save theme." },
    notificationRules: {
      list: "Failed to get notifications...",
      get: "Failed to get notification data...",
      create: "There was an issue completing your request. Please check the format of the notification rule...",
      createWithoutOwner: "Failed to create notification without owner id, please try to login and logout again.",
      createNoQuota: "All the notification rules your plan allows are in use. Delete a rule to add another.",
      update: "There was an issue completing your request. Please check the format of the notification rule...",
      updateWithoutOwner: "Failed to update notification without owner id, please try to login and logout again.",
      delete: "There was an issue completing your request. Please refresh the admin page and try again.",
    },
    solutionTest: { run: "Failed to trigger online testing..." },
    // Not a documented text: worded like its other failures.
    exports: { create: "Failed to export data, please try again later." },
  },
} as const;

export default errors;
