/**
 * What a dialog the page shows and hides takes: keep `open` in state and update it from `onOpenChange`. The dialog
 * calls `onOpenChange(false)` when it closes itself (its Cancel or Close button, Escape, a click outside, or its work
 * done), never while work it started is under way.
 */
type ControlledDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the dialog closes itself. */
  onOpenChange: (open: boolean) => void;
};

export type { ControlledDialogProps };
