import * as React from "react";
import { Menu } from "lucide-react";
import { IconButton } from "../button/button";
import { assignRef } from "../lib/assign-ref";
import { cn } from "../lib/cn";
import { MenuContext } from "./app-shell-context";
import { forwardRef } from "../lib/forward-ref";

const loadSheetDialog = () => import("./app-shell-sheet-dialog");
const SheetDialog = React.lazy(() => loadSheetDialog().then((module) => ({ default: module.AppShellSheetDialog })));

type AppShellMenuButtonProps = Omit<React.ComponentProps<typeof IconButton>, "label" | "children"> & {
  /** Accessible name, e.g. "Open menu". */
  label?: string;
};

/** Opens the navigation sheet. Shown below 768 px only; put it first in `AppShellHeader`. */
const AppShellMenuButton = forwardRef(function AppShellMenuButton({
  label = "Open menu",
  className,
  ref,
  onClick,
  onPointerEnter,
  ...props
}: AppShellMenuButtonProps) {
  const { open, setOpen, buttonRef } = React.useContext(MenuContext);
  return (
    <IconButton
      type="button"
      data-slot="app-shell-menu-button"
      label={label}
      variant="ghost"
      aria-haspopup="dialog"
      aria-expanded={open}
      className={cn("oc:-ml-1 oc:md:hidden", className)}
      {...props}
      ref={(element: HTMLButtonElement | null) => {
        buttonRef.current = element;
        return assignRef(ref, element);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        void loadSheetDialog();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
    >
      <Menu />
    </IconButton>
  );
});

type AppShellSheetProps = {
  brand: React.ReactNode;
  title: string;
  closeLabel: string;
  id: string;
  children: React.ReactNode;
};

/**
 * The sidebar on a phone: an off-canvas sheet from the left (a Radix dialog, so focus is trapped and Escape closes
 * it). Choosing any link in it closes it, and focus returns to the menu button. Its code loads the first time it
 * opens, and it stays mounted after, so it can slide out when it closes.
 */
function AppShellSheet(props: AppShellSheetProps) {
  const { open } = React.useContext(MenuContext);
  const [needed, setNeeded] = React.useState(false);
  const opening = open && !needed;
  React.useEffect(() => {
    // In a transition, under a boundary already on the page, React shows nothing new until the code is there, then
    // the sheet at once, without the boundary's fallback.
    if (opening) React.startTransition(() => setNeeded(true));
  }, [opening]);
  return <React.Suspense fallback={null}>{needed ? <SheetDialog {...props} /> : null}</React.Suspense>;
}

export { AppShellMenuButton, AppShellSheet };
export type { AppShellMenuButtonProps };
