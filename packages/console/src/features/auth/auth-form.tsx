import type { FormEvent, ReactNode } from "react";
import { Button } from "@org/ui/button";
import { ConsoleLink } from "../../shared/console-link";
import { textLinkClassName } from "../../shared/link-styles";

type AuthFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  /** The way on under the form: to the reset request, or back to sign-in. */
  link: { href: string; label: string };
  /** The fields. */
  children: ReactNode;
};

/** The public pages' form: its fields, a full-width main button that shows it is busy, and the way on below it. */
function AuthForm({ onSubmit, submitting, submitLabel, link, children }: AuthFormProps) {
  return (
    <>
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
