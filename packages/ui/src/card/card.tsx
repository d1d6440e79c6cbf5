import type * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

type CardProps = React.ComponentProps<"div"> & {
  /**
   * `sm` for a dense card beside others, such as a user's details: less room around and between its parts.
   * @default default
   */
  size?: "default" | "sm";
};

/**
 * A bordered surface that groups related content and its actions, such as a device's details or one section of a
 * settings page. Build it from CardHeader (CardTitle, CardDescription, CardAction), CardContent and CardFooter. For a
 * single key figure use InfoBox; for a message about the page, Callout or Alert.
 */
const Card = forwardRef(function Card({ className, size = "default", ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-size={size}
      // The size is a prop, not classes a caller adds: cn() only joins classes, so `oc:gap-3` would meet `oc:gap-6`.
      // The parts read it from here (`group-data-[size=sm]/card:`).
      className={cn(
        "oc:group/card oc:flex oc:flex-col oc:rounded-xl oc:border oc:bg-card oc:text-card-foreground oc:shadow-xs",
        size === "sm" ? "oc:gap-3 oc:py-4" : "oc:gap-6 oc:py-6",
        className,
      )}
      {...props}
    />
  );
});

/**
 * The top of a Card, holding CardTitle, CardDescription and an optional CardAction. With the class `oc:border-b` it
 * gets a dividing line and room under it.
 */
const CardHeader = forwardRef(function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        "oc:@container/card-header oc:grid oc:auto-rows-min oc:grid-rows-[auto_auto] oc:items-start oc:gap-1.5 oc:px-6 oc:group-data-[size=sm]/card:px-4 oc:has-data-[slot=card-action]:grid-cols-[1fr_auto] oc:[[class~='oc:border-b']]:pb-6",
        className,
      )}
      {...props}
    />
  );
});

type CardTitleProps = React.ComponentProps<"div"> & {
  /** Render the child element (e.g. an `<h2>`) with title styles, so the card fits the page's heading outline. */
  asChild?: boolean;
};

/** The card's heading, first in CardHeader. */
const CardTitle = forwardRef(function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp data-slot="card-title" className={cn("oc:leading-none oc:font-semibold", className)} {...props} />;
});

/** A line of muted text under CardTitle. */
const CardDescription = forwardRef(function CardDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="card-description" className={cn("oc:text-sm oc:text-muted-foreground", className)} {...props} />
  );
});

/** A button or menu in the card's top-right corner; put it inside CardHeader. */
const CardAction = forwardRef(function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-action"
      className={cn("oc:col-start-2 oc:row-span-2 oc:row-start-1 oc:self-start oc:justify-self-end", className)}
      {...props}
    />
  );
});

/** The card's main content, between CardHeader and CardFooter. */
const CardContent = forwardRef(function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("oc:px-6 oc:group-data-[size=sm]/card:px-4", className)} {...props} />;
});

/**
 * A row at the bottom of a Card, e.g. for its buttons. With the class `oc:border-t` it gets a dividing line and room
 * above it.
 */
const CardFooter = forwardRef(function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        "oc:flex oc:items-center oc:px-6 oc:group-data-[size=sm]/card:px-4 oc:[[class~='oc:border-t']]:pt-6",
        className,
      )}
      {...props}
    />
  );
});

export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
export type { CardProps, CardTitleProps };
