import type * as React from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { CheckIcon, MinusIcon } from "lucide-react";
import { cn } from "../lib/cn";

type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>;

/** A checkbox with three states: pass `checked="indeterminate"` for a partly selected group. */
function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        // On a touch screen an invisible margin makes the target 44×44 (WCAG 2.5.5) without changing the drawn box.
        "pointer-coarse:after:absolute pointer-coarse:after:-inset-3.5",
        "peer relative grid size-4 shrink-0 place-content-center rounded-[4px] border border-input bg-background text-primary-foreground shadow-xs transition-[color,box-shadow,background-color] outline-none dark:bg-input/30",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
        "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group/indicator grid place-content-center text-current"
      >
        <CheckIcon
          className="size-3.5 group-data-[state=indeterminate]/indicator:hidden"
          strokeWidth={3}
          aria-hidden="true"
        />
        <MinusIcon
          className="hidden size-3.5 group-data-[state=indeterminate]/indicator:block"
          strokeWidth={3}
          aria-hidden="true"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };
export type { CheckboxProps };
