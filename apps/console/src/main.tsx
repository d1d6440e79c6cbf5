import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { preloadData } from "./preload";
import { AppRouter, preloadScreens } from "./router";
import "./app.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

preloadScreens(window.location.pathname);
preloadData(window.location);

createRoot(container).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
