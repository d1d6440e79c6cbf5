import type * as React from "react";
import { Tooltip } from "radix-ui";
import { usePortalContainer } from "../theme-root/theme-root";

/**
 * The label beside a collapsed sidebar's item, shown on hover and focus. Loaded only once the sidebar is collapsed
 * (AppShellNavItem): an expanded sidebar shows its labels, and the tooltip's positioning code is most of a shell's
 * script.
 */
function NavTooltip({ label, children }: { label: React.ReactNode; children: React.ReactElement }) {
  const portalContainer = usePortalContainer();
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal container={portalContainer}>
          <Tooltip.Content
            data-slot="app-shell-nav-tooltip"
            side="right"
            sideOffset={8}
            className="oc:z-50 oc:rounded-md oc:bg-foreground oc:px-2.5 oc:py-1.5 oc:text-xs oc:font-medium oc:text-background oc:shadow-md"
          >
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

export { NavTooltip };
