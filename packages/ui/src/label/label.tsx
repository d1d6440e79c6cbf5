import type * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root>;

/**
 * The text label of a form control, linked to it with `htmlFor`. Placed right after a Checkbox or Switch, it dims
 * when that control is disabled. Inside a Field, use FieldLabel, which links itself.
 */
const Label = forwardRef(function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "oc:flex oc:items-center oc:gap-2 oc:text-sm oc:leading-none oc:font-medium oc:text-foreground oc:select-none",
        "oc:peer-disabled:cursor-not-allowed oc:peer-disabled:opacity-50",
        "oc:group-data-[disabled=true]:pointer-events-none oc:group-data-[disabled=true]:opacity-50",
        className,
      )}
      {...props}
    />
  );
});

export { Label };
export type { LabelProps };
