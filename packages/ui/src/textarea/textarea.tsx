import type * as React from "react";
import { cn } from "../lib/cn";
import { inputBaseClassName } from "../input/input";

type TextareaProps = React.ComponentProps<"textarea">;

function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputBaseClassName, "oc:field-sizing-content oc:min-h-16 oc:px-3 oc:py-2", className)}
      {...props}
    />
  );
}

export { Textarea };
export type { TextareaProps };
