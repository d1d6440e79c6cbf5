import { useId } from "react";
import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

const infoBoxVariants = cva(
  "oc:flex oc:size-10 oc:shrink-0 oc:items-center oc:justify-center oc:rounded-lg oc:[&>svg]:pointer-events-none oc:[&>svg]:size-5",
  {
    variants: {
      variant: {
        default: "oc:bg-muted oc:text-muted-foreground",
        primary: "oc:bg-primary-soft oc:text-primary-text",
        success: "oc:bg-success/10 oc:text-success",
        info: "oc:bg-info/10 oc:text-info",
        destructive: "oc:bg-destructive/10 oc:text-destructive",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type InfoBoxVariants = VariantProps<typeof infoBoxVariants>;

type InfoBoxProps = Omit<React.ComponentProps<"div">, "children"> & {
  /**
   * Tint of the icon's square: `default` (grey) for plain counts, `primary` for the figure the page is about,
   * `success`, `info` or `destructive` when the figure counts a good, neutral or bad state (e.g. online, updating,
   * offline devices). Without `icon` it has no visible effect.
   * @default default
   */
  variant?: NonNullable<InfoBoxVariants["variant"]>;
  /** What the number counts, e.g. "Total devices". Names the tile for assistive technology. */
  label: React.ReactNode;
  /**
   * A number is formatted with `Intl.NumberFormat`; a string is shown as is. `null`, `undefined`, `""` and NaN show
   * `--`.
   */
  value?: number | string | null;
  /** Decorative icon; `variant` tints its background. */
  icon?: React.ReactNode;
  /** A secondary line under the value, e.g. a comparison or a time frame. */
  description?: React.ReactNode;
  /** Shows a placeholder instead of the value and sets `aria-busy`. */
  loading?: boolean;
  /** Locale(s) for number formatting; the browser's locale when omitted. */
  locale?: Intl.LocalesArgument;
  /** Options for `Intl.NumberFormat`, e.g. `{ style: "percent" }` or `{ maximumFractionDigits: 1 }`; numbers only. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Read out instead of `--` when the value is unknown. */
  unknownLabel?: string;
  /** Read out while `loading`. */
  loadingLabel?: string;
};

function isUnknown(value: InfoBoxProps["value"]) {
  return value === null || value === undefined || (typeof value === "number" && Number.isNaN(value)) || value === "";
}

// Building an Intl.NumberFormat is slow (tens of ms on a throttled phone); boxes re-render often with the same options.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Intl.LocalesArgument, options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const tags = Array.isArray(locale) ? locale.map(String).join(",") : String(locale ?? "");
  const key = `${tags}\u0000${JSON.stringify(options ?? null)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A tile with one key figure and what it counts, e.g. "Total devices" and 1,204, for the top of a dashboard or an
 * overview page; several sit side by side in a grid. A number is formatted for the locale, an unknown value shows
 * "--", and `loading` shows a placeholder. For more than a single figure, use Card.
 */
const InfoBox = forwardRef(function InfoBox({
  className,
  variant,
  label,
  value,
  icon,
  description,
  loading = false,
  locale,
  formatOptions,
  unknownLabel = "Unknown",
  loadingLabel = "Loading",
  ...props
}: InfoBoxProps) {
  const labelId = useId();
  const unknown = isUnknown(value);
  const state = loading ? "loading" : unknown ? "unknown" : undefined;

  let content: React.ReactNode;
  if (loading) {
    content = (
      <>
        <span className="oc:sr-only">{loadingLabel}</span>
        <span
          aria-hidden="true"
          className="oc:my-1 oc:block oc:h-6 oc:w-20 oc:animate-pulse oc:rounded-md oc:bg-muted"
        />
      </>
    );
  } else if (unknown) {
    content = (
      <>
        <span aria-hidden="true">--</span>
        <span className="oc:sr-only">{unknownLabel}</span>
      </>
    );
  } else if (typeof value === "number") {
    content = <data value={String(value)}>{numberFormat(locale, formatOptions).format(value)}</data>;
  } else {
    content = value;
  }

  return (
    <div
      data-slot="info-box"
      data-variant={variant ?? "default"}
      data-state={state}
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={cn(
        "oc:flex oc:items-start oc:justify-between oc:gap-4 oc:rounded-xl oc:border oc:bg-card oc:p-5 oc:text-card-foreground oc:shadow-xs",
        className,
      )}
      {...props}
    >
      <dl className="oc:grid oc:min-w-0 oc:gap-1">
        <dt
          id={labelId}
          data-slot="info-box-label"
          className="oc:truncate oc:text-sm oc:font-medium oc:text-muted-foreground"
        >
          {label}
        </dt>
        <dd
          data-slot="info-box-value"
          className="oc:text-2xl oc:leading-8 oc:font-semibold oc:tracking-tight oc:tabular-nums"
        >
          {content}
        </dd>
        {description ? (
          <dd data-slot="info-box-description" className="oc:text-xs oc:text-muted-foreground">
            {description}
          </dd>
        ) : null}
      </dl>
      {icon ? (
        <span data-slot="info-box-icon" aria-hidden="true" className={infoBoxVariants({ variant })}>
          {icon}
        </span>
      ) : null}
    </div>
  );
});

export { InfoBox, infoBoxVariants };
export type { InfoBoxProps };
