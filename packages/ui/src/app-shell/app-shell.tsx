import * as React from "react";
import { Dialog, Slot, Tooltip } from "radix-ui";
import { Menu, PanelLeftClose, PanelLeftOpen, XIcon } from "lucide-react";
import { IconButton } from "../button/button";
import { cn } from "../lib/cn";
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
              "grid h-svh w-full min-w-0 grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto] bg-background text-foreground [grid-template-areas:'sidebar_header''sidebar_main''sidebar_footer'] max-md:grid-cols-[minmax(0,1fr)] max-md:[grid-template-areas:'header''main''footer']",
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
        className={cn("-ml-1 md:hidden", className)}
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
            "group/sidebar flex min-h-0 w-60 flex-col overflow-hidden border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 [grid-area:sidebar] motion-reduce:transition-none data-[state=collapsed]:w-16",
            className,
          )}
          {...props}
        >
          {brand ? (
            <div data-slot="app-shell-brand" className="flex h-14 shrink-0 items-center border-b px-3">
              {/* Clips the brand to its mark while collapsed; the padding leaves room for a focus ring. */}
              <div className="min-w-0 flex-1 overflow-hidden p-1 whitespace-nowrap group-data-[state=collapsed]/sidebar:max-w-10">
                {brand}
              </div>
            </div>
          ) : null}
          <div data-slot="app-shell-sidebar-content" className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto p-3">
            {children}
          </div>
          <div
            data-slot="app-shell-sidebar-footer"
            className="flex shrink-0 border-t p-3 group-data-[state=expanded]/sidebar:justify-end"
          >
            <IconButton
              type="button"
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
    <Dialog.Portal>
      <Dialog.Overlay
        data-slot="app-shell-sheet-overlay"
        className="fixed inset-0 z-50 bg-overlay transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none"
      />
      <Dialog.Content
        data-slot="app-shell-sheet"
        id={id}
        aria-describedby={undefined}
        className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100%-3rem)] flex-col border-r bg-sidebar text-sidebar-foreground shadow-lg outline-none transition-transform duration-200 ease-out starting:-translate-x-full motion-reduce:transition-none"
      >
        <Dialog.Title className="sr-only">{title}</Dialog.Title>
        <SidebarContext.Provider value="expanded">
          {/* Delegation, not a control: a link's click (mouse, touch or Enter) bubbles up here and closes the sheet. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className="flex min-h-0 flex-1 flex-col"
            onClick={(event) => {
              // Navigating is the choice; a link's own handler (the router's) has run by now.
              if ((event.target as Element).closest("a[href]")) closeMenu();
            }}
          >
            <div data-slot="app-shell-brand" className="flex h-14 shrink-0 items-center gap-2 border-b px-3">
              <div className="min-w-0 flex-1 overflow-hidden p-1 whitespace-nowrap">{brand}</div>
              <Dialog.Close asChild>
                <IconButton label={closeLabel} variant="ghost" className="text-muted-foreground hover:text-foreground">
                  <XIcon />
                </IconButton>
              </Dialog.Close>
            </div>
            <div data-slot="app-shell-sidebar-content" className="min-h-0 flex-1 overflow-y-auto p-3">
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
  "relative flex h-9 w-full items-center pointer-coarse:h-11 gap-3 overflow-hidden rounded-md px-3 text-sm font-medium whitespace-nowrap text-sidebar-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-primary-soft data-[state=active]:text-foreground data-[state=active]:before:absolute data-[state=active]:before:inset-y-2 data-[state=active]:before:left-0 data-[state=active]:before:w-0.5 data-[state=active]:before:rounded-full data-[state=active]:before:bg-primary [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground data-[state=active]:[&_svg]:text-primary-text group-data-[state=collapsed]/sidebar:w-10";

const labelClassName = "truncate group-data-[state=collapsed]/sidebar:sr-only";

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
      className={cn(
        "flex h-14 min-w-0 items-center gap-3 border-b bg-background px-3 [grid-area:header] md:px-6",
        className,
      )}
      {...props}
    />
  );
}

function AppShellMain({ className, ...props }: React.ComponentProps<"main">) {
  return (
    <main
      data-slot="app-shell-main"
      className={cn("min-h-0 min-w-0 overflow-auto p-4 [grid-area:main] md:p-6", className)}
      {...props}
    />
  );
}

function AppShellFooter({ className, ...props }: React.ComponentProps<"footer">) {
  return (
    <footer
      data-slot="app-shell-footer"
      className={cn(
        "flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 border-t px-4 py-3 text-xs md:px-6 text-muted-foreground [grid-area:footer]",
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
