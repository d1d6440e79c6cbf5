import { preload } from "swr";
import { parseDeviceTableQuery, preloadDeviceTable } from "@org/console";
import { api } from "./api";
import { isSignedIn } from "./auth-storage";

/** The shell checks the stored token once per visit (GET /admin); routes/shell.tsx uses the same key. */
const SESSION_CHECK_KEY = ["session", "check"] as const;
const checkSession = () => api.session.check();

/**
 * Starts the first screen's requests while its code is still loading, so the answers and the chunks arrive together;
 * the screens' hooks pick the answers up instead of asking again. Only for a signed-in operator: anyone else is on
 * their way to sign-in.
 */
function preloadData({ pathname, search }: Pick<Location, "pathname" | "search">): void {
  if (!isSignedIn()) return;
  preload(SESSION_CHECK_KEY, checkSession).catch(() => undefined);
  const device = /^\/(?:device(?:\/([^/]+))?\/?)?$/.exec(pathname);
  if (device) {
    const sn = device[1] === undefined ? undefined : decodeURIComponent(device[1]);
    preloadDeviceTable(api, parseDeviceTableQuery(new URLSearchParams(search), sn));
  }
}

export { checkSession, preloadData, SESSION_CHECK_KEY };
