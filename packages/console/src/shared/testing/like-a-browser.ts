// For unit tests that watch when React shows something, as a browser's page would see it: outside act(), which flushes
// everything at once and so hides React's own timing, such as the pause it takes after a Suspense fallback.
import { afterEach, beforeEach, vi } from "vitest";

const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Lets React schedule renders as in a browser, for every test of the file. */
function renderLikeABrowser(): void {
  let actEnvironment: boolean | undefined;
  beforeEach(() => {
    actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    document.body.replaceChildren();
  });
}

/**
 * Resolves once `shown()` holds, letting React do all the work it does not put off, however slowly the machine runs;
 * rejects if it holds only after a timeout set meanwhile. React's scheduler works in setImmediate tasks here, and what
 * it puts off, it puts off with setTimeout: such timeouts are held until this returns, then dropped.
 */
async function withoutWaiting(shown: () => boolean): Promise<void> {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    for (let turn = 0; turn < 2_000; turn += 1) {
      if (shown()) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error("Not shown until a timeout ran: React put it off.");
  } finally {
    vi.useRealTimers();
  }
}

export { renderLikeABrowser, withoutWaiting };
