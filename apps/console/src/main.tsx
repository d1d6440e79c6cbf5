import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { preloadData } from "./preload";
import { AppRouter, preloadScreens } from "./router";
import "./app.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The first screen's data and chunks load together; the first render waits for the chunks (until then there is
// nothing to show), so it shows the screen without suspending.
preloadData(window.location);
await preloadScreens(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
