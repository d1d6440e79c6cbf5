import { createInstance, type i18n as I18n } from "i18next";
import type { Resources } from "./en";

const languages = ["en", "zh-TW"] as const;
type Language = (typeof languages)[number];

/** The console's namespaces, each with the `oc-` prefix so that they never meet a host's. */
const namespaces = [
  "oc-common",
  "oc-errors",
  "oc-layout",
  "oc-public",
  "oc-auth",
  "oc-legal",
  "oc-devices",
  "oc-users",
  "oc-timeline",
  "oc-firmware",
  "oc-informationModels",
  "oc-solutionTest",
  "oc-export",
  "oc-notifications",
  "oc-theme",
  "oc-palette",
] as const satisfies readonly (keyof Resources)[];
// And every namespace of the resources is in the list: one missing would never be added to an instance.
type MissingNamespaces = Exclude<keyof Resources, (typeof namespaces)[number]>;
const everyNamespaceListed: [MissingNamespaces] extends [never] ? true : MissingNamespaces = true;
void everyNamespaceListed;

/** Each language's strings in a chunk of its own: a page fetches only the language it speaks. */
const loaders: Record<Language, () => Promise<Resources>> = {
  en: () => import("./en").then((module) => module.en),
  "zh-TW": () => import("./zh-TW").then((module) => module.zhTW),
};
const loaded = new Map<Language, Resources>();
const loading = new Map<Language, Promise<Resources>>();

/** Maps what a URL, a browser or storage says (`zh`, `zh-Hant`, `en-US`) to a supported language. */
function normalizeLanguage(value: string | null | undefined): Language {
  const lower = (value ?? "").toLowerCase();
  if (lower.startsWith("zh")) return "zh-TW";
  return "en";
}

/**
 * Fetches a language's strings, once per page. The provider does it for the language it speaks; call it early (with
 * the route's code, say) to save the round trip, or before rendering to never show the provider's empty fallback.
 */
function loadConsoleLanguage(language: string): Promise<Resources> {
  const wanted = normalizeLanguage(language);
  let promise = loading.get(wanted);
  if (!promise) {
    promise = loaders[wanted]().then((strings) => {
      loaded.set(wanted, strings);
      return strings;
    });
    loading.set(wanted, promise);
  }
  return promise;
}

/** Strings as a host passes them: each language's namespaces, checked by the console's own types where it builds them. */
type ConsoleStrings = Partial<Record<Language, Record<string, unknown>>>;

/**
 * Makes strings a host bundled itself (`consoleStrings` from `@org/console/strings`) count as fetched: the provider then
 * never fetches them, and never shows its empty fallback while it would.
 */
function registerConsoleStrings(strings: ConsoleStrings): void {
  for (const language of languages) {
    const bundle = strings[language] as Resources | undefined;
    if (!bundle || loaded.has(language)) continue;
    loaded.set(language, bundle);
    loading.set(language, Promise.resolve(bundle));
  }
}

/** Whether a language's strings were fetched or bundled already. */
function hasLoadedStrings(language: Language): boolean {
  return loaded.has(language);
}

/** Adds a language's fetched strings to an instance; false while they are still to be fetched. */
function addLoadedStrings(instance: I18n, language: Language): boolean {
  const strings = loaded.get(language);
  if (!strings) return false;
  for (const namespace of namespaces) {
    if (!instance.hasResourceBundle(language, namespace))
      instance.addResourceBundle(language, namespace, strings[namespace]);
  }
  return true;
}

/**
 * A fresh i18next instance for the console, for hosts that do not bring their own. It starts without strings: the
 * provider adds the language it speaks. It is never made react-i18next's global instance: components read it from
 * the provider, so a host's own `useTranslation` keeps the host's instance.
 */
function createConsoleI18n(language: string = "en"): I18n {
  const instance = createInstance();
  void instance.init({
    lng: normalizeLanguage(language),
    fallbackLng: false,
    supportedLngs: [...languages],
    ns: [...namespaces],
    defaultNS: "oc-common",
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const wanted of languages) addLoadedStrings(instance, wanted);
  return instance;
}

/**
 * Fetches a language's strings and adds them to an instance (the host's, say), under the console's own `oc-`
 * namespaces, leaving the host's namespaces and any bundle the host already holds under those names as they are.
 */
async function addConsoleResources(instance: I18n, language: string = instance.language): Promise<void> {
  await loadConsoleLanguage(language);
  addLoadedStrings(instance, normalizeLanguage(language));
}

export {
  addConsoleResources,
  addLoadedStrings,
  createConsoleI18n,
  hasLoadedStrings,
  languages,
  loadConsoleLanguage,
  normalizeLanguage,
  registerConsoleStrings,
};
export type { ConsoleStrings, Language };
