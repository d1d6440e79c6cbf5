import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { isApiError } from "@org/api-client";

// Whether the console can talk to its server: the browser's own online state, and whether the last call got no
// answer at all. ConsoleProvider keeps one `ServerReach` and shows it every call's outcome; ConnectionBanner reads both.

/** The failures that got no answer while the browser said it was offline: their text says "offline". */
const failedOffline = new WeakSet<object>();

function browserOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** Whether a call got no answer because the browser was offline at the time (not because the server was down). */
function wasOffline(error: unknown): boolean {
  return typeof error === "object" && error !== null && failedOffline.has(error);
}

function subscribeToOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser says it is online; it re-renders only on the `online` and `offline` events. */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToOnline,
    () => !browserOffline(),
    () => true,
  );
}

/**
 * Whether the server answers. A call that got no answer while the browser was online marks it unreachable; any answer
 * (a success, or an error status, which the server did send) marks it reachable again, as does the browser coming
 * back online. Listeners hear only changes, so a screen's calls cost a comparison each.
 */
function createServerReach() {
  let unreachable = false;
  const seen = new WeakSet<object>();
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === unreachable) return;
    unreachable = next;
    for (const listener of listeners) listener();
  };
  const onOnline = () => set(false);
  return {
    unreachable: () => unreachable,
    subscribe(listener: () => void) {
      if (listeners.size === 0) window.addEventListener("online", onOnline);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("online", onOnline);
      };
    },
    answered: () => set(false),
    /** A call failed; the same error may be shown twice (by the API and by SWR), and counts once. */
    failed(error: unknown) {
      if (!isApiError(error) || seen.has(error)) return;
      seen.add(error);
      if (error.kind === "network") {
        if (browserOffline()) failedOffline.add(error);
        else set(true);
      } else if (error.kind === "http" || error.kind === "contract") {
        set(false);
      }
    },
  };
}

const ServerReachContext = createContext<ReturnType<typeof createServerReach> | undefined>(undefined);

const neverUnreachable = () => false;
const noSubscription = () => () => undefined;

/** Whether the last call got no answer though the browser was online; false outside a ConsoleProvider. */
function useServerUnreachable(): boolean {
  const reach = useContext(ServerReachContext);
  return useSyncExternalStore(
    reach?.subscribe ?? noSubscription,
    reach?.unreachable ?? neverUnreachable,
    neverUnreachable,
  );
}

/**
 * Calls `retry` when the browser comes back online, while `active`: for reads that do not retry by themselves (pages
 * already loaded stay as they are) but showed a failure that got no answer.
 */
function useRetryOnReconnect(active: boolean, retry: () => void) {
  useEffect(() => {
    if (!active) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [active, retry]);
}

/**
 * Calls `retry` once the browser is online, while `active`: at once if it already is (it may have come back between
 * the failure and this call), or else when it comes back. For what failed only because the browser was offline.
 */
function useRetryWhenOnline(active: boolean, retry: () => void) {
  useEffect(() => {
    if (!active) return;
    if (!browserOffline()) {
      retry();
      return;
    }
    window.addEventListener("online", retry, { once: true });
    return () => window.removeEventListener("online", retry);
  }, [active, retry]);
}

/** A failure that got no answer (offline, or the server down): worth retrying when the connection returns. */
function isNoAnswer(error: unknown): boolean {
  return isApiError(error) && error.kind === "network";
}

export {
  createServerReach,
  isNoAnswer,
  ServerReachContext,
  useBrowserOnline,
  useRetryOnReconnect,
  useRetryWhenOnline,
  useServerUnreachable,
  wasOffline,
};
