import { createHttpApi } from "@org/api-client";
import { storedToken } from "./auth-storage";

/**
 * The one API client of the app: same origin, bearer token from storage. Its 403s reach ConsoleProvider's
 * `onUnauthorized` (root.tsx), which owns that path for every call made inside the console.
 */
const api = createHttpApi({ getToken: () => storedToken() ?? undefined });

/**
 * Sign Out's server half: ends the session, so that a copy of the token stops working too (issue 14). The token is
 * captured before the login data is cleared, and nobody waits for the answer: signing out locally never depends on
 * the network, and a session that already ended (403) needs no message.
 */
function endServerSession(): void {
  const token = storedToken();
  if (!token) return;
  void createHttpApi({ getToken: () => token })
    .session.signOut()
    .catch(() => undefined);
}

export { api, endServerSession };
