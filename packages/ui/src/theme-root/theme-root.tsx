import * as React from "react";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

const PortalContainerContext = React.createContext<HTMLElement | null>(null);

type ThemeRootProps = React.ComponentProps<"div">;

/**
 * The element the library's styles live under: its reset, fonts and colours apply inside it and nowhere else on the
 * page. Dialogs, popovers, menus, tooltips and toasts opened inside it render into it too, so a `dark` class, a
 * brand colour or a font set on any ancestor reaches them as it reaches the rest. It is `display: contents`, so it
 * adds no box to the host's layout.
 */
const ThemeRoot = forwardRef(function ThemeRoot({ className, children, ref, ...props }: ThemeRootProps) {
  const [container, setContainer] = React.useState<HTMLElement | null>(null);
  // The host's ref gets the element too; the root's own ref is what the overlays inside render into, so a host's ref
  // must not replace it.
  const setRefs = React.useCallback(
    (node: HTMLDivElement | null) => {
      setContainer(node);
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <div {...props} ref={setRefs} data-oc-root="" data-slot="theme-root" className={cn("oc:contents", className)}>
      <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
    </div>
  );
});

/**
 * Where an overlay should render: the nearest ThemeRoot, or `undefined` (the document's body) outside one. A
 * component's own `container` prop wins.
 */
function usePortalContainer(container?: HTMLElement | null): HTMLElement | undefined {
  const fromRoot = React.useContext(PortalContainerContext);
  return container ?? fromRoot ?? undefined;
}

export { ThemeRoot, usePortalContainer };
export type { ThemeRootProps };
