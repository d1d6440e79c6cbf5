import { preload, unstable_serialize } from "swr";
import { parseDeviceTableQuery, preloadDeviceTable } from "@org/console/device-table";
import { api } from "./api";
import { isSignedIn } from "./auth-storage";
import { matchRoute } from "./route-table";

/** The shell checks the stored token once per visit (GET /admin); routes/shell.tsx uses the same key. */
const SESSION_CHECK_KEY = ["session", "check"] as const;
const checkSession = () => api.session.check();

/**
 * The first screen's answers that have arrived, keyed as SWR keys them: Root hands them to the provider as SWR's
 * fallback, so a screen rendered after its answers arrived shows them in its first render.
 */
const firstScreenAnswers: Record<string, unknown> = {};

/**
 * The requests a screen can start before its code has arrived, by its module in the route table: each settles once
 * its answers are in.
 */
const dataPreloads: Record<string, (params: Record<string, string>, search: URLSearchParams) => Promise<void>> = {
  devices: ({ sn }, search) => preloadDeviceTable(api, parseDeviceTableQuery(search, sn), firstScreenAnswers),
};

/**
 * Starts the first screen's requests while its code is still loading, so the answers and the chunks arrive together;
 * the screens' hooks pick the answers up instead of asking again. Only for a signed-in operator: anyone else is on
 * their way to sign-in. Resolves once the answers are in, or have failed (it never rejects).
 */
function preloadData({ pathname, search }: Pick<Location, "pathname" | "search">): Promise<void> {
  if (!isSignedIn()) return Promise.resolve();
  const session = preload(SESSION_CHECK_KEY, checkSession).then(
    (answer) => void (firstScreenAnswers[unstable_serialize(SESSION_CHECK_KEY)] = answer),
    () => undefined,
  );
  const match = matchRoute(pathname);
  const screen = match ? dataPreloads[match.route.module]?.(match.params, new URLSearchParams(search)) : undefined;
  return Promise.all([session, screen]).then(() => undefined);
}

export { checkSession, firstScreenAnswers, preloadData, SESSION_CHECK_KEY };
