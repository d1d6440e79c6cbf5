import type { FormEvent, ReactNode } from "react";
import { Button } from "@org/ui/button";
import { ConsoleLink } from "../../shared/console-link";
import { textLinkClassName } from "../../shared/link-styles";
import { ResponseCard } from "../../shared/response-card";

type AuthFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  /** Why the last attempt failed, in a card above the fields until dismissed. */
  failure?: { title: string; text: string; onDismiss: () => void } | undefined;
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

export { AuthForm };
