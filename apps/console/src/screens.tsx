import { lazy, type ComponentType } from "react";

type ScreenModule = { default: ComponentType };

/**
 * A route screen in its own chunk. `preload()` starts loading it; once loaded, the screen renders at once, without
 * suspending. (A plain React.lazy suspends on its first render even when the chunk is already there, and React then
 * holds the reveal back for its Suspense throttle, hundreds of milliseconds on a slow device.)
 */
function screen(load: () => Promise<ScreenModule>) {
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

// Each screen is its own chunk.
const Login = screen(() => import("./routes/login"));
const ResetRequest = screen(() => import("./routes/reset-request"));
const SetPassword = screen(() => import("./routes/set-password"));
const Legal = screen(() => import("./routes/legal"));
const Confirmation = screen(() => import("./routes/confirmation"));
const Welcome = screen(() => import("./routes/welcome"));
const Claim = screen(() => import("./routes/claim"));
const NotFound = screen(() => import("./routes/not-found"));
const Shell = screen(() => import("./routes/shell"));
const Devices = screen(() => import("./routes/devices"));
const Export = screen(() => import("./routes/export"));
const Firmware = screen(() => import("./routes/firmware"));
const InformationModel = screen(() => import("./routes/information-model"));
const Notifications = screen(() => import("./routes/notifications"));
const Theme = screen(() => import("./routes/theme"));
const Users = screen(() => import("./routes/users"));
const Unknown = screen(() => import("./routes/unknown"));

const SHELL_SCREENS: [prefix: string, screen: { preload: () => Promise<unknown> }][] = [
  ["/device", Devices],
  ["/export", Export],
  ["/firmware", Firmware],
  ["/informationModel", InformationModel],
  ["/notifications", Notifications],
  ["/theme", Theme],
  ["/user", Users],
];

/**
 * Loads the chunks the first screen needs, all at once instead of one after another (entry, then shell, then screen);
 * main.tsx waits for them before the first render, so that render shows the screen without suspending. A failed
 * preload is not an error here: the route's own import retries and reports it.
 */
function preloadScreens(pathname: string): Promise<unknown> {
  const shellScreen = SHELL_SCREENS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  const screens =
    pathname === "/login" ? [Login] : shellScreen ? [Shell, shellScreen[1]] : pathname === "/" ? [Shell, Devices] : [];
  return Promise.allSettled(screens.map((target) => target.preload()));
}

export {
  Claim,
  Confirmation,
  Devices,
  Export,
  Firmware,
  InformationModel,
  Legal,
  Login,
  NotFound,
  Notifications,
  preloadScreens,
  ResetRequest,
  SetPassword,
  Shell,
  Theme,
  Unknown,
  Users,
  Welcome,
};
