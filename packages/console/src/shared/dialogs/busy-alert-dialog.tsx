import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@org/ui/alert-dialog";
import { useReturnFocus } from "./use-return-focus";
import type { ControlledDialogProps } from "./controlled-dialog";

type BusyAlertDialogProps = ControlledDialogProps & {
  /** While work the dialog started is under way: it cannot be closed, and tells assistive technology it is busy. */
  busy: boolean;
  /** Where focus goes on closing when the button that opened the dialog is gone by then. */
  returnFocus?: (() => HTMLElement | null | undefined) | undefined;
  /** Names the dialog for styling, e.g. `confirm-dialog`. */
  slot: string;
  /** The question or task, read out first when the dialog opens. */
  title: ReactNode;
  /** What the dialog does, read out after the title. */
  description: ReactNode;
  /** Keeps the description for assistive technology only (once the work has begun, say). */
  descriptionHidden?: boolean;
  /** More of the header, under the description: the subject of a confirmation, say. */
  subject?: ReactNode;
  /** The body and the footer. */
  children: ReactNode;
};

/**
 * An alert dialog a screen opens from its own buttons to do something in it (a confirmed change, a bulk lock): it
 * stays open until that work is done and gives focus back to what opened it on closing.
 */
function BusyAlertDialog({
  open,
  onOpenChange,
  busy,
  returnFocus,
  slot,
  title,
  description,
  descriptionHidden = false,
  subject,
  children,
}: BusyAlertDialogProps) {
  const onCloseAutoFocus = useReturnFocus(open, returnFocus);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent data-slot={slot} aria-busy={busy || undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className={descriptionHidden ? "oc:sr-only" : undefined}>
            {description}
          </AlertDialogDescription>
          {subject}
        </AlertDialogHeader>
        {children}
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { BusyAlertDialog };
