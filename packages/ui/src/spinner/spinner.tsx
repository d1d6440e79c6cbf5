import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

const spinnerVariants = cva(
  "oc:inline-block oc:shrink-0 oc:animate-spin oc:rounded-full oc:border-2 oc:border-current oc:border-r-transparent",
  {
    variants: {
      size: {
        sm: "oc:size-3.5",
        default: "oc:size-4",
        lg: "oc:size-6",
      },
    },
    defaultVariants: { size: "default" },
  },
);

type SpinnerVariants = VariantProps<typeof spinnerVariants>;

type SpinnerProps = React.ComponentProps<"span"> & {
  /**
   * Diameter: `sm` (14 px) inside buttons and dense rows, `default` (16 px) beside body text, `lg` (24 px) on its own
   * in an empty area.
   * @default default
   */
  size?: NonNullable<SpinnerVariants["size"]>;
  /** Accessible name. Pass `null` when the spinner is decorative (e.g. inside a busy button). */
  label?: string | null;
};

/**
 * A turning ring for a wait of unknown length, drawn in the current text colour and announced as a status. Use it
 * in a small space (beside a label, in a table cell); a busy Button shows one itself through `loading`. For work
 * whose amount is known use Progress, and for content that is loading use Skeleton, which keeps the layout in place.
 */
const Spinner = forwardRef(function Spinner({ className, size, label = "Loading", ...props }: SpinnerProps) {
  const decorative = label === null;
  return (
    <span
      data-slot="spinner"
      data-size={size ?? "default"}
      role={decorative ? undefined : "status"}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      className={cn(spinnerVariants({ size }), "oc:motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
      {...props}
    />
  );
});

export { Spinner, spinnerVariants };
export type { SpinnerProps };
