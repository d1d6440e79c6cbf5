import { lazy, type ComponentType, type JSX } from "react";

// Code that loads on first use (a screen's or a dialog's chunk), as React.lazy does, but a failed load is not kept for
// the life of the page: React.lazy holds a rejected import for ever, so a chunk asked for while offline could never be
// shown without a reload. Here the failure goes to the nearest error boundary as before; once a boundary has caught
// it, the component renders through a fresh React.lazy, which loads again (ScreenErrorBoundary renders again on Retry,
// on navigation, and when the connection returns after a load that failed offline).

/** The failures of loads that a render waited for, each with what makes its component load again. */
const failures = new WeakMap<object, () => void>();
/** The failures that happened while the browser said it was offline. */
const failedOffline = new WeakSet<object>();

function asObject(reason: unknown): object {
  return typeof reason === "object" && reason !== null ? reason : new Error(String(reason), { cause: reason });
}

type RetryingLazy<Props> = ((props: Props) => JSX.Element) & {
  /** Starts loading the component ahead of need, e.g. as the link or button that shows it is pointed at. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * React.lazy for a component that may fail to load: a failed load is tried again the next time the component renders
 * after an error boundary caught it, and one that has loaded renders at once, without suspending. (A plain React.lazy
 * suspends on its first render even when the code is already there, and React then holds the reveal back for its
 * Suspense throttle, hundreds of milliseconds on a slow device.) Render it inside Suspense and ScreenErrorBoundary:
 * that boundary is what lets it load again, and another boundary's retry would show the same failure.
 */
function retryingLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): RetryingLazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (reason: unknown) => {
        pending = undefined; // the next attempt tries the network again
        const error = asObject(reason);
        if (typeof navigator !== "undefined" && navigator.onLine === false) failedOffline.add(error);
        throw error;
      },
    ));
  // React.lazy keeps its outcome, so a render that waited for a failed load sees the failure rather than starting
  // another load (which would suspend, fail and render again, over and over while offline). Once a boundary has
  // caught the failure, renders go through a fresh one.
  const fresh = () => {
    const Fresh = lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: object) => {
          failures.set(error, () => {
            if (current === Fresh) current = fresh();
          });
          throw error;
        },
      ),
    );
    return Fresh;
  };
  let current = fresh();
  function Lazy(props: Props) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    const Current = current;
    return <Current {...props} />;
  }
  return Object.assign(Lazy, { preload });
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
