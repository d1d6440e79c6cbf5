import { consoleTranslation } from "../../i18n/console-translation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@org/ui/dialog";
import { useReturnFocus } from "../../shared/dialogs/use-return-focus";
import { NotificationRuleForm } from "./notification-rule-form";
import type { RuleSave } from "./use-notification-rules";
import type { ControlledDialogProps } from "../../shared/dialogs/controlled-dialog";

const useStrings = consoleTranslation("oc-notifications");

type NotificationRuleDialogProps = ControlledDialogProps & {
  /** The rule to edit; undefined to create one. */
  ruleId: string | undefined;
  ownerId?: string;
  onSaved?: (saved: RuleSave) => void;
  /** Where focus goes on close when the button that opened the dialog is gone. */
  returnFocus?: () => HTMLElement | null | undefined;
};

/**
 * The create and edit dialogs of the notification rules screen: NotificationRuleForm under the matching title. It
 * closes once the rule is saved. NotificationRules loads this module when a dialog is first wanted.
 */
function NotificationRuleDialog({
  open,
  onOpenChange,
  ruleId,
  ownerId,
  onSaved,
  returnFocus,
}: NotificationRuleDialogProps) {
  const { t } = useStrings();
  const onCloseAutoFocus = useReturnFocus(open, returnFocus);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("form.cancel")} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t(ruleId === undefined ? "form.createTitle" : "form.editTitle")}</DialogTitle>
          <DialogDescription>{t("form.description")}</DialogDescription>
        </DialogHeader>
        {/* Radix mounts the content only while open, so every opening starts from the stored rule or afresh. */}
        <NotificationRuleForm
          ruleId={ruleId}
          ownerId={ownerId}
          focusFirstField
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

export { NotificationRuleDialog };
export type { NotificationRuleDialogProps };
