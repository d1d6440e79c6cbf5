import { requestToaster } from "./toaster-request";

type NoticeOptions = {
  /** `success` (the default) or `error`. */
  kind?: "success" | "error";
  /** Notices with the same id replace each other instead of stacking. */
  id?: string;
};

/**
 * Shows a notice in the console's toaster. The toast library loads with the first notice rather than with the
 * screen: no screen needs it to render, and it would add ~10 kB gzip to every first load. The change a notice confirms
 * is already on screen, so one that cannot load is dropped rather than reported.
 */
function notify(message: string, { kind = "success", id }: NoticeOptions = {}): void {
  Promise.all([import("@org/ui/toast"), requestToaster()]).then(
    ([{ toast }]) => toast[kind](message, id === undefined ? undefined : { id }),
    () => undefined,
  );
}

function notifySuccess(message: string): void {
  notify(message);
}

export { notify, notifySuccess };
export type { NoticeOptions };
