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
import palette from "./locales/zh-TW/palette";
import publicPages from "./locales/zh-TW/public";
import solutionTest from "./locales/zh-TW/solution-test";
import theme from "./locales/zh-TW/theme";
import timeline from "./locales/zh-TW/timeline";
import users from "./locales/zh-TW/users";

const zhTW: Resources = {
  "oc-common": common,
  "oc-errors": errors,
  "oc-layout": layout,
  "oc-public": publicPages,
  "oc-auth": auth,
  "oc-legal": legal,
  "oc-devices": devices,
  "oc-users": users,
  "oc-timeline": timeline,
  "oc-firmware": firmware,
  "oc-informationModels": informationModels,
  "oc-solutionTest": solutionTest,
  "oc-export": exportTexts,
  "oc-notifications": notifications,
  "oc-theme": theme,
  "oc-palette": palette,
};

export { zhTW };
