import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@org/ui";
import { describeError } from "./describe-error";

type ResponseCardProps = {
  title: ReactNode;
  /** The message under the title. */
  children: ReactNode;
  variant?: "error" | "success" | "info";
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  className?: string;
};

/** The card a public form shows after the server answered: a title and a message (SPEC §2 "response card"). */
function ResponseCard({ title, children, variant = "error", onDismiss, className }: ResponseCardProps) {
  const { t } = useTranslation();
  return (
    <Alert variant={variant} onDismiss={onDismiss} dismissLabel={t("actions.dismiss")} className={className} data-slot="response-card">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

/** The sentence for a failed call that no screen words on its own: unreachable server, or a server error with its status. */
function useGenericErrorText() {
  const { t } = useTranslation("errors");
  return (error: unknown): string => {
    const description = describeError(error);
    if (description.kind === "unreachable") return t("unreachable");
    return t("server", { status: description.kind === "server" && description.status > 0 ? description.status : "?" });
  };
}

export { ResponseCard, useGenericErrorText };
export type { ResponseCardProps };
