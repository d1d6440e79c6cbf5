import * as React from "react";
import { Dialog } from "radix-ui";
import { XIcon } from "lucide-react";
import { IconButton } from "../button/button";
import { usePortalContainer } from "../theme-root/theme-root";
import { MenuContext, SidebarContext } from "./app-shell-context";

type AppShellSheetDialogProps = {
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
function AppShellSheetDialog({ brand, title, closeLabel, id, children }: AppShellSheetDialogProps) {
  const { open, setOpen, buttonRef } = React.useContext(MenuContext);
  const closeMenu = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal container={usePortalContainer()}>
        <Dialog.Overlay
          data-slot="app-shell-sheet-overlay"
          className="oc:fixed oc:inset-0 oc:z-50 oc:bg-overlay oc:transition-opacity oc:duration-200 oc:starting:opacity-0 oc:motion-reduce:transition-none"
        />
        <Dialog.Content
          data-slot="app-shell-sheet"
          id={id}
          aria-describedby={undefined}
          // The dialog has no trigger of its own: focus goes back to the header's menu button.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            buttonRef.current?.focus();
          }}
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
                  <IconButton label={closeLabel} variant="quiet" className="oc:hover:bg-accent">
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
    </Dialog.Root>
  );
}

export { AppShellSheetDialog };
