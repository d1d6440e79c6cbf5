// First: starts the first screen's requests and chunks before React DOM's client evaluates.
import { firstScreenReady } from "./start";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppRouter } from "./router";
import "./public.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The first render waits for the first screen's chunks (until then there is nothing to show), so it shows the screen
// without suspending.
await firstScreenReady;

createRoot(container).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
