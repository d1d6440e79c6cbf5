import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertAction, AlertDescription, AlertTitle } from "@org/ui/alert";
import { Button } from "@org/ui/button";

type ScreenErrorBoundaryProps = {
  /** The screen. */
  children: ReactNode;
  /**
   * What the screen shows (its path, say): when it changes, a failed screen is tried again, so moving to another
   * screen never keeps the last one's error.
   */
  resetKey?: unknown;
  /** Called with each error caught, to report it (the console has no logging of its own). */
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type ScreenErrorBoundaryState = { error: unknown; failed: boolean; resetKey: unknown };

/**
 * Keeps an error thrown while rendering one screen inside that screen: it shows an alert with Retry in its place, and
 * the rest of the page (the console's sidebar, a host's own header) keeps working. Wrap each screen in one.
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
    this.props.onError?.(error, info);
  }

  private readonly retry = () => this.setState({ error: undefined, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenErrorAlert onRetry={this.retry} />;
  }
}

function ScreenErrorAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("oc-common");
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
