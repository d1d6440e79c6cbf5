import { Component, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { useRetryWhenOnline } from "../connection/connection";
import { loadFailedOffline, releaseLoadFailure, retryingLazy } from "./retrying-lazy";

type OfflineLoadBoundaryState = { error: unknown; failed: boolean };

/**
 * Around a dialog's code: when it failed to load because the browser was offline, the screen stays as it is and the
 * dialog opens once the connection returns (the banner says why nothing opened meanwhile). Any other error goes on to
 * the screen's boundary.
 */
class OfflineLoadBoundary extends Component<{ children: ReactNode }, OfflineLoadBoundaryState> {
  override state: OfflineLoadBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): OfflineLoadBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    releaseLoadFailure(error);
  }

  private readonly retry = () => startTransition(() => this.setState({ error: undefined, failed: false }));

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!loadFailedOffline(this.state.error)) throw this.state.error;
    return <RetryWhenOnline retry={this.retry} />;
  }
}

function RetryWhenOnline({ retry }: { retry: () => void }) {
  useRetryWhenOnline(true, retry);
  return null;
}

/**
 * A dialog whose code loads the first time it opens (or when `load` is called ahead, e.g. as its button is pointed
 * at): until then it renders nothing, so a screen that never opens it never pays for it. Once loaded it stays
 * mounted, so it can animate closed and keep its state. If its code fails to load while the browser is offline, it
 * opens once the connection returns; any other failure goes to the screen's ScreenErrorBoundary, whose Retry loads it
 * again.
 */
function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Content = retryingLazy(load);
  function LazyDialog(props: Props) {
    // Even a dialog open from the first render mounts after it, so that it always takes the path below.
    const [needed, setNeeded] = useState(false);
    const opening = props.open && !needed;
    useEffect(() => {
      // In a transition, under a Suspense boundary that is already on the page, React keeps showing what it showed
      // (nothing) until the code is there, then shows the dialog at once. Mounted directly, the dialog would put up
      // the boundary's empty fallback, and React holds content back for a while after a fallback (300 ms in React 19).
      if (opening) startTransition(() => setNeeded(true));
    }, [opening]);
    return (
      <OfflineLoadBoundary>
        <Suspense fallback={null}>{needed ? <Content {...props} /> : null}</Suspense>
      </OfflineLoadBoundary>
    );
  }
  return LazyDialog;
}

export { lazyDialog };
