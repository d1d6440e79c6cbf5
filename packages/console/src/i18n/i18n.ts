import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
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

/** A fresh i18next instance with the console's resources, for hosts that do not bring their own. */
function createConsoleI18n(language: string = "en"): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: normalizeLanguage(language),
    fallbackLng: "en",
    supportedLngs: [...languages],
    ns: namespaces,
    defaultNS: "common",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export { createConsoleI18n, languages, normalizeLanguage, resources };
export type { Language };
