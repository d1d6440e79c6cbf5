import { Suspense } from "react";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router-dom";
import { Root } from "./root";
import {
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
  ResetRequest,
  SetPassword,
  Shell,
  Theme,
  Unknown,
  Users,
  Welcome,
} from "./screens";

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

/**
 * SPEC §2. The shell's guard lives in routes/shell.tsx. Declarative routes rather than a data router: the app uses no
 * loaders or actions, and this mode keeps ~18 kB gzip of React Router out of the first chunk (issue 5's sign-in budget).
 */
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

export { AppRouter };
