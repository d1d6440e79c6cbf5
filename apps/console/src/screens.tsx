import { lazy, type ComponentType } from "react";
import { matchRoute, SHELL_MODULE, SHELL_ROUTES } from "./route-table";

type ScreenModule = { default: ComponentType };
type Screen = ComponentType & { preload: () => Promise<ScreenModule> };

/**
 * A route screen in its own chunk. `preload()` starts loading it; once loaded, the screen renders at once, without
 * suspending. (A plain React.lazy suspends on its first render even when the chunk is already there, and React then
 * holds the reveal back for its Suspense throttle, hundreds of milliseconds on a slow device.)
 */
function screen(load: () => Promise<ScreenModule>): Screen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ScreenModule> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // the next attempt tries the network again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload });
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
