/**
 * Success messages show as toasts. The toast library loads on the first one rather than with the screen: no screen
 * needs it to render, and it would add ~11 kB gzip to every screen's first load. The change a message confirms is
 * already on screen, so a toast that cannot load is dropped rather than reported.
 */
function notifySuccess(message: string): void {
  import("@org/ui/toast").then(
    ({ toast }) => toast.success(message),
    () => undefined,
  );
}

export { notifySuccess };
