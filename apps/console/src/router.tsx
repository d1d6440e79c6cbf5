import { lazy, Suspense } from "react";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router-dom";
import { Root } from "./root";

// Declarative routes with React.lazy rather than a data router: the app uses no loaders or actions, and this mode keeps
// ~18 kB gzip of React Router out of the first chunk (issue 5's sign-in budget). Each screen is its own chunk.
const screens = {
  login: () => import("./routes/login"),
  resetRequest: () => import("./routes/reset-request"),
  setPassword: () => import("./routes/set-password"),
  legal: () => import("./routes/legal"),
  confirmation: () => import("./routes/confirmation"),
  welcome: () => import("./routes/welcome"),
  claim: () => import("./routes/claim"),
  notFound: () => import("./routes/not-found"),
  shell: () => import("./routes/shell"),
  devices: () => import("./routes/devices"),
  export: () => import("./routes/export"),
  firmware: () => import("./routes/firmware"),
  informationModel: () => import("./routes/information-model"),
  notifications: () => import("./routes/notifications"),
  theme: () => import("./routes/theme"),
  users: () => import("./routes/users"),
  unknown: () => import("./routes/unknown"),
};

const Login = lazy(screens.login);
const ResetRequest = lazy(screens.resetRequest);
const SetPassword = lazy(screens.setPassword);
const Legal = lazy(screens.legal);
const Confirmation = lazy(screens.confirmation);
const Welcome = lazy(screens.welcome);
const Claim = lazy(screens.claim);
const NotFound = lazy(screens.notFound);
const Shell = lazy(screens.shell);
const Devices = lazy(screens.devices);
const Export = lazy(screens.export);
const Firmware = lazy(screens.firmware);
const InformationModel = lazy(screens.informationModel);
const Notifications = lazy(screens.notifications);
const Theme = lazy(screens.theme);
const Users = lazy(screens.users);
const Unknown = lazy(screens.unknown);

const SHELL_SCREENS: [prefix: string, load: () => Promise<unknown>][] = [
  ["/device", screens.devices],
  ["/export", screens.export],
  ["/firmware", screens.firmware],
  ["/informationModel", screens.informationModel],
  ["/notifications", screens.notifications],
  ["/theme", screens.theme],
  ["/user", screens.users],
];

/**
 * Starts loading the chunks the first screen needs before React renders, so they arrive together instead of one after
 * another (entry, then shell, then screen). A deep link into the shell loads the shell and its screen at once.
 */
function preloadScreens(pathname: string): void {
  const shellScreen = SHELL_SCREENS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  const loads =
    pathname === "/login"
      ? [screens.login]
      : shellScreen
        ? [screens.shell, shellScreen[1]]
        : pathname === "/"
          ? [screens.shell, screens.devices]
          : [];
  // A failed preload is not an error here: the route's own lazy import retries and reports it.
  for (const load of loads) load().catch(() => undefined);
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
