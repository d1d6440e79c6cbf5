import { use } from "react";
import type { i18n as I18n } from "i18next";
import { addLoadedStrings, loadConsoleLanguage, type Language } from "./i18n";

/**
 * Makes sure `instance` holds the console's strings in `language`: at once when they were fetched or bundled already,
 * otherwise after suspending (the nearest Suspense boundary shows its fallback) while the language's chunk loads.
 */
function useConsoleStrings(instance: I18n, language: Language): void {
  if (addLoadedStrings(instance, language)) return;
  use(loadConsoleLanguage(language));
  addLoadedStrings(instance, language);
}

export { useConsoleStrings };
