import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { useConsole } from "../../provider/console-provider";
import { PublicLayout } from "../../shared/public-layout";
import { useCallErrorText } from "../../shared/errors/call-errors";
import { resetRequestResolver, type ResetRequestValues } from "./auth-schemas";
import { AuthForm } from "./auth-form";
import { useSessionCalls } from "./session-calls";
import { useFieldMessage } from "../../shared/field-message";

type ResetRequestPageProps = {
  /** The reset e-mail is on its way: the host sets its flag and goes to sign-in, which confirms it. */
  onResetRequested: (email: string) => void;
};

/**
 * Lets an administrator who forgot the password ask for a reset link by e-mail. Render it at `links.reset` (`/reset`
 * by default), which the sign-in page links to; it links back to sign-in. The e-mail is written in the current
 * language.
 *
 * Needs from ConsoleProvider: `api.session.requestPasswordReset`, `api.theme`, `links.login`, `links.terms`, `LinkComponent`.
 */
function ResetRequestPage({ onResetRequested }: ResetRequestPageProps) {
  const { t } = useTranslation("oc-auth");
  const { links } = useConsole();
  const calls = useSessionCalls();
  const errorText = useCallErrorText();
  const [failure, setFailure] = useState<{ error: unknown } | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({ resolver: resetRequestResolver, defaultValues: { email: "" } });

  const message = useFieldMessage("oc-auth");
  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      await calls.requestPasswordReset(email);
    } catch (error) {
      setFailure({ error });
      return;
    }
    onResetRequested(email);
  });

  return (
    <PublicLayout title={t("reset.title")} description={t("reset.description")}>
      <AuthForm
        onSubmit={(event) => void onSubmit(event)}
        submitting={isSubmitting}
        failure={
          failure && {
            title: t("reset.failedTitle"),
            text: errorText("session.requestPasswordReset", failure.error),
            onDismiss: () => setFailure(undefined),
          }
        }
        submitLabel={t("reset.submit")}
        link={{ href: links.login, label: t("reset.backToLogin") }}
      >
        <Field label={t("reset.email")} error={message(errors.email?.message)} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
        </Field>
      </AuthForm>
    </PublicLayout>
  );
}

export { ResetRequestPage };
export type { ResetRequestPageProps };
