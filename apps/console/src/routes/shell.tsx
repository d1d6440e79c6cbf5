import { useCallback, useEffect, useState } from "react";
import useSWR from "swr";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { isApiError, isHttpUrl, STATUS } from "@org/api-client";
import { lazyDialog, ScreenErrorBoundary, useConsole, useTheme } from "@org/console";
import { ConsoleLayout } from "@org/console/console-layout";
import { NotFoundPage } from "@org/console/not-found-page";
import { endServerSession } from "../api";
import { clearLogin, hasSessionCookie, isSignedIn, storedUser } from "../auth-storage";
import { useColorScheme } from "../color-scheme";
import { storeLanguage } from "../language";
import { checkSession, SESSION_CHECK_KEY } from "../preload";
import { shellRouteFor } from "../route-table";
import { useTranslation } from "react-i18next";
import "../console.css";

// Its chunk loads the first time the operator opens it.
const SolutionTest = lazyDialog(() => import("../solution-test").then((module) => module.default));

/** At `/` without a session cookie: the theme's company site when it has one, otherwise sign-in (SPEC §2). */
function SignedOutAtRoot() {
  const { data: theme, error, isLoading } = useTheme();
  // Only a web address: a stored `javascript:` URL would run in this origin, with the session it keeps.
  const companyUrl = isHttpUrl(theme?.company_url) ? theme.company_url.trim() : undefined;
  useEffect(() => {
    if (companyUrl) window.location.replace(companyUrl);
  }, [companyUrl]);
  if (isLoading || companyUrl) return null;
  return error || !companyUrl ? <Navigate to="/login" replace /> : null;
}

function SignedInShell({ onRejected }: { onRejected: () => void }) {
  const location = useLocation();
  const { navigate } = useConsole();
  // The stored token is checked once per visit (GET /admin), so a revoked or tampered one signs out at once (SPEC §4):
  // a 403 takes the console's one path to sign-in (onUnauthorized in root.tsx), any other answer leads to not-found.
  // A check that got no answer is not a failed one: leaving or reloading the page cancels it, and an unreachable
  // server says nothing about the token.
  const { error: checkError } = useSWR(SESSION_CHECK_KEY, checkSession, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const checkFailed = isApiError(checkError) && checkError.kind === "http" && checkError.status !== STATUS.forbidden;
  useEffect(() => {
    if (!checkFailed) return;
    onRejected();
    clearLogin();
    navigate("/404", { replace: true });
  }, [checkFailed, navigate, onRejected]);
  const { i18n } = useTranslation();
  const { data: theme } = useTheme();
  const [colorScheme, setColorScheme] = useColorScheme();
  const [solutionTestOpen, setSolutionTestOpen] = useState(false);
  const user = storedUser();
  return (
    <ConsoleLayout
      currentPath={location.pathname}
      user={user}
      version={theme?.solution_version}
      onLanguageChange={(language) => void i18n.changeLanguage(storeLanguage(language))}
      colorScheme={colorScheme}
      onColorSchemeChange={setColorScheme}
      onSolutionTest={() => setSolutionTestOpen(true)}
      onSignOut={() => {
        endServerSession();
        clearLogin();
        navigate("/login", { replace: true });
      }}
    >
      {/* A screen that fails to render shows its error with Retry; the sidebar and header keep working. Following a
          link, to the failed screen too, tries again: each navigation has its own key. */}
      <ScreenErrorBoundary resetKey={location.key}>
        <Outlet />
      </ScreenErrorBoundary>
      <SolutionTest open={solutionTestOpen} onOpenChange={setSolutionTestOpen} account={user ?? ""} />
    </ConsoleLayout>
  );
}

/** The navigation guard: every shell path needs the session cookie and the stored token (SPEC §2). */
export default function Shell() {
  const location = useLocation();
  // A failed token check clears the login data and moves to /404, whose code may still be loading: until then the
  // shell shows not-found itself, rather than taking the cleared data for a visitor who never signed in.
  const [rejected, setRejected] = useState(false);
  const reject = useCallback(() => setRejected(true), []);
  if (rejected) return <NotFoundPage />;
  if (isSignedIn()) return <SignedInShell onRejected={reject} />;
  if (location.pathname === "/" && !hasSessionCookie()) return <SignedOutAtRoot />;
  clearLogin();
  if (shellRouteFor(location.pathname)) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <NotFoundPage />;
}
