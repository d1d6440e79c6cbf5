import { useCallback, type RefObject } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { useConfirmation } from "../../shared/dialogs/confirm-dialog";
import { notifySuccess } from "../../shared/notices/notify";
import { useLockDevice } from "./use-devices";

const useStrings = consoleTranslation("oc-devices");

/**
 * Locking one device: `requestLock` (a row's Lock button) asks for confirmation, `dialog` is the ConfirmDialog's
 * state and action, and a lock that failed is in `error` with the alert's title. A lock that went through says so
 * in a toast.
 */
function useDeviceLock(tableRegion: RefObject<HTMLDivElement | null>) {
  const { t } = useStrings();
  const onLocked = useCallback((identity: string) => notifySuccess(t("lock.success", { sn: identity })), [t]);
  const { lock, failure } = useLockDevice({ onSuccess: onLocked });

  // Once the device is locked its lock button is gone: focus goes to the row's serial number instead.
  const confirmation = useConfirmation<string>();
  const identity = confirmation.subject ?? "";
  const lockedRowFocus = () =>
    tableRegion.current?.querySelector<HTMLElement>(`[data-device-sn="${CSS.escape(identity)}"]`) ??
    tableRegion.current;

  return {
    requestLock: confirmation.ask,
    error: failure?.error,
    failedTitle: failure ? t("lock.failedTitle", { sn: failure.args[0] }) : "",
    dialog: {
      ...confirmation.dialog,
      subject: identity,
      onConfirm: () => void lock(identity),
      returnFocus: lockedRowFocus,
    },
  };
}

export { useDeviceLock };
