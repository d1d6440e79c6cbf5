import type * as React from "react";
import { cn } from "../lib/cn";

type InputProps = React.ComponentProps<"input">;

/** Shared by Input, Textarea and other text-like controls so they look alike in one form. */
const inputBaseClassName = cn(
  "w-full min-w-0 rounded-md border border-input bg-background text-base text-foreground shadow-xs transition-[color,box-shadow] outline-none md:text-sm dark:bg-input/30",
  "placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20 aria-invalid:focus-visible:ring-destructive/30 dark:aria-invalid:ring-destructive/40",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "[&[readonly]]:bg-muted dark:[&[readonly]]:bg-muted",
);

function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        inputBaseClassName,
        "h-9 px-3 py-1 pointer-coarse:h-11",
        "file:mr-3 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

export { Input, inputBaseClassName };
export type { InputProps };
