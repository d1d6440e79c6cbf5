import { useState, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import type { ApiMethodName } from "@org/api-client";
import { Alert, AlertAction, AlertDescription, AlertTitle } from "@org/ui/alert";
import { Button } from "@org/ui/button";
import { isSilentError, useCallErrorText } from "./call-errors";

const useStrings = consoleTranslation("oc-common");

type ErrorAlertProps = {
  /** The call that failed: its documented error text is the alert's description. */
  call: ApiMethodName;
  /** The failure; nothing shows while it is undefined, and a 403 or 405 never shows. */
  error: unknown;
  /** What failed, in the screen's words ("Could not lock device X"). */
  title: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  /** After the operator dismissed the alert. */
  onDismiss?: () => void;
  className?: string;
};

/**
 * A failed call, as every screen shows one: a persistent, dismissible alert with the call's text and, for a load, a
 * Retry button. Dismissing hides this failure only: the next one (a failed retry) shows again.
 */
function ErrorAlert({ error, onDismiss, ...shown }: ErrorAlertProps) {
  const [dismissed, setDismissed] = useState<unknown>();
  // Screens render their alerts on every render: one with nothing to show costs nothing more than this check.
  if (error === undefined || error === dismissed || isSilentError(error)) return null;
  return (
    <ShownErrorAlert
      {...shown}
      error={error}
      onDismiss={() => {
        setDismissed(error);
        onDismiss?.();
      }}
    />
  );
}

function ShownErrorAlert({ call, error, title, onRetry, retrying = false, onDismiss, className }: ErrorAlertProps) {
  const { t } = useStrings();
  const errorText = useCallErrorText();
  return (
    <Alert variant="error" open dismissLabel={t("actions.dismiss")} onDismiss={onDismiss} className={className}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{errorText(call, error)}</AlertDescription>
      {onRetry ? (
        <AlertAction>
          <Button type="button" variant="outline" size="sm" loading={retrying} onClick={onRetry}>
            {t("actions.retry")}
          </Button>
        </AlertAction>
      ) : null}
    </Alert>
  );
}

export { ErrorAlert };
