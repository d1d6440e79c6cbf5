import { calls } from "@org/api-client";
import type { CallDefinition, CallRoute } from "@org/api-client";

/** What a request is matched on: the method and the contract's path, with `{param}` placeholders. */
type CallPattern = Pick<CallRoute, "method" | "path">;

const escapeRegExp = (text: string) => text.replace(/[.*+?^$|()[\]\\]/g, "\\$&");

/** The contract's path as a pattern of the raw path after `/api:1`: each `{param}` is one segment, never a slash. */
function pathPattern(path: string): RegExp {
  return new RegExp(
    `^${path
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join("[^/]+")}$`,
  );
}

/** Whether a request goes to one of these calls. HEAD counts as GET, since Hono answers a HEAD with the GET handler. */
function callMatcher(routes: readonly CallPattern[]): (method: string, path: string) => boolean {
  const patterns = routes.map((route) => ({ method: route.method as string, path: pathPattern(route.path) }));
  return (method, path) => {
    const asGet = method === "HEAD" ? "GET" : method;
    return patterns.some((route) => route.method === asGet && route.path.test(path));
  };
}

// Both lists are read from the contract's call table, so a call added or changed there is guarded and bounded as the
// table says, with no second list to keep in step by hand.
const CALLS: readonly CallDefinition[] = Object.values(calls as Record<string, CallDefinition>);

/**
 * The theme's logos, `/theme/{file}`: public like the theme, for the sign-in page's `<img src>`. Not a call, so the
 * call table has no entry for them (`theme.fileUrl` builds the address).
 */
const THEME_FILE_LINK: CallPattern = { method: "GET", path: "/theme/{file}" };

/**
 * What needs no session (SPEC §7, issue 4): the calls the contract marks `auth: false` (sign-in, reset, activation,
 * theme and legal text), and the theme's logos.
 */
const isPublicCall = callMatcher([...CALLS.filter((call) => !call.auth), THEME_FILE_LINK]);

/**
 * The calls whose bodies carry files (firmware, information models, images, the theme's logos): the contract marks
 * them `largeBody`, and their routes set limits of their own instead of the default.
 */
const hasOwnBodyLimit = callMatcher(CALLS.filter((call) => call.largeBody));

export { hasOwnBodyLimit, isPublicCall };
