import { useCallback, useState } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-content";
import { lazyDialog } from "./lazy-dialog";

/**
 * The dialog's code (and the dialog library under it) loads when a screen first asks for a confirmation, or when
 * `preloadConfirmDialog` runs: a table that only lists rows never pays for it.
 */
const loadContent = () => import("./confirm-dialog-content");

/**
 * Starts loading the dialog before it is first needed, so it opens without a wait: the unsaved-changes warning
 * calls it when a form first holds unsaved changes. Resolves once it has loaded.
 */
function preloadConfirmDialog(): Promise<void> {
  return loadContent().then(() => undefined);
}

/**
 * Asks the operator to confirm a change before it is made, naming what it is done to. The console's screens use it
 * for the device lock and for every delete; use it in your own screens so their confirmations look and behave the
 * same.
 *
 * Focus goes back to the button that opened it. It renders nothing, and loads no dialog code, until it is first
 * opened.
 */
function ConfirmDialog(props: ConfirmDialogProps) {
  return <LazyConfirmDialog {...props} />;
}

const LazyConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  loadContent().then((module) => module.ConfirmDialogContent),
);

type Confirmation<Subject> = {
  subject: Subject | undefined;
  ask: (subject: Subject) => void;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void };
};

/**
 * The state of one ConfirmDialog of a screen: `ask(subject)` opens it for that row, `dialog` is the dialog's
 * `open` / `onOpenChange`, and `subject` stays set while the dialog animates closed.
 */
function useConfirmation<Subject>(): Confirmation<Subject> {
  const [state, setState] = useState<{ subject: Subject | undefined; open: boolean }>({
    subject: undefined,
    open: false,
  });
  const ask = useCallback((subject: Subject) => setState({ subject, open: true }), []);
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  return { subject: state.subject, ask, dialog: { open: state.open, onOpenChange } };
}

export { ConfirmDialog, preloadConfirmDialog, useConfirmation };
export type { Confirmation };
export type { ConfirmDialogProps, ConfirmDialogTexts } from "./confirm-dialog-content";
