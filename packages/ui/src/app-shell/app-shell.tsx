import * as React from "react";
import { Slot, Tooltip } from "radix-ui";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { IconButton } from "../button/button";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { isActivePath } from "./is-active-path";

type SidebarState = "expanded" | "collapsed";

const SidebarContext = React.createContext<SidebarState>("expanded");
const NavContext = React.createContext<string | undefined>(undefined);

/** The page frame: a full-height grid with the sidebar on the left and header, main and footer stacked on the right. */
function AppShell({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="app-shell"
      className={cn(
        "grid h-svh w-full min-w-0 grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto] bg-background text-foreground [grid-template-areas:'sidebar_header''sidebar_main''sidebar_footer']",
        className,
      )}
      {...props}
    />
  );
}

type AppShellSidebarProps = React.ComponentProps<"div"> & {
  /** Controlled collapsed state. */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Logo or product name at the top. When collapsed only its first 32px stay visible, so start it with a mark;
   * text inside stays readable by screen readers.
   */
  brand?: React.ReactNode;
  /** Accessible name of the collapse toggle; its `aria-expanded` tells the state. */
  toggleLabel?: string;
};

function AppShellSidebar({
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  brand,
  toggleLabel = "Toggle sidebar",
  id: idProp,
  className,
  children,
  ...props
}: AppShellSidebarProps) {
  const generatedId = React.useId();
  const id = idProp ?? generatedId;
  const [collapsed, setCollapsed] = useControllableState({ value: collapsedProp, defaultValue: defaultCollapsed, onChange: onCollapsedChange });
  const state: SidebarState = collapsed ? "collapsed" : "expanded";

  return (
    <SidebarContext.Provider value={state}>
      <Tooltip.Provider delayDuration={200}>
        <div
          data-slot="app-shell-sidebar"
          data-state={state}
          id={id}
          className={cn(
            "group/sidebar flex min-h-0 w-60 flex-col overflow-hidden border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 [grid-area:sidebar] motion-reduce:transition-none data-[state=collapsed]:w-16",
            className,
          )}
          {...props}
        >
          {brand ? (
            <div data-slot="app-shell-brand" className="flex h-14 shrink-0 items-center border-b px-3">
              {/* Clips the brand to its mark while collapsed; the padding leaves room for a focus ring. */}
              <div className="min-w-0 flex-1 overflow-hidden p-1 whitespace-nowrap group-data-[state=collapsed]/sidebar:max-w-10">{brand}</div>
            </div>
          ) : null}
          <div data-slot="app-shell-sidebar-content" className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto p-3">
            {children}
          </div>
          <div data-slot="app-shell-sidebar-footer" className="flex shrink-0 border-t p-3 group-data-[state=expanded]/sidebar:justify-end">
            <IconButton
              label={toggleLabel}
              variant="ghost"
              size="default"
              aria-expanded={!collapsed}
              aria-controls={id}
              onClick={() => setCollapsed(!collapsed)}
              className="size-10 text-muted-foreground hover:text-foreground"
            >
              {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
            </IconButton>
          </div>
        </div>
      </Tooltip.Provider>
    </SidebarContext.Provider>
  );
}

type AppShellNavProps = React.ComponentProps<"nav"> & {
  /** Accessible name of the navigation landmark, e.g. "Main". */
  label: string;
  /** The router's current path; items under it are highlighted (see `isActivePath`). */
  currentPath?: string;
};

function AppShellNav({ label, currentPath, className, children, ...props }: AppShellNavProps) {
  return (
    <NavContext.Provider value={currentPath}>
      <nav data-slot="app-shell-nav" aria-label={label} className={cn("flex flex-col", className)} {...props}>
        <ul data-slot="app-shell-nav-list" className="flex flex-col gap-1">
          {children}
        </ul>
      </nav>
    </NavContext.Provider>
  );
}

type AppShellNavItemProps = React.ComponentProps<"a"> & {
  /** The path this item leads to; also used to match the current path by prefix. */
  href: string;
  /** Decorative icon, shown alone while the sidebar is collapsed. */
  icon?: React.ReactNode;
  /** Shown beside the icon while the sidebar is collapsed; usually the item's label. */
  tooltip?: React.ReactNode;
  /** Render the child (your router's Link) instead of an `<a>`. Its text becomes the label. */
  asChild?: boolean;
  /** Overrides the `currentPath` of the surrounding `AppShellNav`. */
  currentPath?: string;
};

const navItemClassName =
  "relative flex h-9 w-full items-center gap-3 overflow-hidden rounded-md px-3 text-sm font-medium whitespace-nowrap text-sidebar-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-primary-soft data-[state=active]:text-foreground data-[state=active]:before:absolute data-[state=active]:before:inset-y-2 data-[state=active]:before:left-0 data-[state=active]:before:w-0.5 data-[state=active]:before:rounded-full data-[state=active]:before:bg-primary [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground data-[state=active]:[&_svg]:text-primary group-data-[state=collapsed]/sidebar:w-10";

const labelClassName = "truncate group-data-[state=collapsed]/sidebar:sr-only";

function AppShellNavItem({ href, icon, tooltip, asChild = false, currentPath: currentPathProp, className, children, ...props }: AppShellNavItemProps) {
  const sidebarState = React.useContext(SidebarContext);
  const navPath = React.useContext(NavContext);
  const currentPath = currentPathProp ?? navPath;
  const active = currentPath !== undefined && isActivePath(currentPath, href);
  const linkProps = {
    "data-slot": "app-shell-nav-link",
    "data-state": active ? "active" : "inactive",
    "aria-current": active ? ("page" as const) : undefined,
    className: cn(navItemClassName, className),
    ...props,
  };
  const iconNode = icon ? (
    <span data-slot="app-shell-nav-icon" aria-hidden className="flex">
      {icon}
    </span>
  ) : null;

  const link = asChild ? (
    <Slot.Root {...linkProps}>
      {iconNode}
      <Slot.Slottable child={children}>
        {(label) => (
          <span data-slot="app-shell-nav-label" className={labelClassName}>
            {label}
          </span>
        )}
      </Slot.Slottable>
    </Slot.Root>
  ) : (
    <a href={href} {...linkProps}>
      {iconNode}
      <span data-slot="app-shell-nav-label" className={labelClassName}>
        {children}
      </span>
    </a>
  );

  return (
    <li data-slot="app-shell-nav-item" className="flex">
      {sidebarState === "collapsed" && tooltip ? (
        <Tooltip.Root>
          <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              data-slot="app-shell-nav-tooltip"
              side="right"
              sideOffset={8}
              className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md"
            >
              {tooltip}
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      ) : (
        link
      )}
    </li>
  );
}

function AppShellHeader({ className, ...props }: React.ComponentProps<"header">) {
  return (
    <header
      data-slot="app-shell-header"
      className={cn("flex h-14 min-w-0 items-center gap-3 border-b bg-background px-6 [grid-area:header]", className)}
      {...props}
    />
  );
}

function AppShellMain({ className, ...props }: React.ComponentProps<"main">) {
  return <main data-slot="app-shell-main" className={cn("min-h-0 min-w-0 overflow-auto p-6 [grid-area:main]", className)} {...props} />;
}

function AppShellFooter({ className, ...props }: React.ComponentProps<"footer">) {
  return (
    <footer
      data-slot="app-shell-footer"
      className={cn(
        "flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 border-t px-6 py-3 text-xs text-muted-foreground [grid-area:footer]",
        className,
      )}
      {...props}
    />
  );
}

export { AppShell, AppShellFooter, AppShellHeader, AppShellMain, AppShellNav, AppShellNavItem, AppShellSidebar, isActivePath };
export type { AppShellNavItemProps, AppShellNavProps, AppShellSidebarProps };
