import * as React from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn } from "../lib/cn";
import { assignRef } from "../lib/assign-ref";
import { useControllableState } from "../lib/use-controllable-state";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "../popover/popover";
import { MultiSelectChip } from "./multi-select-chip";
import { MultiSelectList, popupLabelId, type MultiSelectOption } from "./multi-select-list";
import { forwardRef } from "../lib/forward-ref";

type MultiSelectProps = Omit<React.ComponentProps<"button">, "value" | "defaultValue" | "onChange" | "children"> & {
  /** The choices, in the order they are listed. */
  options: MultiSelectOption[];
  /** The selected values (controlled), in the order of `options`. */
  value?: string[];
  /** The initially selected values (uncontrolled). */
  defaultValue?: string[];
  /** Called with the new selected values, in the order of `options`, after each pick or removal. */
  onValueChange?: (value: string[]) => void;
  /** Whether the list is shown (controlled). */
  open?: boolean;
  /** Whether the list is shown at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Shown in the field while nothing is selected. */
  placeholder?: string;
  /** Placeholder and accessible name of the search box above the options. */
  searchPlaceholder?: string;
  /** Shown in the list when there are no options. */
  emptyLabel?: string;
  /** Shown in the list when no option matches the search. */
  noResultsLabel?: string;
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
 * Picks several options from a list. The field shows the picks as removable chips; its combobox button opens a
 * popup (cmdk on a Radix Popover) with a search box that filters the options, arrow keys to move and Enter to
 * toggle. Escape closes the popup and puts focus back on the combobox.
 */
const MultiSelect = forwardRef(function MultiSelect({
  options,
  value,
  defaultValue = noValues,
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placeholder = "Select…",
  searchPlaceholder = "Search…",
  emptyLabel = "No options",
  noResultsLabel = "No results",
  removeLabel = defaultRemoveLabel,
  name,
  disabled = false,
  id,
  className,
  onKeyDown,
  ref,
  ...props
}: MultiSelectProps) {
  const baseId = React.useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const contentId = `${baseId}-content`;
  const labelId = popupLabelId(baseId);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  // The caller's ref gets the combobox too; spread with the other props it would replace the one the popup needs.
  const setTriggerRef = React.useCallback(
    (element: HTMLButtonElement | null) => {
      triggerRef.current = element;
      return assignRef(ref, element);
    },
    [ref],
  );
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [initialSearch, setInitialSearch] = React.useState("");

  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });

  const selectedSet = new Set(selected);
  const selectedOptions = options.filter((option) => selectedSet.has(option.value));

  const changeOpen = (next: boolean, search = "") => {
    if (next && disabled) return;
    if (next) setInitialSearch(search);
    setOpen(next);
  };

  const toggle = (option: MultiSelectOption) => {
    if (option.disabled) return;
    const next = selectedSet.has(option.value)
      ? selected.filter((item) => item !== option.value)
      : options.filter((item) => item.value === option.value || selectedSet.has(item.value)).map((item) => item.value);
    setSelected(next);
  };

  const remove = (option: MultiSelectOption) => {
    setSelected(selected.filter((item) => item !== option.value));
    // The chip and its button disappear: keep focus in the field.
    triggerRef.current?.focus();
  };

  const removeLast = () => {
    const last = selectedOptions.at(-1);
    if (last) setSelected(selected.filter((item) => item !== last.value));
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      changeOpen(true);
    } else if (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing on the closed field starts a search, as typeahead does on a native select.
      event.preventDefault();
      changeOpen(true, event.key);
    }
  };

  return (
    <Popover open={open} onOpenChange={(next) => changeOpen(next)} modal>
      <PopoverAnchor asChild>
        <div
          data-slot="multi-select"
          data-state={open ? "open" : "closed"}
          data-disabled={disabled ? "true" : undefined}
          // Marks the chips as part of an inactive control, so their dimmed text is not a contrast failure.
          aria-disabled={disabled || undefined}
          className={cn(
            "oc:flex oc:min-h-9 oc:w-full oc:min-w-0 oc:flex-wrap oc:items-center oc:gap-1 oc:rounded-md oc:border oc:border-input oc:bg-background oc:p-[3px] oc:text-sm oc:text-foreground oc:shadow-xs oc:transition-[color,box-shadow] oc:dark:bg-input/30",
            "oc:has-[[data-slot=multi-select-trigger]:focus-visible]:border-ring oc:has-[[data-slot=multi-select-trigger]:focus-visible]:ring-[3px] oc:has-[[data-slot=multi-select-trigger]:focus-visible]:ring-ring/40",
            "oc:data-[state=open]:border-ring oc:data-[state=open]:ring-[3px] oc:data-[state=open]:ring-ring/40",
            "oc:has-[[data-slot=multi-select-trigger][aria-invalid=true]]:border-destructive oc:has-[[data-slot=multi-select-trigger][aria-invalid=true]]:ring-destructive/20",
            "oc:data-[disabled=true]:cursor-not-allowed oc:data-[disabled=true]:opacity-50",
            className,
          )}
        >
          {selectedOptions.map((option) => (
            <MultiSelectChip
              key={option.value}
              label={option.label}
              removeLabel={disabled ? undefined : removeLabel(option.label)}
              onRemove={() => remove(option)}
            />
          ))}
          <PopoverTrigger asChild>
            <button
              ref={setTriggerRef}
              type="button"
              role="combobox"
              data-slot="multi-select-trigger"
              id={triggerId}
              aria-expanded={open}
              aria-controls={open ? contentId : undefined}
              disabled={disabled}
              onKeyDown={handleKeyDown}
              className={cn(
                "oc:flex oc:h-7 oc:flex-1 oc:cursor-default oc:items-center oc:justify-between oc:gap-2 oc:rounded-sm oc:pr-1.5 oc:pl-2.25 oc:text-left oc:outline-none oc:disabled:cursor-not-allowed",
                // With chips the trigger only needs room for its chevron, so it ends the last row instead of wrapping.
                selectedOptions.length === 0 ? "oc:min-w-24" : "oc:min-w-8",
              )}
              {...props}
            >
              {selectedOptions.length === 0 ? (
                <span className="oc:truncate oc:text-muted-foreground">{placeholder}</span>
              ) : (
                // The combobox's value for screen readers: the chips sit outside it.
                <span className="oc:sr-only">{selectedOptions.map((option) => option.label).join(", ")}</span>
              )}
              <ChevronDownIcon
                className="oc:ml-auto oc:size-4 oc:shrink-0 oc:text-muted-foreground"
                aria-hidden="true"
              />
            </button>
          </PopoverTrigger>
          {name ? selected.map((item) => <input key={item} type="hidden" name={name} value={item} />) : null}
        </div>
      </PopoverAnchor>
      <PopoverContent
        id={contentId}
        data-slot="multi-select-content"
        aria-labelledby={labelId}
        align="start"
        onOpenAutoFocus={(event) => {
          // Without options there is no search box, and Radix focuses the popup itself.
          if (!inputRef.current) return;
          // Radix would select the search text, and the next key typed would replace a search begun on the field.
          event.preventDefault();
          inputRef.current.focus();
        }}
        width="trigger"
        padding="none"
        className="oc:flex oc:max-h-(--radix-popover-content-available-height) oc:min-w-48 oc:flex-col oc:overflow-hidden"
      >
        <MultiSelectList
          options={options}
          selected={selected}
          baseId={baseId}
          triggerId={triggerId}
          initialSearch={initialSearch}
          searchPlaceholder={searchPlaceholder}
          emptyLabel={emptyLabel}
          noResultsLabel={noResultsLabel}
          inputRef={inputRef}
          onToggle={toggle}
          onRemoveLast={removeLast}
        />
      </PopoverContent>
    </Popover>
  );
});

export { MultiSelect };
export type { MultiSelectOption, MultiSelectProps };
