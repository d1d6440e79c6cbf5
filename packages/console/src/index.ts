export { createConsoleI18n, languages, normalizeLanguage, resources } from "./i18n/i18n";
export type { Language } from "./i18n/i18n";
export type { Resources } from "./i18n/en";
