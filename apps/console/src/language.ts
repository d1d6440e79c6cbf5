import { normalizeLanguage, type Language } from "@org/console";

const KEY = "lang";

/** The operator's language, kept in localStorage; `zh` maps to `zh-TW` (SPEC §1). */
function storedLanguage(): Language {
  return normalizeLanguage(localStorage.getItem(KEY) ?? navigator.language);
}

function storeLanguage(language: string): Language {
  const normalized = normalizeLanguage(language);
  localStorage.setItem(KEY, normalized);
  return normalized;
}

export { storedLanguage, storeLanguage };
