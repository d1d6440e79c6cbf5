import type * as React from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

const switchVariants = cva(
  [
    "peer group/switch relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors outline-none",
    // On a touch screen an invisible margin makes the target 44×44 (WCAG 2.5.5) without changing the drawn switch.
    "pointer-coarse:after:absolute pointer-coarse:after:inset-x-[calc((100%-44px)/2)] pointer-coarse:after:inset-y-[calc((100%-44px)/2)]",
    "focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:ring-offset-1 focus-visible:ring-offset-background",
    "data-[state=checked]:bg-primary data-[state=unchecked]:bg-input dark:data-[state=unchecked]:bg-input/80",
    "aria-invalid:ring-[3px] aria-invalid:ring-destructive/30",
    "disabled:cursor-not-allowed disabled:opacity-50",
    // Read-only stays fully opaque (unlike disabled) but drops the brand colour, pointer and shadow: it shows a fact.
    "aria-readonly:cursor-default aria-readonly:shadow-none aria-readonly:data-[state=checked]:bg-muted-foreground aria-readonly:data-[state=unchecked]:border-input aria-readonly:data-[state=unchecked]:bg-muted",
  ],
  {
    variants: {
      size: {
        sm: "h-4 w-7",
        default: "h-5 w-9",
      },
    },
    defaultVariants: { size: "default" },
  },
);

const thumbClassName = cn(
  "pointer-events-none block size-4 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0",
  "group-data-[size=sm]/switch:size-3 group-data-[size=sm]/switch:data-[state=checked]:translate-x-3",
  "dark:data-[state=unchecked]:bg-foreground dark:data-[state=checked]:bg-primary-foreground group-aria-readonly/switch:shadow-none",
);

type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants> & {
    /** Shows the state without letting the user change it: still focusable and announced, unlike `disabled`. */
    readOnly?: boolean;
  };

function Switch({ className, size, readOnly = false, onClick, ...props }: SwitchProps) {
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
}

export { Switch, switchVariants };
export type { SwitchProps };
