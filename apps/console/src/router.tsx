import { lazy, Suspense, type ComponentType } from "react";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router-dom";
import { Root } from "./root";

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

// Declarative routes rather than a data router: the app uses no loaders or actions, and this mode keeps ~18 kB gzip of
// React Router out of the first chunk (issue 5's sign-in budget). Each screen is its own chunk.
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

/**
 * One Suspense boundary for the whole app: React Router navigates in a transition, so while the next screen's chunk
 * loads the current screen stays on view instead of blanking. Before the first chunk arrives there is nothing to show.
 */
function Screens() {
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}

/** SPEC §2. The shell's guard lives in routes/shell.tsx. */
function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Root />}>
          <Route element={<Screens />}>
            <Route path="/login" element={<Login />} />
            <Route path="/reset" element={<ResetRequest />} />
            <Route path="/reset/:code/:lang" element={<SetPassword />} />
            <Route path="/legal" element={<Legal />} />
            <Route path="/confirmation/:token/:lang" element={<Confirmation />} />
            <Route path="/welcome/:lang" element={<Welcome />} />
            <Route path="/claim/:lang" element={<Claim />} />
            <Route path="/404" element={<NotFound />} />
            <Route path="/" element={<Shell />}>
              <Route index element={<Navigate to="/device" replace />} />
              <Route path="device" element={<Devices />} />
              <Route path="device/:sn" element={<Devices />} />
              <Route path="export" element={<Export />} />
              <Route path="firmware" element={<Firmware />} />
              <Route path="informationModel" element={<InformationModel />} />
              <Route path="notifications" element={<Notifications />} />
              <Route path="theme" element={<Theme />} />
              <Route path="theme/:id" element={<Theme />} />
              <Route path="user" element={<Users />} />
              <Route path="user/:email" element={<Users />} />
              {/* Signed in, an unknown path goes to the device list; signed out, the guard shows not-found. */}
              <Route path="*" element={<Unknown />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

export { AppRouter, preloadScreens };
