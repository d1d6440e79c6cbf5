import type { Resources } from "./en";

const languages = ["en", "zh-TW"] as const;
type Language = (typeof languages)[number];

/** The console's namespaces, each with the `oc-` prefix so that they never meet a host's. */
type Namespace = keyof Resources;

/** A namespace's strings in one language, as its module exports them. */
type NamespaceModule<N extends Namespace> = { default: Resources[N] };
type NamespaceLoaders = { [N in Namespace]: () => Promise<NamespaceModule<N>> };

/**
 * Each namespace of each language in a module of its own, imported on demand: a page fetches only the strings of the
 * screens it shows, in the language it speaks. A host's bundler may still put several in one file.
 */
const loaders: Record<Language, NamespaceLoaders> = {
  en: {
    "oc-common": () => import("./locales/en/common"),
    "oc-errors": () => import("./locales/en/errors"),
    "oc-layout": () => import("./locales/en/layout"),
    "oc-public": () => import("./locales/en/public"),
    "oc-auth": () => import("./locales/en/auth"),
    "oc-legal": () => import("./locales/en/legal"),
    "oc-devices": () => import("./locales/en/devices"),
    "oc-users": () => import("./locales/en/users"),
    "oc-timeline": () => import("./locales/en/timeline"),
    "oc-firmware": () => import("./locales/en/firmware"),
    "oc-informationModels": () => import("./locales/en/information-models"),
    "oc-solutionTest": () => import("./locales/en/solution-test"),
    "oc-export": () => import("./locales/en/export"),
    "oc-notifications": () => import("./locales/en/notifications"),
    "oc-theme": () => import("./locales/en/theme"),
    "oc-palette": () => import("./locales/en/palette"),
  },
  "zh-TW": {
    "oc-common": () => import("./locales/zh-TW/common"),
    "oc-errors": () => import("./locales/zh-TW/errors"),
    "oc-layout": () => import("./locales/zh-TW/layout"),
    "oc-public": () => import("./locales/zh-TW/public"),
    "oc-auth": () => import("./locales/zh-TW/auth"),
    "oc-legal": () => import("./locales/zh-TW/legal"),
    "oc-devices": () => import("./locales/zh-TW/devices"),
    "oc-users": () => import("./locales/zh-TW/users"),
    "oc-timeline": () => import("./locales/zh-TW/timeline"),
    "oc-firmware": () => import("./locales/zh-TW/firmware"),
    "oc-informationModels": () => import("./locales/zh-TW/information-models"),
    "oc-solutionTest": () => import("./locales/zh-TW/solution-test"),
    "oc-export": () => import("./locales/zh-TW/export"),
    "oc-notifications": () => import("./locales/zh-TW/notifications"),
    "oc-theme": () => import("./locales/zh-TW/theme"),
    "oc-palette": () => import("./locales/zh-TW/palette"),
  },
};

/** Every namespace, in the order the loaders list them (which the type holds to the resources' own). */
const namespaces = Object.keys(loaders.en) as Namespace[];

export { languages, loaders, namespaces };
export type { Language, Namespace };
