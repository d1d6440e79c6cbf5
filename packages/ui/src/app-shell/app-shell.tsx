import * as React from "react";
import { cn } from "../lib/cn";
import { useMediaQuery } from "../lib/use-media-query";
import { LayoutContext, MenuContext, useAppShellLayout, type AppShellLayout } from "./app-shell-context";
import { AppShellNav, AppShellNavItem, type AppShellNavItemProps, type AppShellNavProps } from "./app-shell-nav";
import { AppShellMenuButton, type AppShellMenuButtonProps } from "./app-shell-sheet";
import { AppShellSidebar, type AppShellSidebarProps } from "./app-shell-sidebar";
import { isActivePath } from "./is-active-path";
import { forwardRef } from "../lib/forward-ref";

const PHONE_QUERY = "(max-width: 767.98px)";
const DESKTOP_QUERY = "(min-width: 1280px)";

type AppShellProps = React.ComponentProps<"div"> & {
  /** The phone navigation sheet (controlled). It closes by itself when an entry is chosen. */
  menuOpen?: boolean;
  /** Called with the new state when the phone navigation sheet opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
  /**
   * `screen` fills the window's height; `full` fills its container's, for a shell inside a page region that sets one.
   * @default screen
   */
  height?: "screen" | "full";
};

/**
 * The page frame: a full-height grid with the sidebar on the left and header, main and footer stacked on the right.
 * On a phone the sidebar leaves the grid and becomes a sheet (see `AppShellMenuButton`).
 */
const AppShell = forwardRef(function AppShell({
  menuOpen,
  onMenuOpenChange,
  height = "screen",
  className,
  ...props
}: AppShellProps) {
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
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  return (
    <LayoutContext.Provider value={layout}>
      {/* The sheet's state: its button sits in the header, the sheet in AppShellSidebar. */}
      <MenuContext.Provider value={{ open, setOpen, buttonRef }}>
        <div
          data-slot="app-shell"
          data-layout={layout}
          className={cn(
            // The height is a prop, not a class: cn() only joins classes, so a caller's would meet this one.
            height === "screen" ? "oc:h-svh" : "oc:h-full",
            "oc:grid oc:w-full oc:min-w-0 oc:grid-cols-[auto_minmax(0,1fr)] oc:grid-rows-[auto_minmax(0,1fr)_auto] oc:bg-background oc:text-foreground oc:[grid-template-areas:'sidebar_header''sidebar_main''sidebar_footer'] oc:max-md:grid-cols-[minmax(0,1fr)] oc:max-md:[grid-template-areas:'header''main''footer']",
            className,
          )}
          {...props}
        />
      </MenuContext.Provider>
    </LayoutContext.Provider>
  );
});

type AppShellHeaderProps = React.ComponentProps<"header"> & {
  /**
   * Room between the header's items: `tight` for a row of icon buttons and menus that sit close together. (A prop, not
   * a class: cn() only joins classes, so `oc:gap-1` would meet `oc:gap-3`.)
   * @default default
   */
  spacing?: "default" | "tight";
};

/**
 * The bar across the top of AppShell's content column, for the page title and page-wide actions. On a phone,
 * AppShellMenuButton goes first in it.
 */
const AppShellHeader = forwardRef(function AppShellHeader({
  className,
  spacing = "default",
  ...props
}: AppShellHeaderProps) {
  return (
    <header
      data-slot="app-shell-header"
      className={cn(
        "oc:flex oc:h-14 oc:min-w-0 oc:items-center oc:border-b oc:bg-background oc:px-3 oc:[grid-area:header] oc:md:px-6",
        spacing === "tight" ? "oc:gap-1" : "oc:gap-3",
        className,
      )}
      {...props}
    />
  );
});

/** The page's content in AppShell, between header and footer; it scrolls on its own. */
const AppShellMain = forwardRef(function AppShellMain({ className, ...props }: React.ComponentProps<"main">) {
  return (
    <main
      data-slot="app-shell-main"
      className={cn("oc:min-h-0 oc:min-w-0 oc:overflow-auto oc:p-4 oc:[grid-area:main] oc:md:p-6", className)}
      {...props}
    />
  );
});

/** A bar of small print at the bottom of AppShell's content column, e.g. the version and copyright. */
const AppShellFooter = forwardRef(function AppShellFooter({ className, ...props }: React.ComponentProps<"footer">) {
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
});

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
  AppShellHeaderProps,
  AppShellLayout,
  AppShellMenuButtonProps,
  AppShellNavItemProps,
  AppShellNavProps,
  AppShellProps,
  AppShellSidebarProps,
};
