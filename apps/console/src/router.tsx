import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { Root } from "./root";

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** SPEC §2. Each screen is its own lazy chunk; the shell's guard lives in routes/shell.tsx. */
const routes: RouteObject[] = [
  {
    element: <Root />,
    // Routes load lazily; before the first one arrives there is nothing to show yet.
    HydrateFallback: () => null,
    children: [
      { path: "/login", lazy: screen(() => import("./routes/login")) },
      { path: "/reset", lazy: screen(() => import("./routes/reset-request")) },
      { path: "/reset/:code/:lang", lazy: screen(() => import("./routes/set-password")) },
      { path: "/legal", lazy: screen(() => import("./routes/legal")) },
      { path: "/confirmation/:token/:lang", lazy: screen(() => import("./routes/confirmation")) },
      { path: "/welcome/:lang", lazy: screen(() => import("./routes/welcome")) },
      { path: "/claim/:lang", lazy: screen(() => import("./routes/claim")) },
      { path: "/404", lazy: screen(() => import("./routes/not-found")) },
      {
        path: "/",
        lazy: screen(() => import("./routes/shell")),
        children: [
          { index: true, element: <Navigate to="/device" replace /> },
          { path: "device", lazy: screen(() => import("./routes/devices")) },
          { path: "device/:sn", lazy: screen(() => import("./routes/devices")) },
          { path: "export", lazy: screen(() => import("./routes/export")) },
          { path: "firmware", lazy: screen(() => import("./routes/firmware")) },
          { path: "informationModel", lazy: screen(() => import("./routes/information-model")) },
          { path: "notifications", lazy: screen(() => import("./routes/notifications")) },
          { path: "theme", lazy: screen(() => import("./routes/theme")) },
          { path: "theme/:id", lazy: screen(() => import("./routes/theme")) },
          { path: "user", lazy: screen(() => import("./routes/users")) },
          { path: "user/:email", lazy: screen(() => import("./routes/users")) },
          // Signed in, an unknown path goes to the device list; signed out, the guard shows not-found.
          { path: "*", lazy: screen(() => import("./routes/unknown")) },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export { router, routes };
