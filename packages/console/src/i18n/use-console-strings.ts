import { useCallback, useSyncExternalStore } from "react";
import type { i18n as I18n } from "i18next";
import {
  addLoadedStrings,
  failedStrings,
  hasLoadedStrings,
  loadNamespaces,
  speak,
  type Language,
  type Namespace,
} from "./i18n";

/**
 * Makes sure `instance` holds the namespaces in `language`: at once when they were fetched or bundled already,
 * otherwise after suspending (the nearest Suspense boundary shows its fallback) while they load. A namespace that
 * fails to load throws its error to the nearest error boundary. It calls no hook, so it may be called conditionally;
 * it may only be called while rendering.
 */
function ensureStrings(instance: I18n, language: Language, namespaces: readonly Namespace[]): void {
  speak(language);
  if (addLoadedStrings(instance, language, namespaces)) return;
  const failed = failedStrings(language, namespaces);
  if (failed) throw failed.error;
  // Suspends by throwing a promise, which React 18 and 19 both wait for before rendering again. React 19's use()
  // would need calling on every render, this one included once the strings are in; React 18 has no use() at all.
  // The promise thrown always settles well, so that the next render throws the failure rather than waiting again.
  throw loadNamespaces(language, namespaces);
}

const always = () => true;

/**
 * Whether the fetch of the namespaces in `language` is over (loaded or failed), without suspending: the component
 * renders again as soon as it is, in the same task. No language, nothing to wait for: true.
 */
function useStringsSettled(language: Language | undefined, namespaces: readonly Namespace[]): boolean {
  const subscribe = useCallback(
    (onSettled: () => void) => {
      if (!language) return () => {};
      let listening = true;
      void loadNamespaces(language, namespaces).then(() => {
        if (listening) onSettled();
      });
      return () => {
        listening = false;
      };
    },
    [language, namespaces],
  );
  const isSettled = language
    ? () => hasLoadedStrings(language, namespaces) || failedStrings(language, namespaces) !== undefined
    : always;
  return useSyncExternalStore(subscribe, isSettled, isSettled);
}

export { ensureStrings, useStringsSettled };
