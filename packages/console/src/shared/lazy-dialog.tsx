import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog whose code loads the first time it opens (or when `load` is called ahead, e.g. as its button is pointed
 * at): until then it renders nothing, so a screen that never opens it never pays for it. Once loaded it stays
 * mounted, so it can animate closed and keep its state.
 */
function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Content = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: Props) {
    const [needed, setNeeded] = useState(props.open);
    if (props.open && !needed) setNeeded(true);
    if (!needed) return null;
    return (
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

export { lazyDialog };
