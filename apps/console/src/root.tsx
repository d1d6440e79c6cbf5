import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, Outlet, useNavigate, type NavigateOptions } from "react-router-dom";
import { ConsoleProvider, createConsoleI18n, type LinkComponentProps } from "@org/console";
import { toast, Toaster } from "@org/ui";
import { api, setUnauthorizedHandler } from "./api";
import { clearLogin } from "./auth-storage";
import { storedLanguage } from "./language";

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** Wires the console package to this app: React Router for links and navigation, auth storage for 403s. */
function Root() {
  const routerNavigate = useNavigate();
  const [i18n] = useState(() => createConsoleI18n(storedLanguage()));
  const lastUnauthorized = useRef(0);

  const navigate = useCallback((href: string, options?: NavigateOptions) => void routerNavigate(href, options), [routerNavigate]);

  // SPEC §4: any 403 shows the out-of-date message, clears login data and goes to sign-in — once, however many calls fail.
  const onUnauthorized = useCallback(() => {
    const now = Date.now();
    if (now - lastUnauthorized.current < 2000) return;
    lastUnauthorized.current = now;
    clearLogin();
    toast.error(i18n.t("unauthorized", { ns: "errors" }), { id: "unauthorized" });
    void routerNavigate("/login", { replace: true });
  }, [i18n, routerNavigate]);

  useEffect(() => setUnauthorizedHandler(onUnauthorized), [onUnauthorized]);

  const swr = useMemo(() => ({ revalidateOnFocus: false }), []);

  return (
    <ConsoleProvider api={api} navigate={navigate} LinkComponent={RouterLink} onUnauthorized={onUnauthorized} i18n={i18n} swr={swr}>
      <Outlet />
      <Toaster closeLabel={i18n.t("actions.close")} />
    </ConsoleProvider>
  );
}

export { Root };
