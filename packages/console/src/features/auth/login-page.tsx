import { useForm } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import type { Session } from "@org/api-client";
import { Field } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { useConsole } from "../../provider/console-provider";
import { PublicLayout } from "../../shared/public/public-layout";
import { ResponseCard } from "../../shared/public/response-card";
import { loginResolver, type LoginValues } from "./auth-checks";
import { AuthForm, useAuthAttempt } from "./auth-form";
import { useSessionCalls } from "./session-calls";
import { useFieldMessage } from "../../shared/forms/field-message";

const useAuthStrings = consoleTranslation("oc-auth");
const useErrorsStrings = consoleTranslation("oc-errors");

type LoginPageProps = {
  /**
   * Sign-in succeeded: the host stores the session (cookie, token, user), checks it and navigates. While a returned
   * promise is pending the button stays busy; if it rejects, the failure card shows.
   */
  onSignedIn: (session: Session, email: string) => void | Promise<void>;
  /** Sign-in failed; the host clears any stored login data. */
  onSignInError?: (error: unknown) => void;
  /** Shows the "check your e-mail" confirmation after a reset request (the host's flag). */
  resetRequested?: boolean;
  /** The confirmation was dismissed; the host clears its flag. */
  onResetNoticeDismiss?: () => void;
  /**
   * Says why the operator is here: a call answered 403, so the session is out of date and the host signed them out.
   * It stays until dismissed.
   */
  signedOut?: boolean;
  /** The signed-out notice was dismissed. */
  onSignedOutNoticeDismiss?: () => void;
};

/**
 * The administrator's sign-in page: render it at your sign-in route (`links.login`, `/login` by default) and store
 * the session it hands to `onSignedIn`. It asks for the e-mail and password, shows a response card on failure,
 * confirms a password-reset request when `resetRequested` is set, and says the session was out of date when
 * `signedOut` is.
 *
 * Needs from ConsoleProvider: `api.session.signIn`, `api.theme`, `links.reset`, `links.terms`, `LinkComponent`.
 */
function LoginPage({
  onSignedIn,
  onSignInError,
  resetRequested = false,
  onResetNoticeDismiss,
  signedOut = false,
  onSignedOutNoticeDismiss,
}: LoginPageProps) {
  const { t } = useAuthStrings();
  const { t: errorTexts } = useErrorsStrings();
  const { links } = useConsole();
  const calls = useSessionCalls();
  const { attempt, failure } = useAuthAttempt("session.signIn");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { email: "", password: "" } });

  const message = useFieldMessage("oc-auth");

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const session = await calls.signIn(values);
      await onSignedIn(session, values.email);
    }, onSignInError),
  );

  return (
    <PublicLayout title={t("login.title")} description={t("login.description")}>
      {signedOut ? (
        <ResponseCard title={t("login.signedOutTitle")} onDismiss={onSignedOutNoticeDismiss}>
          {errorTexts("unauthorized")}
        </ResponseCard>
      ) : null}
      {resetRequested ? (
        <ResponseCard variant="success" title={t("login.resetSentTitle")} onDismiss={onResetNoticeDismiss}>
          {t("login.resetSentMessage")}
        </ResponseCard>
      ) : null}
      <AuthForm
        onSubmit={(event) => void onSubmit(event)}
        submitting={isSubmitting}
        failure={failure(t("login.failedTitle"))}
        submitLabel={t("login.submit")}
        link={{ href: links.reset, label: t("login.forgotPassword") }}
      >
        <Field label={t("login.email")} error={message(errors.email?.message)} required>
          <Input type="email" autoComplete="username" inputMode="email" {...register("email")} />
        </Field>
        <Field label={t("login.password")} error={message(errors.password?.message)} required>
          <Input type="password" autoComplete="current-password" {...register("password")} />
        </Field>
      </AuthForm>
    </PublicLayout>
  );
}

export { LoginPage };
export type { LoginPageProps };
