import * as React from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { CheckIcon, ChevronDownIcon, XIcon } from "lucide-react";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

type MultiSelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

type MultiSelectProps = Omit<React.ComponentProps<"button">, "value" | "defaultValue" | "onChange" | "children"> & {
  options: MultiSelectOption[];
  /** The selected values (controlled), in the order of `options`. */
  value?: string[];
  /** The initially selected values (uncontrolled). */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Whether the list is shown (controlled). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shown in the field while nothing is selected. */
  placeholder?: string;
  /** Shown in the list when there are no options. */
  emptyLabel?: string;
  /** Accessible name of the button that removes one selected item. */
  removeLabel?: (label: string) => string;
  /** Submits each selected value as a hidden input with this name. */
  name?: string;
  /** Class names for the field box; the other props go to the combobox button. */
  className?: string;
};

const defaultRemoveLabel = (label: string) => `Remove ${label}`;
const noValues: string[] = [];

/**
 * Picks several options from a list. The combobox keeps focus while its list is open and points at the active
 * option with `aria-activedescendant`, as in the WAI-ARIA select-only combobox pattern.
 */
function MultiSelect({
  options,
  value,
  defaultValue = noValues,
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placeholder = "Select…",
  emptyLabel = "No options",
  removeLabel = defaultRemoveLabel,
  name,
  disabled = false,
  id,
  className,
  onClick,
  onKeyDown,
  ...props
}: MultiSelectProps) {
  const baseId = React.useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const rootRef = React.useRef<HTMLDivElement>(null);

  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [activeIndex, setActiveIndex] = React.useState(-1);

  const selectedSet = new Set(selected);
  const selectedOptions = options.filter((option) => selectedSet.has(option.value));
  const enabledIndexes = options.flatMap((option, index) => (option.disabled ? [] : [index]));

  const toggle = (option: MultiSelectOption) => {
    if (option.disabled) return;
    const next = selectedSet.has(option.value)
      ? selected.filter((item) => item !== option.value)
      : options.filter((item) => item.value === option.value || selectedSet.has(item.value)).map((item) => item.value);
    setSelected(next);
  };

  const activate = (index: number) => {
    setActiveIndex(index);
    if (index >= 0) document.getElementById(optionId(index))?.scrollIntoView({ block: "nearest" });
  };

  const changeOpen = (next: boolean, focus: "first" | "last" = "first") => {
    if (next === open) return;
    if (next) {
      const firstSelected = options.findIndex((option) => !option.disabled && selectedSet.has(option.value));
      const edge = focus === "first" ? enabledIndexes[0] : enabledIndexes.at(-1);
      setActiveIndex(firstSelected >= 0 ? firstSelected : (edge ?? -1));
    }
    setOpen(next);
  };

  const move = (step: 1 | -1) => {
    if (enabledIndexes.length === 0) return;
    const position = enabledIndexes.indexOf(activeIndex);
    const next =
      position === -1
        ? step === 1
          ? 0
          : enabledIndexes.length - 1
        : Math.min(Math.max(position + step, 0), enabledIndexes.length - 1);
    activate(enabledIndexes[next]!);
  };

  const typeahead = (key: string) => {
    const start = enabledIndexes.indexOf(activeIndex);
    const ordered = [...enabledIndexes.slice(start + 1), ...enabledIndexes.slice(0, start + 1)];
    const match = ordered.find((index) => options[index]!.label.toLowerCase().startsWith(key.toLowerCase()));
    if (match !== undefined) activate(match);
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled) return;
    if (!open) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        changeOpen(true, event.key === "ArrowDown" ? "first" : "last");
      }
      return;
    }
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(1);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(-1);
        break;
      case "Home":
      case "PageUp":
        event.preventDefault();
        if (enabledIndexes.length > 0) activate(enabledIndexes[0]!);
        break;
      case "End":
      case "PageDown":
        event.preventDefault();
        if (enabledIndexes.length > 0) activate(enabledIndexes.at(-1)!);
        break;
      case "Enter":
      case " ": {
        // Stops the button's own click, which would close the list.
        event.preventDefault();
        const option = options[activeIndex];
        if (option) toggle(option);
        break;
      }
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typeahead(event.key);
    }
  };

  const remove = (option: MultiSelectOption) => {
    setSelected(selected.filter((item) => item !== option.value));
    // The chip and its button disappear: keep focus in the field.
    document.getElementById(triggerId)?.focus();
  };

  const activeOptionId = open && activeIndex >= 0 && options[activeIndex] ? optionId(activeIndex) : undefined;

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={(next) => changeOpen(next)}>
      <PopoverPrimitive.Anchor asChild>
        <div
          ref={rootRef}
          data-slot="multi-select"
          data-state={open ? "open" : "closed"}
          data-disabled={disabled ? "true" : undefined}
          // Marks the chips as part of an inactive control, so their dimmed text is not a contrast failure.
          aria-disabled={disabled || undefined}
          className={cn(
            "flex min-h-9 w-full min-w-0 flex-wrap items-center gap-1 rounded-md border border-input bg-background p-[3px] text-sm text-foreground shadow-xs transition-[color,box-shadow] dark:bg-input/30",
            "has-[[data-slot=multi-select-trigger]:focus-visible]:border-ring has-[[data-slot=multi-select-trigger]:focus-visible]:ring-[3px] has-[[data-slot=multi-select-trigger]:focus-visible]:ring-ring/40",
            "has-[[data-slot=multi-select-trigger][aria-invalid=true]]:border-destructive has-[[data-slot=multi-select-trigger][aria-invalid=true]]:ring-destructive/20",
            "data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-50",
            className,
          )}
        >
          {selectedOptions.map((option) => (
            <span
              key={option.value}
              data-slot="multi-select-chip"
              className="inline-flex h-7 max-w-full min-w-0 items-center gap-0.5 rounded-sm bg-secondary pr-0.5 pl-2 text-xs font-medium text-secondary-foreground"
            >
              <span className="truncate">{option.label}</span>
              {disabled ? null : (
                <button
                  type="button"
                  data-slot="multi-select-chip-remove"
                  aria-label={removeLabel(option.label)}
                  title={removeLabel(option.label)}
                  onClick={() => remove(option)}
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <XIcon className="size-3.5" aria-hidden="true" />
                </button>
              )}
            </span>
          ))}
          <button
            type="button"
            role="combobox"
            data-slot="multi-select-trigger"
            id={triggerId}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={activeOptionId}
            disabled={disabled}
            onClick={(event) => {
              onClick?.(event);
              if (!event.defaultPrevented) changeOpen(!open);
            }}
            onKeyDown={handleKeyDown}
            className={cn(
              "flex h-7 flex-1 cursor-default items-center justify-between gap-2 rounded-sm pr-1.5 pl-2.25 text-left outline-none disabled:cursor-not-allowed",
              // With chips the trigger only needs room for its chevron, so it ends the last row instead of wrapping.
              selectedOptions.length === 0 ? "min-w-24" : "min-w-8",
            )}
            {...props}
          >
            <span className={cn("truncate", selectedOptions.length === 0 && "text-muted-foreground")}>
              {selectedOptions.length === 0 ? placeholder : null}
            </span>
            <ChevronDownIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </button>
          {name ? selected.map((item) => <input key={item} type="hidden" name={name} value={item} />) : null}
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          // The popup is the listbox itself rather than Radix's default unnamed dialog around it.
          role={options.length > 0 ? "listbox" : undefined}
          id={listboxId}
          aria-multiselectable={options.length > 0 ? true : undefined}
          aria-labelledby={options.length > 0 ? triggerId : undefined}
          data-slot="multi-select-content"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => {
            // The field itself handles its clicks (toggle, remove); only clicks elsewhere close the list.
            if (rootRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 flex max-h-(--radix-popover-content-available-height) w-(--radix-popover-trigger-width) min-w-40 flex-col overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md outline-none"
        >
          {options.length === 0 ? (
            <p data-slot="multi-select-empty" className="px-2 py-5 text-center text-sm text-muted-foreground">
              {emptyLabel}
            </p>
          ) : (
            options.map((option, index) => {
              const isSelected = selectedSet.has(option.value);
              return (
                // Keyboard use goes through the combobox (aria-activedescendant), so options take no focus.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  data-slot="multi-select-option"
                  aria-selected={isSelected}
                  aria-disabled={option.disabled || undefined}
                  data-active={index === activeIndex ? "true" : undefined}
                  data-state={isSelected ? "checked" : "unchecked"}
                  onMouseDown={(event) => event.preventDefault()}
                  onPointerMove={() => {
                    if (!option.disabled && index !== activeIndex) setActiveIndex(index);
                  }}
                  onClick={() => toggle(option)}
                  className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[active=true]:bg-accent data-[active=true]:text-accent-foreground aria-disabled:pointer-events-none aria-disabled:opacity-50"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "grid size-4 shrink-0 place-content-center rounded-[4px] border shadow-xs",
                      isSelected ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background",
                    )}
                  >
                    {isSelected ? <CheckIcon className="size-3.5" strokeWidth={3} /> : null}
                  </span>
                  <span className="truncate">{option.label}</span>
                </div>
              );
            })
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export { MultiSelect };
export type { MultiSelectOption, MultiSelectProps };
