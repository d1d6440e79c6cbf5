import type { i18n as I18n } from "i18next";
import { addLoadedStrings, loadConsoleLanguage, type Language } from "./i18n";

/** Why a language's strings could not be fetched, by the fetch that failed. */
const failures = new WeakMap<Promise<unknown>, unknown>();

/**
 * Makes sure `instance` holds the console's strings in `language`: at once when they were fetched or bundled already,
 * otherwise after suspending (the nearest Suspense boundary shows its fallback) while the language's chunk loads. A
 * chunk that fails to load throws its error to the nearest error boundary.
 */
function useConsoleStrings(instance: I18n, language: Language): void {
  if (addLoadedStrings(instance, language)) return;
  const loading = loadConsoleLanguage(language);
  if (failures.has(loading)) throw failures.get(loading);
  // Suspends by throwing a promise, which React 18 and 19 both wait for before rendering again. React 19's use()
  // would need calling on every render, this one included once the strings are in; React 18 has no use() at all.
  // The promise thrown always settles well, so that the next render throws the failure rather than waiting again.
  throw loading.then(
    () => undefined,
    (error: unknown) => void failures.set(loading, error),
  );
}

export { useConsoleStrings };
