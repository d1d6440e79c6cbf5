import { useCallback, useSyncExternalStore } from "react";
import type { i18n as I18n } from "i18next";
import { addLoadedStrings, hasLoadedStrings, loadConsoleLanguage, type Language } from "./i18n";

/** Why a language's strings could not be fetched, by the fetch that failed. */
const failures = new WeakMap<Promise<unknown>, unknown>();

/** A language's fetch, settled well either way: a failure is kept for the next render to throw. */
function settled(loading: Promise<unknown>): Promise<void> {
  return loading.then(
    () => undefined,
    (error: unknown) => void failures.set(loading, error),
  );
}

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
  throw settled(loading);
}

const always = () => true;

/**
 * Whether the fetch of `language`'s strings is over (loaded or failed), without suspending: the component renders
 * again as soon as it is, in the same task. No language, nothing to wait for: true.
 */
function useStringsSettled(language: Language | undefined): boolean {
  const subscribe = useCallback(
    (onSettled: () => void) => {
      if (!language) return () => {};
      let listening = true;
      void settled(loadConsoleLanguage(language)).then(() => {
        if (listening) onSettled();
      });
      return () => {
        listening = false;
      };
    },
    [language],
  );
  const isSettled = language ? () => hasLoadedStrings(language) || failures.has(loadConsoleLanguage(language)) : always;
  return useSyncExternalStore(subscribe, isSettled, isSettled);
}

export { useConsoleStrings, useStringsSettled };
