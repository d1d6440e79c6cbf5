/*
 * Whether a notice has asked for the toaster yet, and when one is on the page to show it: the provider mounts the
 * toaster only then, and a notice waits for it (a toast shown before the toaster mounts would be lost).
 */
let requested = false;
let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});
const listeners = new Set<() => void>();

function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return shown;
}

function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const toasterRequested = () => requested;

/** Called by the toaster once it is mounted and listening. */
function toasterShown(): void {
  markShown();
}

export { requestToaster, subscribeToToasterRequest, toasterRequested, toasterShown };
