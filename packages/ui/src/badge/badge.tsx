import type * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

const badgeVariants = cva(
  "oc:inline-flex oc:w-fit oc:shrink-0 oc:items-center oc:justify-center oc:gap-1 oc:overflow-hidden oc:rounded-md oc:border oc:px-2 oc:py-0.5 oc:text-xs oc:font-medium oc:whitespace-nowrap oc:transition-colors oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:focus-visible:ring-offset-2 oc:focus-visible:ring-offset-background oc:[&>svg]:pointer-events-none oc:[&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "oc:border-transparent oc:bg-primary oc:text-primary-foreground oc:[a&]:hover:bg-primary-hover",
        secondary: "oc:border-transparent oc:bg-secondary oc:text-secondary-foreground oc:[a&]:hover:bg-accent",
        outline: "oc:border-border oc:text-foreground oc:[a&]:hover:bg-accent oc:[a&]:hover:text-accent-foreground",
        success: "oc:border-transparent oc:bg-success oc:text-success-foreground oc:[a&]:hover:bg-success/90",
        destructive:
          "oc:border-transparent oc:bg-destructive oc:text-destructive-foreground oc:[a&]:hover:bg-destructive/90",
        info: "oc:border-transparent oc:bg-info oc:text-info-foreground oc:[a&]:hover:bg-info/90",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type BadgeVariants = VariantProps<typeof badgeVariants>;

type BadgeProps = React.ComponentProps<"span"> & {
  /**
   * Colour by meaning: `success` for a good state (connected, passed), `destructive` for a failed or offline one,
   * `info` for a neutral notice (beta, new), `secondary` for plain labels and counts, `outline` for the quietest tag
   * (a version number), `default` for a label in the brand colour.
   * @default default
   */
  variant?: NonNullable<BadgeVariants["variant"]>;
  /** Render the child element (e.g. a link) with badge styles instead of a `<span>`. */
  asChild?: boolean;
};

/**
 * A short label for a state, a category or a count, e.g. "Online" in a table row or a version beside a name. It is
 * static text; with `asChild` it can style a link. For a sentence that explains something use Callout, and for a
 * message the user must notice use Alert.
 */
const Badge = forwardRef(function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
});

export { Badge, badgeVariants };
export type { BadgeProps };
