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
/** The phone navigation sheet's state, shared by its button in the header and the sheet in AppShellSidebar. */
type MenuState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The menu button, which gets focus back when the sheet closes. */
  buttonRef: React.RefObject<HTMLButtonElement | null>;
};

const MenuContext = React.createContext<MenuState>({ open: false, setOpen: () => {}, buttonRef: { current: null } });

/** The shell's layout for the current window width; re-renders when it changes. */
function useAppShellLayout(): AppShellLayout {
  return React.useContext(LayoutContext);
}

export { LayoutContext, MenuContext, NavContext, SidebarContext, useAppShellLayout };
export type { AppShellLayout, SidebarState };
