import type * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

const progressTrackVariants = cva("oc:relative oc:w-full oc:flex-1 oc:overflow-hidden oc:rounded-full oc:bg-muted", {
  variants: {
    size: {
      sm: "oc:h-1",
      default: "oc:h-2",
      lg: "oc:h-3",
    },
  },
  defaultVariants: { size: "default" },
});

const progressIndicatorVariants = cva(
  "oc:h-full oc:w-full oc:flex-1 oc:rounded-full oc:transition-transform oc:duration-300 oc:ease-out oc:motion-reduce:transition-none",
  {
    variants: {
      variant: {
        default: "oc:bg-primary",
        success: "oc:bg-success",
        destructive: "oc:bg-destructive",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type ProgressTrackVariants = VariantProps<typeof progressTrackVariants>;
type ProgressIndicatorVariants = VariantProps<typeof progressIndicatorVariants>;

type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, "value" | "max"> & {
  /**
   * Thickness of the bar: `sm` (4 px) inside a table row or a card, `default` (8 px) in most places, `lg` (12 px)
   * for the main progress of a page.
   * @default default
   */
  size?: NonNullable<ProgressTrackVariants["size"]>;
  /**
   * Colour of the filled part: `default` (brand colour) while work runs, `success` once it has finished well,
   * `destructive` when it failed or a quota is exceeded.
   * @default default
   */
  variant?: NonNullable<ProgressIndicatorVariants["variant"]>;
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

/**
 * A bar that shows how far a task or a quota has got, such as an upload or the storage in use. Pass `value` in
 * percent, or `null` while the amount of work is unknown (the bar then pulses). For a short wait with nothing to
 * measure, a Spinner takes less room.
 */
const Progress = forwardRef(function Progress({
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
      className={cn("oc:flex oc:w-full oc:items-center oc:gap-3", className)}
      {...props}
    >
      <div data-slot="progress-track" className={progressTrackVariants({ size })}>
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={cn(
            progressIndicatorVariants({ variant }),
            // Without a keyframe in the theme, an unknown amount shows as a softly pulsing full bar.
            "oc:data-[state=indeterminate]:animate-pulse oc:data-[state=indeterminate]:opacity-60",
          )}
          style={{ transform: `translateX(-${100 - (percent ?? 100)}%)` }}
        />
      </div>
      {showValue && percent !== null ? (
        <span
          data-slot="progress-value"
          aria-hidden="true"
          className="oc:min-w-[4ch] oc:text-right oc:text-xs oc:font-medium oc:text-muted-foreground oc:tabular-nums"
        >
          {Math.round(percent)}%
        </span>
      ) : null}
    </ProgressPrimitive.Root>
  );
});

export { Progress, progressIndicatorVariants, progressTrackVariants };
export type { ProgressProps };
