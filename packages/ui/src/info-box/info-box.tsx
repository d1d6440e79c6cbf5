import { useId } from "react";
import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

const infoBoxVariants = cva(
  "flex size-10 shrink-0 items-center justify-center rounded-lg [&>svg]:pointer-events-none [&>svg]:size-5",
  {
    variants: {
      variant: {
        default: "bg-muted text-muted-foreground",
        primary: "bg-primary-soft text-primary-text",
        success: "bg-success/10 text-success",
        info: "bg-info/10 text-info",
        destructive: "bg-destructive/10 text-destructive",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type InfoBoxProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof infoBoxVariants> & {
    /** What the number counts, e.g. "Total devices". Names the tile for assistive technology. */
    label: React.ReactNode;
    /** A number is formatted with `Intl.NumberFormat`; a string is shown as is. `null`, `undefined` and NaN show `--`. */
    value?: number | string | null;
    /** Decorative icon; `variant` tints its background. */
    icon?: React.ReactNode;
    /** A secondary line under the value, e.g. a comparison or a time frame. */
    description?: React.ReactNode;
    /** Shows a placeholder instead of the value and sets `aria-busy`. */
    loading?: boolean;
    /** Locale(s) for number formatting; the browser's locale when omitted. */
    locale?: Intl.LocalesArgument;
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

function InfoBox({
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
        <span className="sr-only">{loadingLabel}</span>
        <span aria-hidden="true" className="my-1 block h-6 w-20 animate-pulse rounded-md bg-muted" />
      </>
    );
  } else if (unknown) {
    content = (
      <>
        <span aria-hidden="true">--</span>
        <span className="sr-only">{unknownLabel}</span>
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
        "flex items-start justify-between gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs",
        className,
      )}
      {...props}
    >
      <dl className="grid min-w-0 gap-1">
        <dt id={labelId} data-slot="info-box-label" className="truncate text-sm font-medium text-muted-foreground">
          {label}
        </dt>
        <dd data-slot="info-box-value" className="text-2xl leading-8 font-semibold tracking-tight tabular-nums">
          {content}
        </dd>
        {description ? (
          <dd data-slot="info-box-description" className="text-xs text-muted-foreground">
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
}

export { InfoBox, infoBoxVariants };
export type { InfoBoxProps };
