import * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "../lib/cn";
import { NavContext, SidebarContext } from "./app-shell-context";
import { isActivePath } from "./is-active-path";
import { forwardRef } from "../lib/forward-ref";

const NavTooltip = React.lazy(() =>
  import("./app-shell-nav-tooltip").then((module) => ({ default: module.NavTooltip })),
);

type AppShellNavProps = React.ComponentProps<"nav"> & {
  /** Accessible name of the navigation landmark, e.g. "Main". */
  label: string;
  /** The router's current path; items under it are highlighted (see `isActivePath`). */
  currentPath?: string;
};

/** The navigation landmark inside AppShellSidebar: a list of AppShellNavItems, told the current path. */
const AppShellNav = forwardRef(function AppShellNav({
  label,
  currentPath,
  className,
  children,
  ...props
}: AppShellNavProps) {
  return (
    <NavContext.Provider value={currentPath}>
      <nav data-slot="app-shell-nav" aria-label={label} className={cn("oc:flex oc:flex-col", className)} {...props}>
        <ul data-slot="app-shell-nav-list" className="oc:flex oc:flex-col oc:gap-1">
          {children}
        </ul>
      </nav>
    </NavContext.Provider>
  );
});

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
  "oc:relative oc:flex oc:h-9 oc:w-full oc:items-center oc:pointer-coarse:h-11 oc:gap-3 oc:overflow-hidden oc:rounded-md oc:px-3 oc:text-sm oc:font-medium oc:whitespace-nowrap oc:text-sidebar-foreground oc:outline-none oc:transition-colors oc:hover:bg-accent oc:hover:text-accent-foreground oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:data-[state=active]:bg-primary-soft oc:data-[state=active]:text-foreground oc:data-[state=active]:before:absolute oc:data-[state=active]:before:inset-y-2 oc:data-[state=active]:before:left-0 oc:data-[state=active]:before:w-0.5 oc:data-[state=active]:before:rounded-full oc:data-[state=active]:before:bg-primary oc:[&_svg]:size-4 oc:[&_svg]:shrink-0 oc:[&_svg]:text-muted-foreground oc:data-[state=active]:[&_svg]:text-primary-text oc:group-data-[state=collapsed]/sidebar:w-10";

const labelClassName = "oc:truncate oc:group-data-[state=collapsed]/sidebar:sr-only";

/**
 * One link in AppShellNav, highlighted and marked `aria-current="page"` when the current path is its `href` or a
 * path below it. With `asChild`, give your router's link its own target: `href` then only decides the highlight.
 */
const AppShellNavItem = forwardRef(function AppShellNavItem({
  href,
  icon,
  tooltip,
  asChild = false,
  currentPath: currentPathProp,
  className,
  children,
  ...props
}: AppShellNavItemProps) {
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
    <span data-slot="app-shell-nav-icon" aria-hidden className="oc:flex">
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
    <li data-slot="app-shell-nav-item" className="oc:flex">
      {sidebarState === "collapsed" && tooltip ? <CollapsedNavItem tooltip={tooltip}>{link}</CollapsedNavItem> : link}
    </li>
  );
});

/**
 * A collapsed sidebar's link with its label as a tooltip. The tooltip's code loads after the first render: until it is
 * there, and in a server's HTML, the link shows as it is.
 */
function CollapsedNavItem({ tooltip, children }: { tooltip: React.ReactNode; children: React.ReactElement }) {
  const [wanted, setWanted] = React.useState(false);
  React.useEffect(() => React.startTransition(() => setWanted(true)), []);
  if (!wanted) return children;
  return (
    <React.Suspense fallback={children}>
      <NavTooltip label={tooltip}>{children}</NavTooltip>
    </React.Suspense>
  );
}

export { AppShellNav, AppShellNavItem };
export type { AppShellNavItemProps, AppShellNavProps };
