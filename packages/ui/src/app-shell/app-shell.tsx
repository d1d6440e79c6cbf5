import * as React from "react";
import { Dialog, Slot, Tooltip } from "radix-ui";
import { Menu, PanelLeftClose, PanelLeftOpen, XIcon } from "lucide-react";
import { IconButton } from "../button/button";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme-root/theme-root";
import { useMediaQuery } from "../lib/use-media-query";
import { isActivePath } from "./is-active-path";

type SidebarState = "expanded" | "collapsed";

/**
 * How the shell lays itself out, by the window's width:
 * - "phone" (below 768 px, Tailwind's `md`): no sidebar; the navigation is a sheet opened from the header;
 * - "tablet" (768 px up to 1280 px, `xl`): the sidebar starts collapsed to its icons, with tooltips;
 * - "desktop": the sidebar starts expanded.
 */
type AppShellLayout = "phone" | "tablet" | "desktop";

const SidebarContext = React.createContext<SidebarState>("expanded");
const NavContext = React.createContext<string | undefined>(undefined);
const LayoutContext = React.createContext<AppShellLayout>("desktop");
const CloseMenuContext = React.createContext<() => void>(() => {});

const PHONE_QUERY = "(max-width: 767.98px)";
const DESKTOP_QUERY = "(min-width: 1280px)";

/** The shell's layout for the current window width; re-renders when it changes. */
function useAppShellLayout(): AppShellLayout {
  return React.useContext(LayoutContext);
}

type AppShellProps = React.ComponentProps<"div"> & {
  /** The phone navigation sheet (controlled). It closes by itself when an entry is chosen. */
  menuOpen?: boolean;
  /** Called with the new state when the phone navigation sheet opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
};

/**
 * The page frame: a full-height grid with the sidebar on the left and header, main and footer stacked on the right.
 * On a phone the sidebar leaves the grid and becomes a sheet (see `AppShellMenuButton`).
 */
function AppShell({ menuOpen, onMenuOpenChange, className, ...props }: AppShellProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const layout: AppShellLayout = phone ? "phone" : desktop ? "desktop" : "tablet";
  const [internalOpen, setInternalOpen] = React.useState(false);
  // A sheet left open on a phone must not pop up again when a wider window turns back into a phone.
  const [shownLayout, setShownLayout] = React.useState(layout);
  if (shownLayout !== layout) {
    setShownLayout(layout);
    if (layout !== "phone") setInternalOpen(false);
  }
  const open = (menuOpen ?? internalOpen) && layout === "phone";
  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setInternalOpen(next);
    onMenuOpenChange?.(next);
  };

  return (
    <LayoutContext.Provider value={layout}>
      <CloseMenuContext.Provider value={() => setOpen(false)}>
        {/* One Radix dialog for the sheet: the trigger sits in the header, the content in AppShellSidebar. */}
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <div
            data-slot="app-shell"
            data-layout={layout}
            className={cn(
              "oc:grid oc:h-svh oc:w-full oc:min-w-0 oc:grid-cols-[auto_minmax(0,1fr)] oc:grid-rows-[auto_minmax(0,1fr)_auto] oc:bg-background oc:text-foreground oc:[grid-template-areas:'sidebar_header''sidebar_main''sidebar_footer'] oc:max-md:grid-cols-[minmax(0,1fr)] oc:max-md:[grid-template-areas:'header''main''footer']",
              className,
            )}
            {...props}
          />
        </Dialog.Root>
      </CloseMenuContext.Provider>
    </LayoutContext.Provider>
  );
}

type AppShellMenuButtonProps = Omit<React.ComponentProps<typeof IconButton>, "label" | "children"> & {
  /** Accessible name, e.g. "Open menu". */
  label?: string;
};

/** Opens the navigation sheet. Shown below 768 px only; put it first in `AppShellHeader`. */
function AppShellMenuButton({ label = "Open menu", className, ...props }: AppShellMenuButtonProps) {
  return (
    <Dialog.Trigger asChild>
      <IconButton
        type="button"
        data-slot="app-shell-menu-button"
        label={label}
        variant="ghost"
        className={cn("oc:-ml-1 oc:md:hidden", className)}
        {...props}
      >
        <Menu />
      </IconButton>
    </Dialog.Trigger>
  );
}

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
function AppShellSidebar({
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
      <Tooltip.Provider delayDuration={200}>
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
            <div
              data-slot="app-shell-brand"
              className="oc:flex oc:h-14 oc:shrink-0 oc:items-center oc:border-b oc:px-3"
            >
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
              variant="ghost"
              size="default"
              aria-expanded={!collapsed}
              aria-controls={id}
              onClick={() => setCollapsed(!collapsed)}
              className="oc:size-10 oc:text-muted-foreground oc:hover:text-foreground"
            >
              {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
            </IconButton>
          </div>
        </aside>
      </Tooltip.Provider>
    </SidebarContext.Provider>
  );
}

type AppShellSheetProps = {
  brand: React.ReactNode;
  title: string;
  closeLabel: string;
  id: string;
  children: React.ReactNode;
};

/**
 * The sidebar on a phone: an off-canvas sheet from the left (a Radix dialog, so focus is trapped and Escape closes
 * it). Choosing any link in it closes it, and focus returns to the menu button.
 */
function AppShellSheet({ brand, title, closeLabel, id, children }: AppShellSheetProps) {
  const closeMenu = React.useContext(CloseMenuContext);
  return (
    <Dialog.Portal container={usePortalContainer()}>
      <Dialog.Overlay
        data-slot="app-shell-sheet-overlay"
        className="oc:fixed oc:inset-0 oc:z-50 oc:bg-overlay oc:transition-opacity oc:duration-200 oc:starting:opacity-0 oc:motion-reduce:transition-none"
      />
      <Dialog.Content
        data-slot="app-shell-sheet"
        id={id}
        aria-describedby={undefined}
        className="oc:fixed oc:inset-y-0 oc:left-0 oc:z-50 oc:flex oc:w-72 oc:max-w-[calc(100%-3rem)] oc:flex-col oc:border-r oc:bg-sidebar oc:text-sidebar-foreground oc:shadow-lg oc:outline-none oc:transition-transform oc:duration-200 oc:ease-out oc:starting:-translate-x-full oc:motion-reduce:transition-none"
      >
        <Dialog.Title className="oc:sr-only">{title}</Dialog.Title>
        <SidebarContext.Provider value="expanded">
          {/* Delegation, not a control: a link's click (mouse, touch or Enter) bubbles up here and closes the sheet. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className="oc:flex oc:min-h-0 oc:flex-1 oc:flex-col"
            onClick={(event) => {
              // Navigating is the choice; a link's own handler (the router's) has run by now.
              if ((event.target as Element).closest("a[href]")) closeMenu();
            }}
          >
            <div
              data-slot="app-shell-brand"
              className="oc:flex oc:h-14 oc:shrink-0 oc:items-center oc:gap-2 oc:border-b oc:px-3"
            >
              <div className="oc:min-w-0 oc:flex-1 oc:overflow-hidden oc:p-1 oc:whitespace-nowrap">{brand}</div>
              <Dialog.Close asChild>
                <IconButton
                  label={closeLabel}
                  variant="ghost"
                  className="oc:text-muted-foreground oc:hover:text-foreground"
                >
                  <XIcon />
                </IconButton>
              </Dialog.Close>
            </div>
            <div data-slot="app-shell-sidebar-content" className="oc:min-h-0 oc:flex-1 oc:overflow-y-auto oc:p-3">
              {children}
            </div>
          </div>
        </SidebarContext.Provider>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

type AppShellNavProps = React.ComponentProps<"nav"> & {
  /** Accessible name of the navigation landmark, e.g. "Main". */
  label: string;
  /** The router's current path; items under it are highlighted (see `isActivePath`). */
  currentPath?: string;
};

/** The navigation landmark inside AppShellSidebar: a list of AppShellNavItems, told the current path. */
function AppShellNav({ label, currentPath, className, children, ...props }: AppShellNavProps) {
  return (
    <NavContext.Provider value={currentPath}>
      <nav data-slot="app-shell-nav" aria-label={label} className={cn("oc:flex oc:flex-col", className)} {...props}>
        <ul data-slot="app-shell-nav-list" className="oc:flex oc:flex-col oc:gap-1">
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
  "oc:relative oc:flex oc:h-9 oc:w-full oc:items-center oc:pointer-coarse:h-11 oc:gap-3 oc:overflow-hidden oc:rounded-md oc:px-3 oc:text-sm oc:font-medium oc:whitespace-nowrap oc:text-sidebar-foreground oc:outline-none oc:transition-colors oc:hover:bg-accent oc:hover:text-accent-foreground oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:data-[state=active]:bg-primary-soft oc:data-[state=active]:text-foreground oc:data-[state=active]:before:absolute oc:data-[state=active]:before:inset-y-2 oc:data-[state=active]:before:left-0 oc:data-[state=active]:before:w-0.5 oc:data-[state=active]:before:rounded-full oc:data-[state=active]:before:bg-primary oc:[&_svg]:size-4 oc:[&_svg]:shrink-0 oc:[&_svg]:text-muted-foreground oc:data-[state=active]:[&_svg]:text-primary-text oc:group-data-[state=collapsed]/sidebar:w-10";

const labelClassName = "oc:truncate oc:group-data-[state=collapsed]/sidebar:sr-only";

/**
 * One link in AppShellNav, highlighted and marked `aria-current="page"` when the current path is its `href` or a
 * path below it. With `asChild`, give your router's link its own target: `href` then only decides the highlight.
 */
function AppShellNavItem({
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
  const portalContainer = usePortalContainer();
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
      {sidebarState === "collapsed" && tooltip ? (
        <Tooltip.Root>
          <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
          <Tooltip.Portal container={portalContainer}>
            <Tooltip.Content
              data-slot="app-shell-nav-tooltip"
              side="right"
              sideOffset={8}
              className="oc:z-50 oc:rounded-md oc:bg-foreground oc:px-2.5 oc:py-1.5 oc:text-xs oc:font-medium oc:text-background oc:shadow-md"
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

/**
 * The bar across the top of AppShell's content column, for the page title and page-wide actions. On a phone,
 * AppShellMenuButton goes first in it.
 */
function AppShellHeader({ className, ...props }: React.ComponentProps<"header">) {
  return (
    <header
      data-slot="app-shell-header"
      className={cn(
        "oc:flex oc:h-14 oc:min-w-0 oc:items-center oc:gap-3 oc:border-b oc:bg-background oc:px-3 oc:[grid-area:header] oc:md:px-6",
        className,
      )}
      {...props}
    />
  );
}

/** The page's content in AppShell, between header and footer; it scrolls on its own. */
function AppShellMain({ className, ...props }: React.ComponentProps<"main">) {
  return (
    <main
      data-slot="app-shell-main"
      className={cn("oc:min-h-0 oc:min-w-0 oc:overflow-auto oc:p-4 oc:[grid-area:main] oc:md:p-6", className)}
      {...props}
    />
  );
}

/** A bar of small print at the bottom of AppShell's content column, e.g. the version and copyright. */
function AppShellFooter({ className, ...props }: React.ComponentProps<"footer">) {
  return (
    <footer
      data-slot="app-shell-footer"
      className={cn(
        "oc:flex oc:min-w-0 oc:flex-wrap oc:items-center oc:gap-x-4 oc:gap-y-1 oc:border-t oc:px-4 oc:py-3 oc:text-xs oc:md:px-6 oc:text-muted-foreground oc:[grid-area:footer]",
        className,
      )}
      {...props}
    />
  );
}

export {
  AppShell,
  AppShellFooter,
  AppShellHeader,
  AppShellMain,
  AppShellMenuButton,
  AppShellNav,
  AppShellNavItem,
  AppShellSidebar,
  isActivePath,
  useAppShellLayout,
};
export type {
  AppShellLayout,
  AppShellMenuButtonProps,
  AppShellNavItemProps,
  AppShellNavProps,
  AppShellProps,
  AppShellSidebarProps,
};
