import { createInstance, type i18n as I18n } from "i18next";
import { en } from "./en";
import { zhTW } from "./zh-TW";

const languages = ["en", "zh-TW"] as const;
type Language = (typeof languages)[number];

const resources = { en, "zh-TW": zhTW } as const;
const namespaces = Object.keys(en) as (keyof typeof en)[];

/** Maps what a URL, a browser or storage says (`zh`, `zh-Hant`, `en-US`) to a supported language. */
function normalizeLanguage(value: string | null | undefined): Language {
  const lower = (value ?? "").toLowerCase();
  if (lower.startsWith("zh")) return "zh-TW";
  return "en";
}

/**
 * A fresh i18next instance with the console's resources, for hosts that do not bring their own. It is never made
 * react-i18next's global instance: components read it from the provider, so a host's own `useTranslation` keeps the
 * host's instance.
 */
function createConsoleI18n(language: string = "en"): I18n {
  const instance = createInstance();
  void instance.init({
    lng: normalizeLanguage(language),
    fallbackLng: "en",
    supportedLngs: [...languages],
    ns: namespaces,
    defaultNS: "oc-common",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Adds the console's strings to a host's instance, under its own `oc-` namespaces, leaving the host's namespaces and
 * any bundle the host already holds under those names as they are.
 */
function addConsoleResources(instance: I18n): void {
  for (const language of languages) {
    for (const namespace of namespaces) {
      if (!instance.hasResourceBundle(language, namespace))
        instance.addResourceBundle(language, namespace, resources[language][namespace]);
    }
  }
}

export { addConsoleResources, createConsoleI18n, languages, normalizeLanguage };
export type { Language };
