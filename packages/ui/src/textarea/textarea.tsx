import type * as React from "react";
import { cn } from "../lib/cn";
import { inputBaseClassName, inputTextClassName } from "../input/input";
import { forwardRef } from "../lib/forward-ref";

type TextareaProps = React.ComponentProps<"textarea"> & {
  /**
   * `sm` keeps the text at 14 px on phones too, for read-only details where a focus zoom does not matter.
   * @default default
   */
  textSize?: "default" | "sm";
};

/**
 * A text field for several lines, such as a note or a description, styled like Input. It grows with its text in
 * browsers that support `field-sizing`. Wrap it in a Field for its label, help text and error.
 */
const Textarea = forwardRef(function Textarea({ className, textSize = "default", ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        inputBaseClassName,
        textSize === "sm" ? "oc:text-sm" : inputTextClassName,
        "oc:field-sizing-content oc:min-h-16 oc:px-3 oc:py-2",
        className,
      )}
      {...props}
    />
  );
});

export { Textarea };
export type { TextareaProps };
