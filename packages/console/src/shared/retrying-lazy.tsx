import { use, type ComponentType, type JSX } from "react";

// Code that loads on first use (a screen's or a dialog's chunk), as React.lazy does, but a failed load is not kept for
// the life of the page: React.lazy holds a rejected import for ever, so a chunk asked for while offline could never be
// shown without a reload. Here the failure goes to the nearest error boundary; once a boundary has caught it, the next
// render loads again (ScreenErrorBoundary renders again on Retry, on navigation, and when the connection returns
// after a load that failed offline).

type LoadState<T> =
  | { status: "idle" }
  | { status: "pending"; promise: Promise<T>; awaited: boolean }
  | { status: "loaded"; value: T }
  | { status: "failed"; error: object };

/** The failures of loads that a render waited for, each with what makes its loader try again. */
const failures = new WeakMap<object, () => void>();
/** The failures that happened while the browser said it was offline. */
const failedOffline = new WeakSet<object>();

function asObject(reason: unknown): object {
  return typeof reason === "object" && reason !== null ? reason : new Error(String(reason), { cause: reason });
}

/**
 * One module loaded on demand. `preload()` starts loading ahead of need (a failure there is not an error: the next
 * attempt tries the network again); `attempt()` is for render: the value, the promise to wait for, or it throws the
 * failure that render waited for, until a boundary has caught it.
 */
function retryingLoader<T>(load: () => Promise<T>) {
  let state: LoadState<T> = { status: "idle" };
  const start = (awaited: boolean): Promise<T> => {
    const promise = load().then(
      (value) => {
        state = { status: "loaded", value };
        return value;
      },
      (reason: unknown) => {
        const error = asObject(reason);
        if (typeof navigator !== "undefined" && navigator.onLine === false) failedOffline.add(error);
        // Kept until a boundary catches it: a render that waited must see it, rather than start another load (which
        // would suspend, fail and render again, over and over while offline).
        if (state.status === "pending" && state.promise === promise && state.awaited) {
          state = { status: "failed", error };
          failures.set(error, () => {
            if (state.status === "failed" && state.error === error) state = { status: "idle" };
          });
        } else if (state.status === "pending" && state.promise === promise) {
          state = { status: "idle" };
        }
        throw error;
      },
    );
    state = { status: "pending", promise, awaited };
    return promise;
  };
  return {
    preload(): Promise<T> {
      if (state.status === "loaded") return Promise.resolve(state.value);
      if (state.status === "pending") return state.promise;
      return start(false);
    },
    attempt(): { loaded: T } | { pending: Promise<T> } {
      switch (state.status) {
        case "loaded":
          return { loaded: state.value };
        case "failed":
          throw state.error;
        case "pending":
          state.awaited = true;
          return { pending: state.promise };
        case "idle":
          return { pending: start(true) };
      }
    },
  };
}

type RetryingLazy<Props> = ((props: Props) => JSX.Element) & {
  /** Starts loading the component ahead of need, e.g. as the link or button that shows it is pointed at. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * React.lazy for a component that may fail to load: a failed load is tried again the next time the component renders
 * after an error boundary caught it, and one that has loaded renders at once, without suspending. (A plain React.lazy
 * suspends on its first render even when the code is already there, and React then holds the reveal back for its
 * Suspense throttle, hundreds of milliseconds on a slow device.) Render it inside Suspense and ScreenErrorBoundary.
 */
function retryingLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): RetryingLazy<Props> {
  const loader = retryingLoader(load);
  function Lazy(props: Props) {
    const attempt = loader.attempt();
    const Loaded = "loaded" in attempt ? attempt.loaded : use(attempt.pending);
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload: loader.preload });
}

/** Whether a load failed while the browser was offline: it will likely succeed once the connection returns. */
function loadFailedOffline(error: unknown): boolean {
  return typeof error === "object" && error !== null && failedOffline.has(error);
}

/**
 * Called by an error boundary that caught `error`: if it is a failed load, the next render of that component loads
 * again. (Until then its renders throw the failure, so the boundary is what decides when to try again.)
 */
function releaseLoadFailure(error: unknown): void {
  if (typeof error !== "object" || error === null) return;
  failures.get(error)?.();
}

export { loadFailedOffline, releaseLoadFailure, retryingLazy };
export type { RetryingLazy };
