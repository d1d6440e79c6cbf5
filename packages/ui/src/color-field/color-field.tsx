import type * as React from "react";
import { PaletteIcon } from "lucide-react";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { inputBaseClassName, inputTextClassName } from "../input/input";
import { isHexColor, toLongHex } from "./hex";
import { forwardRef } from "../lib/forward-ref";

type ColorFieldProps = Omit<React.ComponentProps<"input">, "type" | "value" | "defaultValue" | "size"> & {
  /** The text in the field, e.g. `#1f6feb` (controlled). */
  value?: string;
  /** The initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every edit and pick, valid or not. Check it with `isHexColor` before saving. */
  onValueChange?: (value: string) => void;
  /** Adds a button that opens the browser's colour picker and writes its choice into the field. */
  picker?: boolean;
  /** Accessible name of the colour picker button. */
  pickerLabel?: string;
  /** Class names for the wrapper; the other props go to the text input. */
  className?: string;
};

/**
 * A text field for a hex colour (`#RRGGBB` or `#RGB`) with a swatch of the colour. Text that is not a hex colour marks
 * the field invalid; an empty field is not, so that "required" stays the form's decision.
 */
const ColorField = forwardRef(function ColorField({
  value,
  defaultValue = "",
  onValueChange,
  onChange,
  picker = true,
  pickerLabel = "Pick a colour",
  placeholder = "#RRGGBB",
  disabled,
  readOnly,
  className,
  "aria-invalid": ariaInvalid,
  ...props
}: ColorFieldProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const color = toLongHex(text);
  const invalid = ariaInvalid === true || ariaInvalid === "true" || (text !== "" && color === null);

  return (
    <div
      data-slot="color-field"
      data-state={color ? "valid" : text === "" ? "empty" : "invalid"}
      className={cn("oc:relative oc:flex oc:w-full oc:min-w-0 oc:items-center", className)}
    >
      <span
        aria-hidden="true"
        data-slot="color-field-swatch"
        className={cn(
          "oc:pointer-events-none oc:absolute oc:left-2 oc:size-5 oc:rounded-sm",
          color ? "oc:border oc:border-foreground/15 oc:shadow-xs" : "oc:border oc:border-dashed oc:border-input",
        )}
        style={color ? { backgroundColor: color } : undefined}
      />
      <input
        type="text"
        data-slot="color-field-input"
        value={text}
        onChange={(event) => {
          onChange?.(event);
          setText(event.target.value);
        }}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className={cn(inputBaseClassName, inputTextClassName, "oc:h-9 oc:py-1 oc:pl-9 oc:tabular-nums", picker ? "oc:pr-10" : "oc:pr-3")}
        {...props}
      />
      {picker ? (
        <span className="oc:absolute oc:right-1 oc:flex oc:size-7 oc:items-center oc:justify-center">
          <input
            type="color"
            data-slot="color-field-picker"
            aria-label={pickerLabel}
            title={pickerLabel}
            value={color ?? "#000000"}
            onChange={(event) => setText(event.target.value)}
            disabled={disabled || readOnly}
            className="oc:peer oc:absolute oc:inset-0 oc:size-full oc:cursor-pointer oc:appearance-none oc:opacity-0 oc:disabled:cursor-not-allowed"
          />
          <span
            aria-hidden="true"
            className={cn(
              "oc:pointer-events-none oc:flex oc:size-7 oc:items-center oc:justify-center oc:rounded-sm oc:text-muted-foreground oc:transition-colors",
              "oc:peer-hover:bg-accent oc:peer-hover:text-accent-foreground oc:peer-focus-visible:ring-[3px] oc:peer-focus-visible:ring-ring/40 oc:peer-disabled:opacity-50 oc:peer-disabled:peer-hover:bg-transparent",
            )}
          >
            <PaletteIcon className="oc:size-4" />
          </span>
        </span>
      ) : null}
    </div>
  );
});

export { ColorField, isHexColor, toLongHex };
export type { ColorFieldProps };
