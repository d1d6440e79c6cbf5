import { useForm } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import { Field } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { useConsole } from "../../provider/console-provider";
import { PublicLayout } from "../../shared/public/public-layout";
import { resetRequestResolver, type ResetRequestValues } from "./auth-checks";
import { AuthForm, useAuthAttempt } from "./auth-form";
import { useSessionCalls } from "./session-calls";
import { useFieldMessage } from "../../shared/forms/field-message";

const useStrings = consoleTranslation("oc-auth");

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
  const { t } = useStrings();
  const { links } = useConsole();
  const calls = useSessionCalls();
  const { attempt, failure } = useAuthAttempt("session.requestPasswordReset");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({ resolver: resetRequestResolver, defaultValues: { email: "" } });

  const message = useFieldMessage("oc-auth");
  const onSubmit = handleSubmit(({ email }) =>
    attempt(async () => {
      await calls.requestPasswordReset(email);
      onResetRequested(email);
    }),
  );

  return (
    <PublicLayout title={t("reset.title")} description={t("reset.description")}>
      <AuthForm
        onSubmit={(event) => void onSubmit(event)}
        submitting={isSubmitting}
        failure={failure(t("reset.failedTitle"))}
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
