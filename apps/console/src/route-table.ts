/**
 * Every screen of the app, written once (DESIGN.md: "adding a screen is one entry plus its feature component"). The
 * router, the guard, the first screen's preloading, the build's chunk plan and the console's links are all derived from
 * this table. It is plain data with no runtime imports, so the build (chunking.ts) reads it in Node too.
 */
import type { ConsoleNamespace } from "@org/console";

type RouteEntry = {
  /** The screen's paths, the first one its own; `:name` segments are parameters. */
  paths: readonly [string, ...string[]];
  /** Its module in src/routes/ (default export), loaded in a chunk of its own. */
  module: string;
  /**
   * The console's string namespaces its screen reads besides the shell's or the public pages' own: fetched with its
   * code on a first visit, rather than once its code has run (the e2e suite checks the list).
   */
  strings?: readonly ConsoleNamespace[];
};

type ShellRouteEntry = RouteEntry & {
  /** The console link (ConsoleProvider `links`) that leads here; with a parameter path it takes that parameter. */
  link?: "device" | "user" | "theme" | "export" | "firmware" | "informationModel" | "notifications";
  /** Where `/`, sign-in and unknown shell paths lead (SPEC §2: the device list). */
  home?: true;
};

/** Screens anyone can open (SPEC §2 public routes). */
const PUBLIC_ROUTES = [
  { paths: ["/login"], module: "login", strings: ["oc-auth"] },
  { paths: ["/reset"], module: "reset-request", strings: ["oc-auth"] },
  { paths: ["/reset/:code/:lang"], module: "set-password", strings: ["oc-auth"] },
  { paths: ["/legal"], module: "legal", strings: ["oc-legal"] },
  { paths: ["/confirmation/:token/:lang"], module: "confirmation", strings: ["oc-auth"] },
  { paths: ["/welcome/:lang"], module: "welcome" },
  { paths: ["/claim/:lang"], module: "claim" },
  { paths: ["/404"], module: "not-found" },
] as const satisfies readonly RouteEntry[];

/** The signed-in shell's screens, in the sidebar's order. */
const SHELL_ROUTES = [
  { paths: ["/device", "/device/:sn"], module: "devices", link: "device", home: true },
  { paths: ["/export"], module: "export", link: "export", strings: ["oc-export"] },
  { paths: ["/firmware"], module: "firmware", link: "firmware", strings: ["oc-firmware"] },
  {
    paths: ["/informationModel"],
    module: "information-model",
    link: "informationModel",
    strings: ["oc-informationModels"],
  },
  { paths: ["/notifications"], module: "notifications", link: "notifications", strings: ["oc-notifications"] },
  { paths: ["/theme", "/theme/:id"], module: "theme", link: "theme", strings: ["oc-theme"] },
  { paths: ["/user", "/user/:email"], module: "users", link: "user", strings: ["oc-users"] },
] as const satisfies readonly ShellRouteEntry[];

/**
 * The namespaces every public page reads, and those the shell reads with its home screen, the device list, whose code
 * comes in the shell's first chunk (chunking.ts).
 */
const PUBLIC_STRINGS = ["oc-public"] as const satisfies readonly ConsoleNamespace[];
const SHELL_STRINGS = [
  "oc-layout",
  "oc-palette",
  "oc-public",
  "oc-devices",
] as const satisfies readonly ConsoleNamespace[];

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

/** The namespaces a first visit to `pathname` reads, besides the console's core ones: its screen's and its frame's. */
function stringsFor(pathname: string): readonly ConsoleNamespace[] {
  const match = matchRoute(pathname);
  if (!match) return [];
  const isShell = (SHELL_ROUTES as readonly RouteEntry[]).includes(match.route);
  return [...(isShell ? SHELL_STRINGS : PUBLIC_STRINGS), ...(match.route.strings ?? [])];
}

export {
  HOME_PATH,
  matchRoute,
  PUBLIC_ROUTES,
  SHELL_MODULE,
  SHELL_ROUTES,
  shellRouteFor,
  stringsFor,
  UNKNOWN_SHELL_PATH_MODULE,
};
export type { ShellRouteEntry };
