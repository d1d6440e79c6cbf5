import type * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cva } from "class-variance-authority";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root>;

// Gap and line height by where the label sits, for FieldLabel to pick (cn() only joins, so a class cannot override
// them): a Field's label holds its required mark closer, and beside a switch or checkbox lines up with its 20 px row.
const labelVariants = cva(
  "oc:flex oc:items-center oc:text-sm oc:font-medium oc:text-foreground oc:select-none oc:peer-disabled:cursor-not-allowed oc:peer-disabled:opacity-50 oc:group-data-[disabled=true]:pointer-events-none oc:group-data-[disabled=true]:opacity-50",
  {
    variants: {
      spacing: {
        default: "oc:gap-2 oc:leading-none",
        field: "oc:gap-1 oc:leading-none",
        "field-row": "oc:gap-1 oc:leading-5",
      },
    },
    defaultVariants: { spacing: "default" },
  },
);

/**
 * The text label of a form control, linked to it with `htmlFor`. Placed right after a Checkbox or Switch, it dims
 * when that control is disabled. Inside a Field, use FieldLabel, which links itself.
 */
const Label = forwardRef(function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(labelVariants(), className)}
      {...props}
    />
  );
});

export { Label, labelVariants };
export type { LabelProps };
