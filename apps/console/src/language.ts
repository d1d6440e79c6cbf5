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

/**
 * Loads what a language needs beyond its strings: the Traditional Chinese font sheet (~45 kB gzip of @font-face rules)
 * is fetched only once Chinese is shown, so English sign-in pages never download it.
 */
function loadLanguageAssets(language: string): void {
  if (normalizeLanguage(language) === "zh-TW") void import("@org/ui/fonts-tc.css");
}

export { loadLanguageAssets };
