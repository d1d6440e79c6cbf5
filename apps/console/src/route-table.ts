/**
 * Every screen of the app, written once (DESIGN.md: "adding a screen is one entry plus its feature component"). The
 * router, the guard, the first screen's preloading, the build's chunk plan and the console's links are all derived from
 * this table. It is plain data with no imports, so the build (chunking.ts) reads it in Node too.
 */

type RouteEntry = {
  /** The screen's paths, the first one its own; `:name` segments are parameters. */
  paths: readonly [string, ...string[]];
  /** Its module in src/routes/ (default export), loaded in a chunk of its own. */
  module: string;
};

type ShellRouteEntry = RouteEntry & {
  /** The console link (ConsoleProvider `links`) that leads here; with a parameter path it takes that parameter. */
  link?: "device" | "user" | "theme" | "export" | "firmware" | "informationModel" | "notifications";
  /** Where `/`, sign-in and unknown shell paths lead (SPEC §2: the device list). */
  home?: true;
};

/** Screens anyone can open (SPEC §2 public routes). */
const PUBLIC_ROUTES = [
  { paths: ["/login"], module: "login" },
  { paths: ["/reset"], module: "reset-request" },
  { paths: ["/reset/:code/:lang"], module: "set-password" },
  { paths: ["/legal"], module: "legal" },
  { paths: ["/confirmation/:token/:lang"], module: "confirmation" },
  { paths: ["/welcome/:lang"], module: "welcome" },
  { paths: ["/claim/:lang"], module: "claim" },
  { paths: ["/404"], module: "not-found" },
] as const satisfies readonly RouteEntry[];

/** The signed-in shell's screens, in the sidebar's order. */
const SHELL_ROUTES = [
  { paths: ["/device", "/device/:sn"], module: "devices", link: "device", home: true },
  { paths: ["/export"], module: "export", link: "export" },
  { paths: ["/firmware"], module: "firmware", link: "firmware" },
  { paths: ["/informationModel"], module: "information-model", link: "informationModel" },
  { paths: ["/notifications"], module: "notifications", link: "notifications" },
  { paths: ["/theme", "/theme/:id"], module: "theme", link: "theme" },
  { paths: ["/user", "/user/:email"], module: "users", link: "user" },
] as const satisfies readonly ShellRouteEntry[];

/** The shell itself (layout and guard) and what it shows at a path it does not know. */
const SHELL_MODULE = "shell";
const UNKNOWN_SHELL_PATH_MODULE = "unknown";

const HOME_PATH: string = (SHELL_ROUTES.find((route: ShellRouteEntry) => route.home) ?? SHELL_ROUTES[0]).paths[0];

/** The shell screen a path belongs to: its own path or anything below it (`/device/AC1`, `/theme/email`). */
function shellRouteFor(pathname: string): ShellRouteEntry | undefined {
  return SHELL_ROUTES.find(({ paths: [base] }) => pathname === base || pathname.startsWith(`${base}/`));
}

/** The parameters of `pathname` under `pattern` (`/device/:sn`), or undefined when it does not match. */
function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split("/");
  const have = pathname.replace(/\/$/, "").split("/");
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = have[index] ?? "";
    if (segment.startsWith(":")) {
      if (value === "") return undefined;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) return undefined;
  }
  return params;
}

/** The route entry whose paths match `pathname`, with its parameters; `/` is the home screen. */
function matchRoute(pathname: string): { route: RouteEntry; params: Record<string, string> } | undefined {
  const path = pathname === "/" ? HOME_PATH : pathname;
  for (const route of [...PUBLIC_ROUTES, ...SHELL_ROUTES] as readonly RouteEntry[]) {
    for (const pattern of route.paths) {
      const params = matchPath(pattern, path);
      if (params) return { route, params };
    }
  }
  return undefined;
}

export { HOME_PATH, matchRoute, PUBLIC_ROUTES, SHELL_MODULE, SHELL_ROUTES, shellRouteFor, UNKNOWN_SHELL_PATH_MODULE };
export type { ShellRouteEntry };
