import type { FormEvent, ReactNode, Ref, RefObject } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Button } from "@org/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from "@org/ui/dialog";
import { useReturnFocus } from "./use-return-focus";
import type { ControlledDialogProps } from "./controlled-dialog";

const useStrings = consoleTranslation("oc-common");

type FormDialogProps = ControlledDialogProps & {
  title: ReactNode;
  description?: ReactNode;
  width?: DialogContentProps["width"];
  /** Takes focus when the dialog opens, rather than the dialog's first button: the form's first field. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when what opened the dialog is gone by then. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** The form (a DialogForm), mounted only while the dialog is open so that each opening starts afresh. */
  children: ReactNode;
};

/**
 * The console's dialogs that hold one form (add firmware, upload models, model images, solution test): a titled
 * dialog that gives focus back to what opened it on closing.
 */
function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  width,
  initialFocus,
  returnFocus,
  children,
}: FormDialogProps) {
  const { t } = useStrings();
  const onCloseAutoFocus = useReturnFocus(open, returnFocus);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width={width}
        closeLabel={t("actions.close")}
        onOpenAutoFocus={(event) => {
          if (!initialFocus) return;
          event.preventDefault();
          initialFocus.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type DialogFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Alerts about the last attempt. They sit outside the form, so their Dismiss buttons never submit it. */
  alerts?: ReactNode;
  /** Classes of the scrolling body that holds the fields. */
  bodyClassName?: string;
  /** Between the fields and the buttons, always in view: an upload's progress. */
  status?: ReactNode;
  /** The button that leaves: it closes the dialog unless it has an `onClick` of its own (Cancel an upload). */
  cancel: { label: string; onClick?: () => void };
  submit: { label: string; loading?: boolean; disabled?: boolean };
  /** The buttons themselves, for a form that moves focus between them (Cancel during an upload, Upload after). */
  cancelRef?: Ref<HTMLButtonElement>;
  submitRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
};

/** A FormDialog's form: the fields scroll, the alerts and the buttons stay in view. */
function DialogForm({
  onSubmit,
  alerts,
  bodyClassName,
  status,
  cancel,
  submit,
  cancelRef,
  submitRef,
  children,
}: DialogFormProps) {
  // Keyed by its label, so a button that changes role (Close, then Cancel during an upload) is a new element.
  const cancelButton = (
    <Button key={cancel.label} ref={cancelRef} type="button" variant="outline" onClick={cancel.onClick}>
      {cancel.label}
    </Button>
  );
  return (
    <>
      {alerts}
      <form noValidate onSubmit={onSubmit} className="oc:flex oc:min-h-0 oc:flex-1 oc:flex-col oc:gap-4">
        <DialogBody className={bodyClassName}>{children}</DialogBody>
        {status}
        <DialogFooter>
          {cancel.onClick ? cancelButton : <DialogClose asChild>{cancelButton}</DialogClose>}
          <Button ref={submitRef} type="submit" loading={submit.loading} disabled={submit.disabled}>
            {submit.label}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

export { DialogForm, FormDialog };
