import type { ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Alert, AlertDescription, AlertTitle } from "@org/ui/alert";

const useStrings = consoleTranslation("oc-common");

type ResponseCardProps = {
  title: ReactNode;
  /** The message under the title. */
  children: ReactNode;
  variant?: "error" | "success" | "info";
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  className?: string;
};

/** The card a public form shows after the server answered: a title and a message. */
function ResponseCard({ title, children, variant = "error", onDismiss, className }: ResponseCardProps) {
  const { t } = useStrings();
  return (
    <Alert
      variant={variant}
      onDismiss={onDismiss}
      dismissLabel={t("actions.dismiss")}
      className={className}
      data-slot="response-card"
    >
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

export { ResponseCard };
