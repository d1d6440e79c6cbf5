import { useState, type FormEvent, type ReactNode } from "react";
import type { ApiMethodName } from "@org/api-client";
import { Button } from "@org/ui/button";
import { ConsoleLink } from "../../shared/links/console-link";
import { useCallErrorText } from "../../shared/errors/call-errors";
import { textLinkClassName } from "../../shared/links/link-styles";
import { ResponseCard } from "../../shared/public/response-card";

type AuthFailure = { title: string; text: string; onDismiss: () => void };

/**
 * One public form's attempts at its call: `attempt` clears the last failure, runs the work and keeps its error, and
 * `failure(title)` words that error as the call's documented text, for AuthForm's card.
 */
function useAuthAttempt(call: ApiMethodName) {
  const errorText = useCallErrorText();
  const [failed, setFailed] = useState<{ error: unknown } | undefined>();
  const attempt = async (work: () => Promise<void>, onError?: (error: unknown) => void) => {
    setFailed(undefined);
    try {
      await work();
    } catch (error) {
      setFailed({ error });
      onError?.(error);
    }
  };
  const failure = (title: string): AuthFailure | undefined =>
    failed && { title, text: errorText(call, failed.error), onDismiss: () => setFailed(undefined) };
  return { attempt, failure };
}

type AuthFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  /** Why the last attempt failed, in a card above the fields until dismissed. */
  failure?: AuthFailure | undefined;
  /** The way on under the form: to the reset request, or back to sign-in. */
  link: { href: string; label: string };
  /** The fields. */
  children: ReactNode;
};

/**
 * The public pages' form: the last failure, its fields, a full-width main button that shows it is busy, and the way on
 * below it.
 */
function AuthForm({ onSubmit, submitting, submitLabel, failure, link, children }: AuthFormProps) {
  return (
    <>
      {failure ? (
        <ResponseCard title={failure.title} onDismiss={failure.onDismiss}>
          {failure.text}
        </ResponseCard>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="oc:grid oc:gap-5">
        {children}
        <Button type="submit" loading={submitting} className="oc:w-full">
          {submitLabel}
        </Button>
      </form>
      <p className="oc:text-center oc:text-sm">
        <ConsoleLink href={link.href} className={textLinkClassName}>
          {link.label}
        </ConsoleLink>
      </p>
    </>
  );
}

export { AuthForm, useAuthAttempt };
