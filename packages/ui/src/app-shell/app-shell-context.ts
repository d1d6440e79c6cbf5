import * as React from "react";

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

/** The shell's layout for the current window width; re-renders when it changes. */
function useAppShellLayout(): AppShellLayout {
  return React.useContext(LayoutContext);
}

export { CloseMenuContext, LayoutContext, NavContext, SidebarContext, useAppShellLayout };
export type { AppShellLayout, SidebarState };
