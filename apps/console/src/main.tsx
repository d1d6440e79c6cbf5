// First: starts the first screen's requests and chunks before React DOM's client evaluates.
import { firstScreenAnswered, firstScreenReady } from "./start";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppRouter } from "./router";
import "./public.css";

/** How long the first render waits for the first screen's answers once its code is in, in ms. */
const ANSWER_GRACE_MS = 300;

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The first render waits for the first screen's chunks (until then there is nothing to show), so it shows the screen
// without suspending.
await firstScreenReady;
// And, for a moment, for its answers: rows drawn once, where a loading state first would be drawn and then drawn over
// (on a busy device, the rows came half a second later that way). Answers slower than that get the loading state.
await Promise.race([firstScreenAnswered, new Promise((done) => setTimeout(done, ANSWER_GRACE_MS))]);

createRoot(container).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
