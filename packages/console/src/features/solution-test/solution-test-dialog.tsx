import { useLayoutEffect, useRef, type RefObject } from "react";
import { useWatch } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import { Field } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { notifySuccess } from "../../shared/notices/notify";
import { DialogForm, FormDialog } from "../../shared/dialogs/form-dialog";
import { SOLUTION_TEST_MESSAGES, invalidRecipients, solutionTestSchema } from "./solution-test-schema";
import { useRunSolutionTest } from "./use-solution-test";
import type { ConsoleApiPart } from "@org/api-client";
import { useFieldMessage } from "../../shared/forms/field-message";
import { useSchemaForm } from "../../shared/forms/form-schema";
import type { ControlledDialogProps } from "../../shared/dialogs/controlled-dialog";

const useStrings = consoleTranslation("oc-solutionTest");

/** The calls SolutionTestDialog makes: the part of the API that `ConsoleProvider` needs for it. */
type SolutionTestDialogApi = ConsoleApiPart<"solutionTest.run">;

type SolutionTestDialogProps = ControlledDialogProps & {
  /** The signed-in account (its e-mail): shown, not editable, and sent as SolutionAccount. */
  account: string;
};

type SolutionTestFormProps = {
  account: string;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  onDone: () => void;
  onClose: () => void;
};

function SolutionTestForm({ account, firstFieldRef, onDone, onClose }: SolutionTestFormProps) {
  const { t } = useStrings();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(solutionTestSchema, {
    // The account is not a registered input (a disabled one would leave the values): it is sent as given.
    defaultValues: { SolutionAccount: account, SolutionPassword: "", RecipientList: "" },
  });
  const { runTest, failure, dismissFailure } = useRunSolutionTest({ onSuccess: onDone });
  const recipients = useWatch({ control, name: "RecipientList" });

  const fieldMessage = useFieldMessage("oc-solutionTest");
  // The recipients' message names the entries that are not addresses.
  const message = (key: string | undefined) =>
    fieldMessage(
      key,
      key === SOLUTION_TEST_MESSAGES.recipientsInvalid
        ? { entries: invalidRecipients(recipients).join(", ") }
        : undefined,
    );

  const passwordField = register("SolutionPassword");
  const onSubmit = handleSubmit(async (values) => {
    dismissFailure();
    await runTest(values);
  });

  return (
    <DialogForm
      onSubmit={(event) => void onSubmit(event)}
      alerts={
        <ErrorAlert
          call="solutionTest.run"
          error={failure?.error}
          title={t("failedTitle")}
          onDismiss={dismissFailure}
        />
      }
      cancel={{ label: t("cancel"), onClick: onClose }}
      submit={{ label: t("submit"), loading: isSubmitting }}
    >
      <fieldset disabled={isSubmitting} className="oc:m-0 oc:grid oc:min-w-0 oc:gap-4 oc:border-0 oc:p-0">
        <Field label={t("account")} error={message(errors.SolutionAccount?.message)} disabled>
          <Input type="email" value={account} readOnly disabled autoComplete="username" />
        </Field>
        <Field label={t("password")} required error={message(errors.SolutionPassword?.message)}>
          <Input
            type="password"
            autoComplete="current-password"
            {...passwordField}
            ref={(element) => {
              passwordField.ref(element);
              firstFieldRef.current = element;
            }}
          />
        </Field>
        <Field
          label={t("recipients")}
          required
          description={t("recipientsHint")}
          error={message(errors.RecipientList?.message)}
        >
          <Input type="text" inputMode="email" autoComplete="off" spellCheck={false} {...register("RecipientList")} />
        </Field>
      </fieldset>
    </DialogForm>
  );
}

/**
 * The button that opened the menu holding the focused item, if any: an item opening the dialog is gone by the time
 * the dialog closes, so focus goes back to the menu's button (a Radix menu's content is named by its trigger's
 * aria-controls).
 */
function menuTriggerOfFocus(): HTMLElement | null {
  const menu = document.activeElement?.closest<HTMLElement>("[role=menu]");
  if (!menu?.id) return null;
  return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
}

/**
 * Lets the signed-in operator run the online testing tool, which e-mails its result to the recipients given. Render
 * it once beside ConsoleLayout and open it from the layout's `onSolutionTest` (the Solution Status Test entry of the
 * user menu).
 *
 * The form has the account (the signed-in e-mail, read-only), a password and the recipients, a comma-separated list
 * of e-mail addresses (an error names the entries that are not addresses). Once the test starts it says "Online
 * Testing running...." and closes; a failure shows inside the dialog and keeps the values. Each opening starts from
 * an empty form, and closing gives focus back to what opened it.
 *
 * Needs from ConsoleProvider: `api.solutionTest`.
 */
function SolutionTestDialog({ open, onOpenChange, account }: SolutionTestDialogProps) {
  const { t } = useStrings();
  const firstField = useRef<HTMLInputElement | null>(null);
  const menuTrigger = useRef<HTMLElement | null>(null);
  // Before the dialog moves focus into itself (as useReturnFocus does).
  useLayoutEffect(() => {
    if (open) menuTrigger.current = menuTriggerOfFocus();
  }, [open]);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      initialFocus={firstField}
      returnFocus={() => menuTrigger.current}
    >
      <SolutionTestForm
        account={account}
        firstFieldRef={firstField}
        onClose={() => onOpenChange(false)}
        onDone={() => {
          notifySuccess(t("success"));
          onOpenChange(false);
        }}
      />
    </FormDialog>
  );
}

export { SolutionTestDialog };
export type { SolutionTestDialogApi, SolutionTestDialogProps };
