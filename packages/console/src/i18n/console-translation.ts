import { useContext } from "react";
// The one wrapper that may call it: the namespaces are loaded first.
// eslint-disable-next-line no-restricted-imports
import { getI18n, I18nContext, useTranslation } from "react-i18next";
import type { FlatNamespace } from "i18next";
import { CORE_NAMESPACES, normalizeLanguage, wantConsoleStrings, type Namespace } from "./i18n";
import { ensureStrings } from "./use-console-strings";

/** One namespace, or several: the first is the one `t("key")` reads, the others `t("oc-…:key")`. */
type Namespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

/** The namespaces a component's strings need: its own and the core ones, which any `t` may reach. */
function needed(namespaces: Namespaces): Namespace[] {
  return [...new Set<Namespace>([...CORE_NAMESPACES, ...(typeof namespaces === "string" ? [namespaces] : namespaces)])];
}

/**
 * react-i18next's `useTranslation`, once the namespaces are in: the component suspends while its strings load, in
 * whatever language the provider speaks. Prefer `consoleTranslation`, which also fetches them with the first screen.
 */
function useConsoleTranslation<const Ns extends Namespaces>(
  namespaces: Ns,
  list: readonly Namespace[] = needed(namespaces),
) {
  // The instance the provider (or a LanguageScope) gives; the strings go in before react-i18next reads it, so that a
  // host's instance never asks its own backend for a namespace of the console.
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  // Outside a provider there is none: react-i18next warns, and the console's own hooks say the provider is missing.
  if (instance) ensureStrings(instance, normalizeLanguage(instance.language), list);
  return useTranslation(namespaces);
}

/**
 * A module's translation hook, made once at its top: the namespaces count as wanted as soon as the module is
 * evaluated, so that the provider fetches them with the first screen rather than when a component first renders and
 * suspends.
 *
 * @example
 * const useStrings = consoleTranslation("oc-devices");
 * function DeviceCount() { const { t } = useStrings(); … }
 */
function consoleTranslation<const Ns extends Namespaces>(namespaces: Ns) {
  const list = needed(namespaces);
  wantConsoleStrings(list);
  return function useModuleStrings() {
    return useConsoleTranslation(namespaces, list);
  };
}

export { consoleTranslation, useConsoleTranslation };
