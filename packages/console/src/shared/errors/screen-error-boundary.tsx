import { Component, startTransition, type ErrorInfo, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Alert, AlertAction, AlertDescription, AlertTitle } from "@org/ui/alert";
import { Button } from "@org/ui/button";
import { useRetryWhenOnline } from "../connection/connection";
import { loadFailedOffline, releaseLoadFailure } from "../dialogs/retrying-lazy";

const useStrings = consoleTranslation("oc-common");

type ScreenErrorBoundaryProps = {
  /** The screen. */
  children: ReactNode;
  /**
   * What the screen shows: when it changes, a failed screen is tried again, so moving to another screen never keeps
   * the last one's error. Pass a value that changes on every navigation (React Router's `location.key`), and
   * following a link to the failed screen again tries it again too.
   */
  resetKey?: unknown;
  /** Called with each error caught, to report it (the console has no logging of its own). */
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type ScreenErrorBoundaryState = { error: unknown; failed: boolean; resetKey: unknown };

/**
 * Keeps an error thrown while rendering one screen inside that screen: it shows an alert with Retry in its place, and
 * the rest of the page (the console's sidebar, a host's own header) keeps working. Wrap each screen in one.
 *
 * A screen (or a dialog in it) whose code failed to load because the browser was offline is tried again by itself
 * when the browser comes back online, as the console's reads are. Trying again keeps the alert on view until
 * the screen can show, instead of blanking it.
 */
class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    releaseLoadFailure(error);
    this.props.onError?.(error, info);
  }

  // In a transition: a screen whose code is still loading suspends, and the alert stays until it can show.
  private readonly retry = () => startTransition(() => this.setState({ error: undefined, failed: false }));

  // Declared: inferred, the published type would spell out React 19's ReactNode, which React 18's types refuse.
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ScreenErrorAlert onRetry={this.retry} retryWhenOnline={loadFailedOffline(this.state.error)} />;
  }
}

function ScreenErrorAlert({ onRetry, retryWhenOnline }: { onRetry: () => void; retryWhenOnline: boolean }) {
  const { t } = useStrings();
  // Only code that did not arrive while offline: a screen that failed to render would fail again, and stays until
  // Retry or until the operator moves.
  useRetryWhenOnline(retryWhenOnline, onRetry);
  return (
    <Alert variant="error">
      <AlertTitle>{t("screenError.title")}</AlertTitle>
      <AlertDescription>{t("screenError.description")}</AlertDescription>
      <AlertAction>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t("actions.retry")}
        </Button>
      </AlertAction>
    </Alert>
  );
}

export { ScreenErrorBoundary };
export type { ScreenErrorBoundaryProps };
