import type * as React from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { CheckIcon, MinusIcon } from "lucide-react";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>;

/** A checkbox with three states: pass `checked="indeterminate"` for a partly selected group. */
const Checkbox = forwardRef(function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        // On a touch screen an invisible margin makes the target 44×44 (WCAG 2.5.5) without changing the drawn box.
        "oc:pointer-coarse:after:absolute oc:pointer-coarse:after:-inset-3.5",
        "oc:peer oc:relative oc:grid oc:size-4 oc:shrink-0 oc:place-content-center oc:rounded-[4px] oc:border oc:border-input oc:bg-background oc:text-primary-foreground oc:shadow-xs oc:transition-[color,box-shadow,background-color] oc:outline-none oc:dark:bg-input/30",
        "oc:focus-visible:border-ring oc:focus-visible:ring-[3px] oc:focus-visible:ring-ring/40",
        "oc:data-[state=checked]:border-primary oc:data-[state=checked]:bg-primary oc:data-[state=indeterminate]:border-primary oc:data-[state=indeterminate]:bg-primary",
        "oc:aria-invalid:border-destructive oc:aria-invalid:ring-destructive/20 oc:dark:aria-invalid:ring-destructive/40",
        "oc:disabled:cursor-not-allowed oc:disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="oc:group/indicator oc:grid oc:place-content-center oc:text-current"
      >
        <CheckIcon
          className="oc:size-3.5 oc:group-data-[state=indeterminate]/indicator:hidden"
          strokeWidth={3}
          aria-hidden="true"
        />
        <MinusIcon
          className="oc:hidden oc:size-3.5 oc:group-data-[state=indeterminate]/indicator:block"
          strokeWidth={3}
          aria-hidden="true"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
});

export { Checkbox };
export type { CheckboxProps };
