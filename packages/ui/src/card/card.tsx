import type * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "../lib/cn";

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("oc:flex oc:flex-col oc:gap-6 oc:rounded-xl oc:border oc:bg-card oc:py-6 oc:text-card-foreground oc:shadow-xs", className)}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        "oc:@container/card-header oc:grid oc:auto-rows-min oc:grid-rows-[auto_auto] oc:items-start oc:gap-1.5 oc:px-6 oc:has-data-[slot=card-action]:grid-cols-[1fr_auto] oc:[[class~='oc:border-b']]:pb-6",
        className,
      )}
      {...props}
    />
  );
}

type CardTitleProps = React.ComponentProps<"div"> & {
  /** Render the child element (e.g. an `<h2>`) with title styles, so the card fits the page's heading outline. */
  asChild?: boolean;
};

function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp data-slot="card-title" className={cn("oc:leading-none oc:font-semibold", className)} {...props} />;
}

function CardDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-description" className={cn("oc:text-sm oc:text-muted-foreground", className)} {...props} />;
}

function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-action"
      className={cn("oc:col-start-2 oc:row-span-2 oc:row-start-1 oc:self-start oc:justify-self-end", className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("oc:px-6", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="card-footer" className={cn("oc:flex oc:items-center oc:px-6 oc:[[class~='oc:border-t']]:pt-6", className)} {...props} />
  );
}

export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
export type { CardTitleProps };
