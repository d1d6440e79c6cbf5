import type * as React from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

const switchVariants = cva(
  [
    "oc:peer oc:group/switch oc:relative oc:inline-flex oc:shrink-0 oc:cursor-pointer oc:items-center oc:rounded-full oc:border-2 oc:border-transparent oc:shadow-xs oc:transition-colors oc:outline-none",
    // On a touch screen an invisible margin makes the target 44×44 (WCAG 2.5.5) without changing the drawn switch.
    "oc:pointer-coarse:after:absolute oc:pointer-coarse:after:inset-x-[calc((100%-44px)/2)] oc:pointer-coarse:after:inset-y-[calc((100%-44px)/2)]",
    "oc:focus-visible:ring-[3px] oc:focus-visible:ring-ring/40 oc:focus-visible:ring-offset-1 oc:focus-visible:ring-offset-background",
    "oc:data-[state=checked]:bg-primary oc:data-[state=unchecked]:bg-input oc:dark:data-[state=unchecked]:bg-input/80",
    "oc:aria-invalid:ring-[3px] oc:aria-invalid:ring-destructive/30",
    "oc:disabled:cursor-not-allowed oc:disabled:opacity-50",
    // Read-only stays fully opaque (unlike disabled) but drops the brand colour, pointer and shadow: it shows a fact.
    "oc:aria-readonly:cursor-default oc:aria-readonly:shadow-none oc:aria-readonly:data-[state=checked]:bg-muted-foreground oc:aria-readonly:data-[state=unchecked]:border-input oc:aria-readonly:data-[state=unchecked]:bg-muted",
  ],
  {
    variants: {
      size: {
        sm: "oc:h-4 oc:w-7",
        default: "oc:h-5 oc:w-9",
      },
    },
    defaultVariants: { size: "default" },
  },
);

const thumbClassName = cn(
  "oc:pointer-events-none oc:block oc:size-4 oc:rounded-full oc:bg-background oc:shadow-sm oc:ring-0 oc:transition-transform oc:data-[state=checked]:translate-x-4 oc:data-[state=unchecked]:translate-x-0",
  "oc:group-data-[size=sm]/switch:size-3 oc:group-data-[size=sm]/switch:data-[state=checked]:translate-x-3",
  "oc:dark:data-[state=unchecked]:bg-foreground oc:dark:data-[state=checked]:bg-primary-foreground oc:group-aria-readonly/switch:shadow-none",
);

type SwitchVariants = VariantProps<typeof switchVariants>;

type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & {
  /**
   * Track size: `sm` (28 × 16 px) in table rows and dense lists, `default` (36 × 20 px) elsewhere. On touch screens
   * both take taps from a 44 px square.
   * @default default
   */
  size?: NonNullable<SwitchVariants["size"]>;
  /** Shows the state without letting the user change it: still focusable and announced, unlike `disabled`. */
  readOnly?: boolean;
};

/**
 * An on/off control for a setting that takes effect as soon as it is flipped, such as turning a feature on. For a
 * choice that is saved with the rest of a form, or for ticking items in a list, use Checkbox. Give it a visible
 * label, e.g. with a Field in `horizontal` orientation.
 */
const Switch = forwardRef(function Switch({ className, size, readOnly = false, onClick, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size ?? "default"}
      aria-readonly={readOnly || undefined}
      onClick={(event) => {
        onClick?.(event);
        // Radix skips its own toggle when the click is default-prevented.
        if (readOnly) event.preventDefault();
      }}
      className={cn(switchVariants({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={thumbClassName} />
    </SwitchPrimitive.Root>
  );
});

export { Switch, switchVariants };
export type { SwitchProps };
