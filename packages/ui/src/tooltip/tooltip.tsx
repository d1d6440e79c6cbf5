import type * as React from "react";
import { createContext, use } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { cn } from "../lib/cn";

const InsideProviderContext = createContext(false);

/**
 * Put one provider around a toolbar or the whole app: its tooltips share the open delay, so moving from one
 * trigger to the next shows the next tooltip at once.
 */
function TooltipProvider({ delayDuration = 300, ...props }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProviderContext value={true}>
      <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} {...props} />
    </InsideProviderContext>
  );
}

/** Works on its own too: without a surrounding TooltipProvider it brings one. */
function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const insideProvider = use(InsideProviderContext);
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  return insideProvider ? root : <TooltipProvider>{root}</TooltipProvider>;
}

function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content> & {
  /** Element the tooltip is portalled into (defaults to `document.body`). */
  container?: HTMLElement | null;
};

function TooltipContent({ className, sideOffset = 4, container, children, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal container={container}>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-fit max-w-xs origin-(--radix-tooltip-content-transform-origin) rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background shadow-md",
          "transition-[scale] duration-100 ease-out starting:scale-95 motion-reduce:transition-none",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="z-50 size-2.5 translate-y-[calc(-50%_-_2px)] rotate-45 rounded-[2px] bg-foreground fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger };
export type { TooltipContentProps };
