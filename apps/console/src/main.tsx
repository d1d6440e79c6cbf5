import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./app.css";

// The host app's routes, guard and auth storage arrive with the host-app issue; until then it renders an empty root.
const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <main className="p-8" />
    </StrictMode>,
  );
}
