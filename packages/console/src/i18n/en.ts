// English resources, one file per namespace under locales/en. The documented English texts are used verbatim.
import auth from "./locales/en/auth";
import common from "./locales/en/common";
import devices from "./locales/en/devices";
import errors from "./locales/en/errors";
import exportTexts from "./locales/en/export";
import firmware from "./locales/en/firmware";
import informationModels from "./locales/en/information-models";
import layout from "./locales/en/layout";
import legal from "./locales/en/legal";
import notifications from "./locales/en/notifications";
import palette from "./locales/en/palette";
import publicPages from "./locales/en/public";
import solutionTest from "./locales/en/solution-test";
import theme from "./locales/en/theme";
import timeline from "./locales/en/timeline";
import users from "./locales/en/users";

const en = {
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
} as const;

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
type Resources = DeepString<typeof en>;

export { en };
export type { Resources };
