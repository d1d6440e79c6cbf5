import { useState, type MouseEvent } from "react";
import { AlertDialogAction, AlertDialogCancel, AlertDialogFooter } from "@org/ui/alert-dialog";
import { Spinner } from "@org/ui/spinner";
import { BusyAlertDialog } from "./busy-alert-dialog";
import type { ControlledDialogProps } from "./controlled-dialog";

type ConfirmDialogTexts = {
  /** The question, e.g. "Delete this user?". */
  title: string;
  /** What confirming does. */
  description: string;
  /** The confirm button's label, e.g. "Delete". */
  confirm: string;
  /** The label of the button that closes without a change, e.g. "Cancel". */
  close: string;
  /** Said to assistive technology while a confirmed change is under way. */
  pending?: string;
};

type ConfirmDialogProps = ControlledDialogProps & {
  /**
   * The dialog's title, description and button labels. A screen keeps them together in its resources, e.g.
   * `t("lock.dialog", { returnObjects: true })`.
   */
  texts: ConfirmDialogTexts;
  /** What it is done to (a serial number, an e-mail), shown on its own line so a long one wraps instead of hiding. */
  subject?: string;
  /**
   * The confirm button's look: `destructive` for changes that delete or cannot be undone, `default` for others.
   * @default destructive
   */
  variant?: "default" | "destructive";
  /**
   * Runs on Confirm. When it returns a promise the dialog stays open with Confirm busy until it settles, then closes;
   * an optimistic change returns nothing and the dialog closes at once.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Where focus goes on closing when the button that opened the dialog is gone by then (a locked device's lock). */
  returnFocus?: () => HTMLElement | null | undefined;
};

/** The dialog itself, loaded the first time a screen asks for a confirmation (see ConfirmDialog). */
function ConfirmDialogContent({
  open,
  onOpenChange,
  texts,
  subject,
  variant = "destructive",
  onConfirm,
  returnFocus,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);

  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    const result = onConfirm();
    if (!result) return;
    // Keep the dialog open until the change is done.
    event.preventDefault();
    setPending(true);
    void Promise.resolve(result)
      .catch(() => undefined)
      .finally(() => {
        setPending(false);
        onOpenChange(false);
      });
  };

  return (
    <BusyAlertDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      returnFocus={returnFocus}
      slot="confirm-dialog"
      title={texts.title}
      description={texts.description}
      subject={
        subject ? (
          <p
            data-slot="confirm-dialog-subject"
            className="oc:rounded-md oc:bg-muted oc:px-3 oc:py-2 oc:font-mono oc:text-sm oc:break-all"
          >
            {subject}
          </p>
        ) : null
      }
    >
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>{texts.close}</AlertDialogCancel>
        <AlertDialogAction variant={variant} disabled={pending} onClick={confirm}>
          {pending ? <Spinner size="sm" label={texts.pending ?? null} /> : null}
          {texts.confirm}
        </AlertDialogAction>
      </AlertDialogFooter>
    </BusyAlertDialog>
  );
}

export { ConfirmDialogContent };
export type { ConfirmDialogProps, ConfirmDialogTexts };
