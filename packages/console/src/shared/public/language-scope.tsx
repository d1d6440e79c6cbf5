import { useMemo, type ReactNode } from "react";
// It loads the strings of the language it scopes: it reads the instance and its language as they are.
// eslint-disable-next-line no-restricted-imports
import { I18nextProvider, useTranslation } from "react-i18next";
import { normalizeLanguage, wantedNamespaces } from "../../i18n/i18n";
import { ensureStrings } from "../../i18n/use-console-strings";

type LanguageScopeProps = {
  /** A language from a URL (`en`, `zh`, `zh-TW`); without one the surrounding language is kept. */
  lang?: string | undefined;
  children: ReactNode;
};

/**
 * Speaks the given language inside, whatever the provider speaks: public pages opened from an e-mail link carry the
 * recipient's language in the URL. The clone shares the provider's resources, with that language's strings added.
 */
function LanguageScope({ lang, children }: LanguageScopeProps) {
  const { i18n } = useTranslation("oc-common");
  const wanted = lang ? normalizeLanguage(lang) : undefined;
  const current = i18n.language;
  ensureStrings(i18n, wanted ?? normalizeLanguage(current), wantedNamespaces());
  const scoped = useMemo(
    () => (wanted && wanted !== current ? i18n.cloneInstance({ lng: wanted, initAsync: false }) : i18n),
    [i18n, current, wanted],
  );
  if (scoped === i18n) return <>{children}</>;
  return <I18nextProvider i18n={scoped}>{children}</I18nextProvider>;
}

export { LanguageScope };
