import type * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { Spinner } from "../spinner/spinner";
import { forwardRef } from "../lib/forward-ref";

// cn() only joins classes, so a control that looks like a button but lays out its content differently (the date range
// picker's field-like trigger, the pagination's links) cannot override a class here: it passes `size: null` and
// `layout: null` (cva then adds none of that group's classes) and sets its own.
const buttonVariants = cva(
  "oc:inline-flex oc:shrink-0 oc:items-center oc:pointer-coarse:min-h-11 oc:pointer-coarse:min-w-11 oc:whitespace-nowrap oc:rounded-md oc:transition-colors oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:focus-visible:ring-offset-2 oc:focus-visible:ring-offset-background oc:disabled:pointer-events-none oc:disabled:opacity-50 oc:aria-disabled:pointer-events-none oc:aria-disabled:opacity-50 oc:[&_svg]:pointer-events-none oc:[&_svg]:shrink-0 oc:[&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "oc:bg-primary oc:text-primary-foreground oc:shadow-xs oc:hover:bg-primary-hover",
        secondary: "oc:bg-secondary oc:text-secondary-foreground oc:hover:bg-accent",
        outline: "oc:border oc:border-input oc:bg-background oc:hover:bg-accent oc:hover:text-accent-foreground",
        ghost: "oc:hover:bg-accent oc:hover:text-accent-foreground",
        "ghost-destructive": "oc:text-muted-foreground oc:hover:bg-accent oc:hover:text-destructive",
        // No hover background: the caller picks the tint that suits its surface (an alert's, a sidebar's).
        quiet: "oc:text-muted-foreground oc:hover:text-foreground",
        destructive: "oc:bg-destructive oc:text-destructive-foreground oc:shadow-xs oc:hover:bg-destructive/90",
        link: "oc:text-primary-text oc:underline-offset-4 oc:hover:underline",
      },
      size: {
        // Each size sets its own text size: cn() only joins classes, so a base one would meet `sm`'s.
        sm: "oc:h-8 oc:px-3 oc:text-xs",
        default: "oc:h-9 oc:px-4 oc:text-sm",
        lg: "oc:h-10 oc:px-6 oc:text-sm",
        "icon-lg": "oc:size-10 oc:text-sm",
        icon: "oc:size-9 oc:text-sm",
        "icon-sm": "oc:size-8 oc:text-sm",
        "icon-xs": "oc:size-7 oc:text-sm",
      },
      layout: { center: "oc:justify-center oc:gap-2 oc:font-medium" },
    },
    defaultVariants: { variant: "default", size: "default", layout: "center" },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

// The variants are declared here, not spread from VariantProps, so the props table lists each choice and says when
// to use it.
type ButtonProps = React.ComponentProps<"button"> & {
  /**
   * How much it stands out: `default` for the one main action of a view, `secondary` or `outline` for the others,
   * `ghost` in toolbars and table rows, `ghost-destructive` for a row's delete or lock icon (muted until hovered),
   * `quiet` for a muted close or toggle icon inside another component (it sets no
   * hover background: add the one that suits the surface), `destructive` for a delete or another change that cannot be undone, `link`
   * for an action inside running text.
   * @default default
   */
  variant?: NonNullable<ButtonVariants["variant"]>;
  /**
   * Height and padding: `sm` in dense rows, `lg` for a page's single call to action, `icon-lg`, `icon`, `icon-sm` and
   * `icon-xs` (40 to 28 px) for a square button holding only an icon (prefer IconButton, which also names it).
   * @default default
   */
  size?: NonNullable<ButtonVariants["size"]>;
  /** Render the child element (e.g. a link) with button styles instead of a `<button>`. */
  asChild?: boolean;
  /** Shows a spinner, sets `aria-busy` and blocks clicks while an action runs. */
  loading?: boolean;
};

/**
 * The control for an action: submitting a form, opening a dialog, starting a change. Use one `default` button per
 * view for its main action and quieter variants for the rest; for navigation to another page use a link (with
 * `asChild`, a link that looks like a button). A button that runs something slow shows `loading` until it settles.
 */
const Button = forwardRef(function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
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
});

const iconSizes = { xs: "icon-xs", sm: "icon-sm", default: "icon", lg: "icon-lg" } as const;

type IconButtonProps = Omit<ButtonProps, "size" | "asChild"> & {
  /** Required: an icon-only button needs an accessible name. It is also shown as the button's tooltip. */
  label: string;
  /**
   * `sm` (32 px) in dense table rows, `default` (36 px) elsewhere; `xs` (28 px) inside a row or an alert that is
   * already padded, `lg` (40 px) beside a 40 px row such as the sidebar's. All grow to 44 px on touch screens.
   * @default default
   */
  size?: "xs" | "sm" | "default" | "lg";
};

/**
 * A square button holding only an icon, for frequent actions in rows and toolbars (lock, delete, download). Its
 * `label` names it for assistive technology and as a tooltip, so it can never be left unnamed.
 */
const IconButton = forwardRef(function IconButton({
  label,
  size = "default",
  children,
  loading,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      title={label}
      size={iconSizes[size]}
      loading={loading}
      {...props}
    >
      {loading ? null : children}
    </Button>
  );
});

export { Button, IconButton, buttonVariants };
export type { ButtonProps, IconButtonProps };
