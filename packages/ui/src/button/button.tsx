import type * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { Spinner } from "../spinner/spinner";

const buttonVariants = cva(
  "oc:inline-flex oc:shrink-0 oc:items-center oc:justify-center oc:gap-2 oc:pointer-coarse:min-h-11 oc:pointer-coarse:min-w-11 oc:whitespace-nowrap oc:rounded-md oc:text-sm oc:font-medium oc:transition-colors oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:focus-visible:ring-offset-2 oc:focus-visible:ring-offset-background oc:disabled:pointer-events-none oc:disabled:opacity-50 oc:aria-disabled:pointer-events-none oc:aria-disabled:opacity-50 oc:[&_svg]:pointer-events-none oc:[&_svg]:shrink-0 oc:[&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "oc:bg-primary oc:text-primary-foreground oc:shadow-xs oc:hover:bg-primary-hover",
        secondary: "oc:bg-secondary oc:text-secondary-foreground oc:hover:bg-accent",
        outline: "oc:border oc:border-input oc:bg-background oc:hover:bg-accent oc:hover:text-accent-foreground",
        ghost: "oc:hover:bg-accent oc:hover:text-accent-foreground",
        destructive: "oc:bg-destructive oc:text-destructive-foreground oc:shadow-xs oc:hover:bg-destructive/90",
        link: "oc:text-primary-text oc:underline-offset-4 oc:hover:underline",
      },
      size: {
        sm: "oc:h-8 oc:px-3 oc:text-xs",
        default: "oc:h-9 oc:px-4",
        lg: "oc:h-10 oc:px-6",
        icon: "oc:size-9",
        "icon-sm": "oc:size-8",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a link) with button styles instead of a `<button>`. */
    asChild?: boolean;
    /** Shows a spinner, sets `aria-busy` and blocks clicks while an action runs. */
    loading?: boolean;
  };

function Button({ className, variant, size, asChild = false, loading = false, disabled, children, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      data-state={loading ? "loading" : undefined}
      aria-busy={loading || undefined}
      disabled={asChild ? undefined : disabled || loading}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? <Spinner size="sm" label={null} /> : null}
          {children}
        </>
      )}
    </Comp>
  );
}

type IconButtonProps = Omit<ButtonProps, "size" | "asChild"> & {
  /** Required: an icon-only button needs an accessible name. */
  label: string;
  size?: "sm" | "default";
};

function IconButton({ label, size = "default", children, loading, ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      title={label}
      size={size === "sm" ? "icon-sm" : "icon"}
      loading={loading}
      {...props}
    >
      {loading ? null : children}
    </Button>
  );
}

export { Button, IconButton, buttonVariants };
export type { ButtonProps, IconButtonProps };
