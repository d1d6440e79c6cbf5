import { Suspense } from "react";
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation } from "react-router-dom";
import { ScreenErrorBoundary } from "@org/console";
import { Root } from "./root";
import { HOME_PATH, PUBLIC_ROUTES, SHELL_MODULE, SHELL_ROUTES, UNKNOWN_SHELL_PATH_MODULE } from "./route-table";
import { screenOf } from "./screens";

/**
 * One Suspense boundary for the whole app: React Router navigates in a transition, so while the next screen's chunk
 * loads the current screen stays on view instead of blanking. Before the first chunk arrives there is nothing to show.
 * A public page that fails to render shows its error with Retry instead of a blank page (the shell has its own
 * boundary, inside its layout). Every navigation, to the same page too, tries a failed page again; the boundary sits
 * inside the Suspense boundary, so that trying again keeps the error on view until the page's chunk has arrived.
 */
function Screens() {
  const { key } = useLocation();
  return (
    <Suspense fallback={null}>
      <ScreenErrorBoundary resetKey={key}>
        <Outlet />
      </ScreenErrorBoundary>
    </Suspense>
  );
}

const Shell = screenOf(SHELL_MODULE);
const UnknownShellPath = screenOf(UNKNOWN_SHELL_PATH_MODULE);

/** A route per path of each entry of the route table. */
function routesOf(entries: readonly { paths: readonly string[]; module: string }[], relative = false) {
  return entries.flatMap(({ paths, module }) => {
    const Screen = screenOf(module);
    return paths.map((path) => <Route key={path} path={relative ? path.slice(1) : path} element={<Screen />} />);
  });
}

/**
 * SPEC §2, from the route table (route-table.ts). The shell's guard lives in routes/shell.tsx. Declarative routes rather
 * than a data router: the app uses no loaders or actions, and this mode keeps ~18 kB gzip of React Router out of the
 * first chunk (issue 5's sign-in budget).
 */
function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Root />}>
          <Route element={<Screens />}>
            {routesOf(PUBLIC_ROUTES)}
            <Route path="/" element={<Shell />}>
              <Route index element={<Navigate to={HOME_PATH} replace />} />
              {routesOf(SHELL_ROUTES, true)}
              {/* Signed in, an unknown path goes to the home screen; signed out, the guard shows not-found. */}
              <Route path="*" element={<UnknownShellPath />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

export { AppRouter };
