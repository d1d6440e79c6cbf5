import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { ChevronDownIcon } from "lucide-react";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

const nativeSelectVariants = cva(
  [
    "oc:w-full oc:min-w-0 oc:appearance-none oc:rounded-md oc:border oc:border-input oc:bg-background oc:pr-9 oc:pl-3 oc:text-sm oc:text-foreground oc:shadow-xs oc:transition-[color,box-shadow] oc:outline-none oc:dark:bg-input/30 oc:dark:hover:bg-input/50",
    // The list the browser opens is drawn by the browser: it follows the colour scheme, not the classes.
    "oc:dark:[color-scheme:dark]",
    "oc:focus-visible:border-ring oc:focus-visible:ring-[3px] oc:focus-visible:ring-ring/40",
    "oc:aria-invalid:border-destructive oc:aria-invalid:ring-destructive/20 oc:dark:aria-invalid:ring-destructive/40",
    "oc:disabled:cursor-not-allowed oc:disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "oc:h-8 oc:py-1",
        default: "oc:h-9 oc:py-2 oc:pointer-coarse:h-11",
      },
    },
    defaultVariants: { size: "default" },
  },
);

type NativeSelectVariants = VariantProps<typeof nativeSelectVariants>;

type NativeSelectProps = Omit<React.ComponentProps<"select">, "size"> & {
  /**
   * Height: `sm` (32 px) in toolbars and filter bars, `default` (36 px, 44 px on touch screens) in forms.
   * @default default
   */
  size?: NonNullable<NativeSelectVariants["size"]>;
  /**
   * Classes for the box around the control, which set its width (`oc:w-44`, `oc:w-full`). Without them it is as wide
   * as its longest option.
   */
  className?: string;
  /** Classes for the `<select>` element itself. */
  selectClassName?: string;
};

/**
 * A choice among a few fixed options, drawn by the browser: a `<select>` styled like the other fields, with
 * `<option>` children. Prefer it to `Select` where the options are plain text and the page should stay light: it needs
 * no script to open, its list is the platform's own (a wheel on phones, type-ahead on desktops), and it submits
 * with a form. Use `Select` when the options need icons, groups with headings, or styling of their own.
 */
const NativeSelect = forwardRef(function NativeSelect({
  className,
  selectClassName,
  size,
  ...props
}: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className={cn("oc:relative", className ?? "oc:w-fit")}>
      <select
        data-slot="native-select"
        data-size={size ?? "default"}
        className={cn(nativeSelectVariants({ size }), selectClassName)}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="oc:pointer-events-none oc:absolute oc:top-1/2 oc:right-3 oc:size-4 oc:-translate-y-1/2 oc:text-muted-foreground oc:opacity-60"
      />
    </div>
  );
});

export { NativeSelect, nativeSelectVariants };
export type { NativeSelectProps };
