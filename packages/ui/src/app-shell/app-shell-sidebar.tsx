import * as React from "react";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { IconButton } from "../button/button";
import { cn } from "../lib/cn";
import { SidebarContext, useAppShellLayout, type SidebarState } from "./app-shell-context";
import { AppShellSheet } from "./app-shell-sheet";
import { forwardRef } from "../lib/forward-ref";

type AppShellSidebarProps = React.ComponentProps<"aside"> & {
  /**
   * Accessible name of the sidebar's landmark (an `<aside>`), e.g. "Sidebar". A landmark, so that the logo above the
   * navigation is inside one, as axe's "region" rule asks of all content.
   */
  label?: string;
  /** Controlled collapsed state. */
  collapsed?: boolean;
  /** Without it, the sidebar starts collapsed on a tablet and expanded on a desktop (see `AppShellLayout`). */
  defaultCollapsed?: boolean;
  /** Called with the new state when the user collapses or expands the sidebar. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Logo or product name at the top. When collapsed only its first 32px stay visible, so start it with a mark;
   * text inside stays readable by screen readers.
   */
  brand?: React.ReactNode;
  /** Accessible name of the collapse toggle; its `aria-expanded` tells the state. */
  toggleLabel?: string;
  /** The phone sheet's accessible title, e.g. "Menu". */
  sheetTitle?: string;
  /** Accessible name of the sheet's close button. */
  closeLabel?: string;
};

/**
 * The navigation column of AppShell, with the brand at its top and a collapse toggle at its bottom; collapsed, it
 * shows only the items' icons, each with its `tooltip`. Below 768 px it becomes a sheet that AppShellMenuButton
 * opens.
 */
const AppShellSidebar = forwardRef(function AppShellSidebar({
  collapsed: collapsedProp,
  defaultCollapsed,
  onCollapsedChange,
  brand,
  label = "Sidebar",
  toggleLabel = "Toggle sidebar",
  sheetTitle = "Menu",
  closeLabel = "Close menu",
  id: idProp,
  className,
  children,
  ...props
}: AppShellSidebarProps) {
  const generatedId = React.useId();
  const id = idProp ?? generatedId;
  const layout = useAppShellLayout();
  // The operator's own choice wins; until they make one, the layout decides.
  const [chosen, setChosen] = React.useState(defaultCollapsed);
  const collapsed = collapsedProp ?? chosen ?? layout === "tablet";
  const setCollapsed = (next: boolean) => {
    if (collapsedProp === undefined) setChosen(next);
    onCollapsedChange?.(next);
  };
  const state: SidebarState = collapsed ? "collapsed" : "expanded";

  if (layout === "phone") {
    return (
      <AppShellSheet brand={brand} title={sheetTitle} closeLabel={closeLabel} id={id}>
        {children}
      </AppShellSheet>
    );
  }

  return (
    <SidebarContext.Provider value={state}>
      <aside
        aria-label={label}
        data-slot="app-shell-sidebar"
        data-state={state}
        id={id}
        className={cn(
          "oc:group/sidebar oc:flex oc:min-h-0 oc:w-60 oc:flex-col oc:overflow-hidden oc:border-r oc:bg-sidebar oc:text-sidebar-foreground oc:transition-[width] oc:duration-200 oc:[grid-area:sidebar] oc:motion-reduce:transition-none oc:data-[state=collapsed]:w-16",
          className,
        )}
        {...props}
      >
        {brand ? (
          <div data-slot="app-shell-brand" className="oc:flex oc:h-14 oc:shrink-0 oc:items-center oc:border-b oc:px-3">
            {/* Clips the brand to its mark while collapsed; the padding leaves room for a focus ring. */}
            <div className="oc:min-w-0 oc:flex-1 oc:overflow-hidden oc:p-1 oc:whitespace-nowrap oc:group-data-[state=collapsed]/sidebar:max-w-10">
              {brand}
            </div>
          </div>
        ) : null}
        <div
          data-slot="app-shell-sidebar-content"
          className="oc:min-h-0 oc:flex-1 oc:overflow-x-hidden oc:overflow-y-auto oc:p-3"
        >
          {children}
        </div>
        <div
          data-slot="app-shell-sidebar-footer"
          className="oc:flex oc:shrink-0 oc:border-t oc:p-3 oc:group-data-[state=expanded]/sidebar:justify-end"
        >
          <IconButton
            type="button"
            label={toggleLabel}
            variant="quiet"
            size="lg"
            aria-expanded={!collapsed}
            aria-controls={id}
            onClick={() => setCollapsed(!collapsed)}
            className="oc:hover:bg-accent"
          >
            {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
          </IconButton>
        </div>
      </aside>
    </SidebarContext.Provider>
  );
});

export { AppShellSidebar };
export type { AppShellSidebarProps };
