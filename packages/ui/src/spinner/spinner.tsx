import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

const spinnerVariants = cva("inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent", {
  variants: {
    size: {
      sm: "size-3.5",
      default: "size-4",
      lg: "size-6",
    },
  },
  defaultVariants: { size: "default" },
});

type SpinnerProps = React.ComponentProps<"span"> &
  VariantProps<typeof spinnerVariants> & {
    /** Accessible name. Pass `null` when the spinner is decorative (e.g. inside a busy button). */
    label?: string | null;
  };

function Spinner({ className, size, label = "Loading", ...props }: SpinnerProps) {
  const decorative = label === null;
  return (
    <span
      data-slot="spinner"
      data-size={size ?? "default"}
      role={decorative ? undefined : "status"}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      className={cn(spinnerVariants({ size }), "motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
      {...props}
    />
  );
}

export { Spinner, spinnerVariants };
export type { SpinnerProps };
