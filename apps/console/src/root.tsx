import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, Outlet, useNavigate, type NavigateOptions } from "react-router-dom";
import { ConsoleProvider, createConsoleI18n, type LinkComponentProps } from "@org/console";
import { api } from "./api";
import { clearLogin, SIGNED_OUT } from "./auth-storage";
import { ColorSchemeProvider } from "./color-scheme";
import { links } from "./links";
import { loadLanguageAssets, storedLanguage } from "./language";
import { firstScreenAnswers } from "./preload";
import { operatorPreferences } from "./preferences";

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** Wires the console package to this app: React Router for links and navigation, auth storage for 403s. */
function Root() {
  const routerNavigate = useNavigate();
  const [i18n] = useState(() => createConsoleI18n(storedLanguage()));

  const navigate = useCallback((href: string, options?: NavigateOptions) => void routerNavigate(href, options), [routerNavigate]);

  // SPEC §4: any 403 shows the out-of-date message, clears login data and goes to sign-in. The message is the sign-in
  // page's, there until dismissed; several calls failing together lead to the same place and the same one message.
  const onUnauthorized = useCallback(() => {
    clearLogin();
    void routerNavigate("/login", { replace: true, state: SIGNED_OUT });
  }, [routerNavigate]);

  useEffect(() => {
    loadLanguageAssets(i18n.language);
    i18n.on("languageChanged", loadLanguageAssets);
    return () => i18n.off("languageChanged", loadLanguageAssets);
  }, [i18n]);

  const swr = useMemo(() => ({ revalidateOnFocus: false, fallback: firstScreenAnswers }), []);

  return (
    <ConsoleProvider api={api} navigate={navigate} links={links} LinkComponent={RouterLink} onUnauthorized={onUnauthorized} i18n={i18n} swr={swr} preferences={operatorPreferences}>
      <ColorSchemeProvider>
        <Outlet />
      </ColorSchemeProvider>
    </ConsoleProvider>
  );
}

export { Root };
