import type { ComponentType } from "react";
import { retryingLazy, type RetryingLazy } from "@org/console";
import { matchRoute, SHELL_MODULE, SHELL_ROUTES } from "./route-table";

type ScreenModule = { default: ComponentType };
type Screen = RetryingLazy<object>;

/**
 * A route screen in its own chunk. `preload()` starts loading it; once loaded, the screen renders at once, without
 * suspending. A chunk that failed to load (offline) loads again when the screen's boundary tries it again: on Retry,
 * when the connection returns, and when a link to it is followed.
 */
function screen(load: () => Promise<ScreenModule>): Screen {
  return retryingLazy(() => load().then((module) => module.default));
}

// Each module of src/routes/ is its own chunk; the route table names them.
const modules = import.meta.glob<ScreenModule>("./routes/*.tsx");

const screens = new Map<string, Screen>();

/** The screen of a route module named in the route table. */
function screenOf(module: string): Screen {
  let found = screens.get(module);
  if (!found) {
    const load = modules[`./routes/${module}.tsx`];
    if (!load) throw new Error(`The route table names src/routes/${module}.tsx, which does not exist.`);
    found = screen(load);
    screens.set(module, found);
  }
  return found;
}

/**
 * Loads the chunks the first screen needs, all at once instead of one after another (entry, then shell, then screen);
 * main.tsx waits for them before the first render, so that render shows the screen without suspending. A failed
 * preload is not an error here: the route's own import retries and reports it.
 */
function preloadScreens(pathname: string): Promise<unknown> {
  const match = matchRoute(pathname);
  const isShell = match !== undefined && (SHELL_ROUTES as readonly { module: string }[]).includes(match.route);
  const needed = match === undefined ? [] : isShell ? [SHELL_MODULE, match.route.module] : [match.route.module];
  return Promise.allSettled(needed.map((module) => screenOf(module).preload()));
}

export { preloadScreens, screenOf };
