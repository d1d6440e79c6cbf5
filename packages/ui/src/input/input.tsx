import type * as React from "react";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

type InputProps = React.ComponentProps<"input">;

/**
 * Shared by Input, Textarea and other text-like controls so they look alike in one form. The text size is apart
 * (inputTextClassName), for a control that sets another: cn() only joins classes, so it could not override one here.
 */
const inputBaseClassName = cn(
  "oc:w-full oc:min-w-0 oc:rounded-md oc:border oc:border-input oc:bg-background oc:text-foreground oc:shadow-xs oc:transition-[color,box-shadow] oc:outline-none oc:dark:bg-input/30",
  "oc:placeholder:text-muted-foreground oc:selection:bg-primary oc:selection:text-primary-foreground",
  "oc:focus-visible:border-ring oc:focus-visible:ring-[3px] oc:focus-visible:ring-ring/40",
  "oc:aria-invalid:border-destructive oc:aria-invalid:ring-destructive/20 oc:aria-invalid:focus-visible:ring-destructive/30 oc:dark:aria-invalid:ring-destructive/40",
  "oc:disabled:cursor-not-allowed oc:disabled:opacity-50",
  "oc:[&[readonly]]:bg-muted oc:dark:[&[readonly]]:bg-muted",
);

// 16 px on phones, where a smaller field's focus zooms the page; 14 px from 768 px.
const inputTextClassName = "oc:text-base oc:md:text-sm";

/**
 * A one-line text field, styled like the library's other fields, that takes any `<input>` attribute (`type`,
 * `placeholder`, `readOnly`...). Wrap it in a Field for its label, help text and error. For several lines use
 * Textarea; for a hex colour, ColorField.
 */
const Input = forwardRef(function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        inputBaseClassName,
        inputTextClassName,
        "oc:h-9 oc:px-3 oc:py-1 oc:pointer-coarse:h-11",
        "oc:file:mr-3 oc:file:inline-flex oc:file:h-7 oc:file:border-0 oc:file:bg-transparent oc:file:text-sm oc:file:font-medium oc:file:text-foreground",
        className,
      )}
      {...props}
    />
  );
});

export { Input, inputBaseClassName, inputTextClassName };
export type { InputProps };
