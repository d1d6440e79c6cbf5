// Traditional Chinese resources, one file per namespace under locales/zh-TW. Each is typed to the English namespace,
// so the keys stay identical.
import type { Resources } from "./en";
import auth from "./locales/zh-TW/auth";
import common from "./locales/zh-TW/common";
import devices from "./locales/zh-TW/devices";
import errors from "./locales/zh-TW/errors";
import exportTexts from "./locales/zh-TW/export";
import firmware from "./locales/zh-TW/firmware";
import informationModels from "./locales/zh-TW/information-models";
import layout from "./locales/zh-TW/layout";
import legal from "./locales/zh-TW/legal";
import notifications from "./locales/zh-TW/notifications";
import publicPages from "./locales/zh-TW/public";
import solutionTest from "./locales/zh-TW/solution-test";
import theme from "./locales/zh-TW/theme";
import timeline from "./locales/zh-TW/timeline";
import users from "./locales/zh-TW/users";

const zhTW: Resources = {
  common,
  errors,
  layout,
  public: publicPages,
  auth,
  legal,
  devices,
  users,
  timeline,
  firmware,
  informationModels,
  solutionTest,
  export: exportTexts,
  notifications,
  theme,
};

export { zhTW };
