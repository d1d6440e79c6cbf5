import type * as React from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { cva } from "class-variance-authority";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme-root/theme-root";
import { forwardRef } from "../lib/forward-ref";

/**
 * A small panel that opens next to its trigger, for a little content or a short form such as filter settings. It is
 * not modal: a click outside or Escape closes it. Build it from PopoverTrigger and PopoverContent, with PopoverHeader
 * (PopoverTitle, PopoverDescription) inside. For a hint on hover use Tooltip, for a list of actions DropdownMenu,
 * and for a larger task Dialog.
 */
function Popover(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

/** The button that opens and closes the popover; with `asChild`, your own Button becomes the trigger. */
const PopoverTrigger = forwardRef(function PopoverTrigger(
  props: React.ComponentProps<typeof PopoverPrimitive.Trigger>,
) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
});

/** Positions the popover against another element than the trigger, e.g. a whole input group. */
const PopoverAnchor = forwardRef(function PopoverAnchor(props: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
});

/** Closes the popover when pressed; with `asChild`, your own button does so. */
const PopoverClose = forwardRef(function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
});

// Width and padding are variants, not classes a caller adds: cn() only joins classes, so a caller's `oc:w-80` would
// meet the default `oc:w-72` and the stylesheet's order, not the caller, would pick one.
const popoverContentVariants = cva(
  "oc:z-50 oc:max-w-[calc(100vw-1rem)] oc:origin-(--radix-popover-content-transform-origin) oc:rounded-md oc:border oc:bg-popover oc:text-sm oc:text-popover-foreground oc:shadow-md oc:outline-none oc:transition-[scale] oc:duration-100 oc:ease-out oc:starting:scale-95 oc:motion-reduce:transition-none",
  {
    variants: {
      width: {
        sm: "oc:w-56",
        default: "oc:w-72",
        lg: "oc:w-80",
        trigger: "oc:w-(--radix-popover-trigger-width)",
      },
      padding: { default: "oc:p-4", none: "oc:p-0" },
    },
    defaultVariants: { width: "default", padding: "default" },
  },
);

type PopoverContentProps = React.ComponentProps<typeof PopoverPrimitive.Content> & {
  /** Element the popover is portalled into (defaults to `document.body`). */
  container?: HTMLElement | null;
  /**
   * `sm` (224 px), `default` (288 px) or `lg` (320 px); `trigger` takes the trigger's width, for a list of choices.
   * @default default
   */
  width?: "sm" | "default" | "lg" | "trigger";
  /**
   * `none` for content that brings its own, such as a list that runs to the edges.
   * @default default
   */
  padding?: "default" | "none";
};

/** The content is a non-modal dialog: name it with `aria-label`, or `aria-labelledby` pointing at a PopoverTitle. */
const PopoverContent = forwardRef(function PopoverContent({
  className,
  align = "center",
  sideOffset = 4,
  container,
  width,
  padding,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal container={usePortalContainer(container)}>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(popoverContentVariants({ width, padding }), className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
});

/** Groups PopoverTitle and PopoverDescription at the top of PopoverContent. */
const PopoverHeader = forwardRef(function PopoverHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="popover-header" className={cn("oc:mb-3 oc:flex oc:flex-col oc:gap-1", className)} {...props} />
  );
});

/** The popover's heading (an `<h2>`); give it an id and point PopoverContent's `aria-labelledby` at it. */
const PopoverTitle = forwardRef(function PopoverTitle({ className, children, ...props }: React.ComponentProps<"h2">) {
  return (
    <h2 data-slot="popover-title" className={cn("oc:leading-none oc:font-medium", className)} {...props}>
      {children}
    </h2>
  );
});

/** A line of muted text under PopoverTitle. */
const PopoverDescription = forwardRef(function PopoverDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p data-slot="popover-description" className={cn("oc:text-sm oc:text-muted-foreground", className)} {...props} />
  );
});

export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverHeader,
  PopoverTitle,
  PopoverTrigger,
};
export type { PopoverContentProps };
