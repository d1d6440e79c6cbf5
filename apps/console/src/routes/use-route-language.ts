import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { storeLanguage } from "../language";

/** A public route's `:lang` sets the language and keeps it (SPEC §2). */
function useRouteLanguage(lang: string | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (lang) void i18n.changeLanguage(storeLanguage(lang));
  }, [i18n, lang]);
}

export { useRouteLanguage };
