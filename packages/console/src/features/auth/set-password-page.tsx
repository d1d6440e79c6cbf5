import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import { isApiError, STATUS } from "@org/api-client";
import { Button } from "@org/ui/button";
import { Field } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/links/console-link";
import { LanguageScope } from "../../shared/public/language-scope";
import { PublicLayout } from "../../shared/public/public-layout";
import { ResponseCard } from "../../shared/public/response-card";
import { useCallErrorText } from "../../shared/errors/call-errors";
import { setPasswordResolver, type SetPasswordValues } from "./set-password-check";
import { AuthForm } from "./auth-form";
import { useSessionCalls } from "./session-calls";
import { useFieldMessage } from "../../shared/forms/field-message";

const useStrings = consoleTranslation("oc-auth");

type SetPasswordPageProps = {
  /** The reset token from the e-mailed link (`/reset/:code/:lang`). */
  code: string;
  /** The link's language; the page speaks it whatever the host's language is. */
  lang?: string;
};

type Outcome = "form" | "done" | "expired";

/**
 * Lets an administrator choose a new password from the link in the password-reset e-mail (`/reset/:code/:lang`). It
 * shows the form, then "Password Changed"; an expired link (400) explains that links last 24 hours; any other
 * failure shows a server error over the form.
 *
 * Needs from ConsoleProvider: `api.session.resetPassword`, `api.theme`, `links.login`, `links.reset`, `links.terms`, `LinkComponent`.
 */
function SetPasswordPage({ code, lang }: SetPasswordPageProps) {
  return (
    <LanguageScope lang={lang}>
      <SetPasswordContent code={code} />
    </LanguageScope>
  );
}

function SetPasswordContent({ code }: { code: string }) {
  const { t } = useStrings();
  const { links } = useConsole();
  const calls = useSessionCalls();
  const [outcome, setOutcome] = useState<Outcome>("form");
  const errorText = useCallErrorText();
  const [serverError, setServerError] = useState<{ error: unknown } | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordValues>({ resolver: setPasswordResolver, defaultValues: { password: "", confirmation: "" } });

  // The whole card changes: move focus to its new heading so screen readers read the result.
  useEffect(() => {
    if (outcome !== "form") heading.current?.focus();
  }, [outcome]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(undefined);
    try {
      await calls.resetPassword(password, code);
      setOutcome("done");
    } catch (error) {
      // A 400 means the link expired.
      if (isApiError(error) && error.status === STATUS.badRequest) setOutcome("expired");
      else setServerError({ error });
    }
  });

  const message = useFieldMessage("oc-auth");

  if (outcome === "done") {
    return (
      <PublicLayout title={t("setPassword.doneTitle")} headingRef={heading}>
        <p className="oc:text-sm oc:text-muted-foreground">{t("setPassword.doneMessage")}</p>
        <Button asChild className="oc:w-full">
          <ConsoleLink href={links.login}>{t("setPassword.signIn")}</ConsoleLink>
        </Button>
      </PublicLayout>
    );
  }

  if (outcome === "expired") {
    return (
      <PublicLayout title={t("setPassword.expiredTitle")} headingRef={heading}>
        {/* Announced as well as the heading that takes focus: it says why, and what to do. */}
        <p role="alert" className="oc:text-sm oc:text-muted-foreground">
          {t("setPassword.expiredMessage")}
        </p>
        <Button asChild variant="outline" className="oc:w-full">
          <ConsoleLink href={links.reset}>{t("setPassword.requestNewLink")}</ConsoleLink>
        </Button>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t("setPassword.title")} description={t("setPassword.description")} headingRef={heading}>
      {serverError ? (
        <ResponseCard title={t("setPassword.serverErrorTitle")} onDismiss={() => setServerError(undefined)}>
          {errorText("session.resetPassword", serverError.error)}
        </ResponseCard>
      ) : null}
      <AuthForm
        onSubmit={(event) => void onSubmit(event)}
        submitting={isSubmitting}
        submitLabel={t("setPassword.submit")}
        link={{ href: links.login, label: t("reset.backToLogin") }}
      >
        <Field
          label={t("setPassword.newPassword")}
          description={t("setPassword.lengthHint")}
          error={message(errors.password?.message)}
          required
        >
          <Input type="password" autoComplete="new-password" {...register("password")} />
        </Field>
        <Field label={t("setPassword.confirmPassword")} error={message(errors.confirmation?.message)} required>
          <Input type="password" autoComplete="new-password" {...register("confirmation")} />
        </Field>
      </AuthForm>
    </PublicLayout>
  );
}

export { SetPasswordPage };
export type { SetPasswordPageProps };
