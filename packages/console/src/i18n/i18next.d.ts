import "i18next";
import type { en } from "./en";

// Type-checks every t() key inside @org/console against the English resources (zh-TW is typed to the same keys).
// A .d.ts file is not part of the published entry, so embedders' own i18next types stay untouched.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "oc-common";
    resources: typeof en;
  }
}
