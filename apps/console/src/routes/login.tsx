import { useEffect, useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { isApiError, STATUS, type Session } from "@org/api-client";
import { useConsoleApi } from "@org/console";
import { LoginPage } from "@org/console/login-page";
import { clearLogin, isSignedIn, resetRequested, setResetRequested, storeLogin, wasSignedOut } from "../auth-storage";
import { HOME_PATH } from "../route-table";
import { preloadScreens } from "../screens";

/** Only same-app paths are followed after sign-in, never another origin. */
function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") ? next : HOME_PATH;
}

export default function LoginRoute() {
  const api = useConsoleApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [showResetNotice, setShowResetNotice] = useState(resetRequested);
  // Each sign-out (a navigation of its own) shows its notice until the operator dismisses it.
  const location = useLocation();
  const [dismissedSignOut, setDismissedSignOut] = useState<string>();
  const signedOut = wasSignedOut(location.state) && dismissedSignOut !== location.key;
  const next = safeNext(params.get("next"));

  // The screen after sign-in loads once the operator starts typing: the click on Sign in then waits for the server
  // alone. Not before: a visit that never signs in (a bookmark, a wrong tab) downloads only the sign-in page.
  useEffect(() => {
    const preload = () => void preloadScreens(next);
    document.addEventListener("input", preload, { once: true });
    return () => document.removeEventListener("input", preload);
  }, [next]);

  if (isSignedIn()) return <Navigate to={HOME_PATH} replace />;

  // SPEC §4: store the cookie and uid/user/token, check the token with GET /admin, then go on.
  async function onSignedIn(session: Session, email: string) {
    storeLogin({ uid: String(session.id), user: email, token: session.token });
    try {
      await api.session.check();
      setResetRequested(false);
      await navigate(next, { replace: true });
    } catch (error) {
      // A 403 has taken the console's one path already (onUnauthorized in root.tsx): signed out, with its message.
      if (isApiError(error) && error.status === STATUS.forbidden) return;
      clearLogin();
      await navigate("/404", { replace: true });
    }
  }

  return (
    <LoginPage
      onSignedIn={onSignedIn}
      onSignInError={clearLogin}
      resetRequested={showResetNotice}
      onResetNoticeDismiss={() => {
        setResetRequested(false);
        setShowResetNotice(false);
      }}
      signedOut={signedOut}
      onSignedOutNoticeDismiss={() => setDismissedSignOut(location.key)}
    />
  );
}
