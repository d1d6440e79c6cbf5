import type * as React from "react";
import { cn } from "../lib/cn";
import { inputBaseClassName } from "../input/input";
import { forwardRef } from "../lib/forward-ref";

type TextareaProps = React.ComponentProps<"textarea">;

/**
 * A text field for several lines, such as a note or a description, styled like Input. It grows with its text in
 * browsers that support `field-sizing`. Wrap it in a Field for its label, help text and error.
 */
const Textarea = forwardRef(function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputBaseClassName, "oc:field-sizing-content oc:min-h-16 oc:px-3 oc:py-2", className)}
      {...props}
    />
  );
});

export { Textarea };
export type { TextareaProps };
