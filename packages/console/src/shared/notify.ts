/**
 * Success messages show as toasts (DESIGN.md). The toast library loads on the first one rather than with the screen:
 * no screen needs it to render, and it would add ~11 kB gzip to every screen's first load.
 */
function notifySuccess(message: string): void {
  void import("@org/ui/toast").then(({ toast }) => toast.success(message));
}

export { notifySuccess };
