import type * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

const progressTrackVariants = cva("relative w-full flex-1 overflow-hidden rounded-full bg-muted", {
  variants: {
    size: {
      sm: "h-1",
      default: "h-2",
      lg: "h-3",
    },
  },
  defaultVariants: { size: "default" },
});

const progressIndicatorVariants = cva("h-full w-full flex-1 rounded-full transition-transform duration-300 ease-out motion-reduce:transition-none", {
  variants: {
    variant: {
      default: "bg-primary",
      success: "bg-success",
      destructive: "bg-destructive",
    },
  },
  defaultVariants: { variant: "default" },
});

type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, "value" | "max"> &
  VariantProps<typeof progressTrackVariants> &
  VariantProps<typeof progressIndicatorVariants> & {
    /** Percent done, 0 to 100. `null` (or no value) means the amount of work is unknown: an indeterminate bar. */
    value?: number | null;
    /** Accessible name of the progress bar. Ignored when `aria-labelledby` is passed. */
    label?: string;
    /** Shows the rounded percentage next to the bar. */
    showValue?: boolean;
  };

function clamp(value: number) {
  return Math.min(100, Math.max(0, value));
}

function Progress({
  className,
  value = null,
  label = "Progress",
  showValue = false,
  size,
  variant,
  "aria-labelledby": labelledBy,
  ...props
}: ProgressProps) {
  const percent = value === null ? null : clamp(value);
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      data-size={size ?? "default"}
      data-variant={variant ?? "default"}
      value={percent}
      max={100}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={cn("flex w-full items-center gap-3", className)}
      {...props}
    >
      <div data-slot="progress-track" className={progressTrackVariants({ size })}>
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={cn(
            progressIndicatorVariants({ variant }),
            // Without a keyframe in the theme, an unknown amount shows as a softly pulsing full bar.
            "data-[state=indeterminate]:animate-pulse data-[state=indeterminate]:opacity-60",
          )}
          style={{ transform: `translateX(-${100 - (percent ?? 100)}%)` }}
        />
      </div>
      {showValue && percent !== null ? (
        <span
          data-slot="progress-value"
          aria-hidden="true"
          className="min-w-[4ch] text-right text-xs font-medium text-muted-foreground tabular-nums"
        >
          {Math.round(percent)}%
        </span>
      ) : null}
    </ProgressPrimitive.Root>
  );
}

export { Progress, progressIndicatorVariants, progressTrackVariants };
export type { ProgressProps };
