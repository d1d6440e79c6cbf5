import { useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Lock, X } from "lucide-react";
import { Button } from "@org/ui/button";
import { lazyDialog } from "../../shared/dialogs/lazy-dialog";
import type { BulkLockDialogProps } from "./bulk-lock-dialog";

const useStrings = consoleTranslation("oc-devices");

const loadDialog = () => import("./bulk-lock-dialog");

/** The row of actions on the selected devices: how many, Lock them, and Clear. */
function BulkLockBar({
  count,
  onLock,
  onClear,
}: {
  count: number;
  onLock: (trigger: HTMLElement) => void;
  onClear: () => void;
}) {
  const { t } = useStrings();
  return (
    <div data-slot="bulk-lock-bar" className="oc:flex oc:flex-wrap oc:items-center oc:gap-2">
      <p className="oc:text-sm oc:font-medium">{t("bulk.selected", { count })}</p>
      <Button
        type="button"
        size="sm"
        variant="destructive"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => onLock(event.currentTarget)}
      >
        <Lock aria-hidden="true" />
        {t("bulk.lock", { count })}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" />
        {t("bulk.clear")}
      </Button>
    </div>
  );
}

/** The bulk lock's dialog, whose code loads when the Lock button is first pointed at or opened. */
const LazyBulkLockDialog = lazyDialog<BulkLockDialogProps>(() => loadDialog().then((module) => module.BulkLockDialog));

/**
 * The bulk lock dialog's state: `lock(identities)` opens it for those devices. `attempt` counts the bulk locks, as
 * the dialog's key.
 */
function useBulkLock() {
  const [bulk, setBulk] = useState<{ identities: string[]; open: boolean; attempt: number }>({
    identities: [],
    open: false,
    attempt: 0,
  });
  return {
    attempt: bulk.attempt,
    lock: (identities: string[]) => setBulk(({ attempt }) => ({ identities, open: true, attempt: attempt + 1 })),
    dialog: {
      open: bulk.open,
      onOpenChange: (open: boolean) => setBulk((current) => ({ ...current, open })),
      identities: bulk.identities,
    },
  };
}

export { BulkLockBar, LazyBulkLockDialog, useBulkLock };
