import type * as React from "react";
import { createContext, useContext } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme-root/theme-root";
import { forwardRef } from "../lib/forward-ref";

const InsideProviderContext = createContext(false);

/**
 * Put one provider around a toolbar or the whole app: its tooltips share the open delay, so moving from one
 * trigger to the next shows the next tooltip at once.
 */
function TooltipProvider({ delayDuration = 300, ...props }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProviderContext.Provider value={true}>
      <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} {...props} />
    </InsideProviderContext.Provider>
  );
}

/**
 * A short hint shown beside an element on hover and keyboard focus, such as the name of an icon-only button. Touch
 * screens rarely show it, so never put anything there that the user needs. Build it from TooltipTrigger and
 * TooltipContent. It works on its own too: without a surrounding TooltipProvider it brings one.
 */
function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const insideProvider = useContext(InsideProviderContext);
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  return insideProvider ? root : <TooltipProvider>{root}</TooltipProvider>;
}

/**
 * The element the tooltip belongs to; with `asChild`, your own button becomes the trigger. The tooltip shows on hover
 * and on keyboard focus.
 */
const TooltipTrigger = forwardRef(function TooltipTrigger(
  props: React.ComponentProps<typeof TooltipPrimitive.Trigger>,
) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
});

type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content> & {
  /** Element the tooltip is portalled into (defaults to `document.body`). */
  container?: HTMLElement | null;
};

/**
 * The tooltip's bubble, rendered in a portal beside the trigger with an arrow pointing at it. Keep it to a few
 * words: it cannot hold links or buttons.
 */
const TooltipContent = forwardRef(function TooltipContent({
  className,
  sideOffset = 4,
  container,
  children,
  ...props
}: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal container={usePortalContainer(container)}>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "oc:z-50 oc:w-fit oc:max-w-xs oc:origin-(--radix-tooltip-content-transform-origin) oc:rounded-md oc:bg-foreground oc:px-3 oc:py-1.5 oc:text-xs oc:text-balance oc:text-background oc:shadow-md",
          "oc:transition-[scale] oc:duration-100 oc:ease-out oc:starting:scale-95 oc:motion-reduce:transition-none",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="oc:z-50 oc:size-2.5 oc:translate-y-[calc(-50%_-_2px)] oc:rotate-45 oc:rounded-[2px] oc:bg-foreground oc:fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
});

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger };
export type { TooltipContentProps };
