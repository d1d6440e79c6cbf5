import * as React from "react";
import { Command as CommandPrimitive } from "cmdk";
import { CheckIcon, ChevronDownIcon, SearchIcon, XIcon } from "lucide-react";
import { cn } from "../lib/cn";
import { assignRef } from "../lib/assign-ref";
import { useControllableState } from "../lib/use-controllable-state";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "../popover/popover";

type MultiSelectOption = {
  /** What is selected and submitted. */
  value: string;
  /** What the user reads and searches. */
  label: string;
  /** Shown but cannot be selected or unselected. */
  disabled?: boolean;
};

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

/** A plain substring match on what the operator reads. */
function matchesSearch(option: MultiSelectOption, search: string) {
  return option.label.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
}

/**
 * The text of the combobox's label, without its aria-hidden parts (a required field's asterisk). The popup and its
 * list are named after the field with it: pointing aria-labelledby at a combobox would lend them its value instead.
 */
function labelTextOf(control: HTMLElement | null) {
  if (!control) return "";
  const labelledBy = control.getAttribute("aria-labelledby");
  const ariaLabel = control.getAttribute("aria-label");
  const labels = labelledBy
    ? labelledBy.split(/\s+/).flatMap((id) => control.ownerDocument.getElementById(id) ?? [])
    : ariaLabel
      ? []
      : Array.from((control as HTMLButtonElement).labels ?? []);
  if (labels.length === 0) return ariaLabel ?? "";
  return labels
    .map((label) => {
      const copy = label.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll("[aria-hidden=true]")) hidden.remove();
      return copy.textContent?.trim() ?? "";
    })
    .join(" ");
}

const popupLabelId = (baseId: string) => `${baseId}-label`;

type MultiSelectListProps = {
  options: MultiSelectOption[];
  selected: string[];
  /** The prefix of the ids in the popup, shared with the field. */
  baseId: string;
  triggerId: string;
  initialSearch: string;
  searchPlaceholder: string;
  emptyLabel: string;
  noResultsLabel: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  onToggle: (option: MultiSelectOption) => void;
  onRemoveLast: () => void;
};

/**
 * The popup's search box and options, on cmdk: it keeps the highlighted option, moves it with the arrow keys, Home
 * and End, and picks it with Enter. This mounts on each opening, so the search starts afresh.
 *
 * Two things cmdk 1.1.1 gets wrong are done here instead. Its own filter reorders the matches in the DOM behind
 * React's back (enabled ones after disabled ones), so the options are filtered in render (`shouldFilter={false}`). Its input's
 * `aria-activedescendant` is missing on opening and stale after a search (cmdk issue #413), so the options carry
 * ids of our own (through `asChild`, whose props win over cmdk's) and the search box points at the highlighted one.
 */
function MultiSelectList({
  options,
  selected,
  baseId,
  triggerId,
  initialSearch,
  searchPlaceholder,
  emptyLabel,
  noResultsLabel,
  inputRef,
  onToggle,
  onRemoveLast,
}: MultiSelectListProps) {
  const [search, setSearch] = React.useState(initialSearch);
  // Read once per opening: the popup renders after its field (Radix portals it on a second pass), so the trigger and
  // its label are in the document by then.
  const [fieldLabel] = React.useState(() => labelTextOf(document.getElementById(triggerId)));
  const [highlighted, setHighlighted] = React.useState("");
  const selectedSet = new Set(selected);
  const labelId = popupLabelId(baseId);
  const shown = options.flatMap((option, index) =>
    matchesSearch(option, search) ? [{ option, id: `${baseId}-option-${index}` }] : [],
  );
  const active = shown.find(({ option }) => option.value === highlighted && !option.disabled);

  return (
    <CommandPrimitive
      data-slot="multi-select-command"
      label={searchPlaceholder}
      shouldFilter={false}
      value={highlighted}
      onValueChange={setHighlighted}
      vimBindings={false}
      className="oc:flex oc:min-h-0 oc:flex-col oc:outline-none"
    >
      <span id={labelId} hidden>
        {fieldLabel || searchPlaceholder}
      </span>
      {options.length > 0 ? (
        <div
          data-slot="multi-select-search"
          className="oc:flex oc:h-9 oc:shrink-0 oc:items-center oc:gap-2 oc:border-b oc:px-3"
        >
          <SearchIcon className="oc:size-4 oc:shrink-0 oc:text-muted-foreground" aria-hidden="true" />
          <CommandPrimitive.Input asChild value={search} onValueChange={setSearch}>
            <input
              ref={inputRef}
              data-slot="multi-select-search-input"
              aria-activedescendant={active?.id}
              placeholder={searchPlaceholder}
              onKeyDown={(event) => {
                if (event.key === "Backspace" && search === "" && selected.length > 0) onRemoveLast();
              }}
              className="oc:h-full oc:w-full oc:min-w-0 oc:bg-transparent oc:text-sm oc:outline-none oc:placeholder:text-muted-foreground"
            />
          </CommandPrimitive.Input>
        </div>
      ) : null}
      <CommandPrimitive.List
        data-slot="multi-select-list"
        // Names the listbox after the field rather than cmdk's default "Suggestions".
        aria-labelledby={labelId}
        className="oc:max-h-72 oc:min-h-0 oc:scroll-py-1 oc:overflow-y-auto oc:overscroll-contain oc:outline-none oc:[&_[cmdk-list-sizer]:not(:empty)]:p-1"
      >
        {shown.map(({ option, id }) => {
          const isSelected = selectedSet.has(option.value);
          return (
            <CommandPrimitive.Item
              key={option.value}
              asChild
              value={option.value}
              disabled={option.disabled}
              onSelect={() => onToggle(option)}
              // Keeps focus, and so the caret and the typed search, in the search box.
              onMouseDown={(event) => event.preventDefault()}
            >
              <div
                id={id}
                // cmdk spends aria-selected on the highlighted option, so the picked state is aria-checked.
                aria-checked={isSelected}
                data-slot="multi-select-option"
                data-state={isSelected ? "checked" : "unchecked"}
                className="oc:flex oc:cursor-default oc:items-center oc:gap-2 oc:rounded-sm oc:px-2 oc:py-1.5 oc:text-sm oc:outline-none oc:select-none oc:data-[disabled=true]:pointer-events-none oc:data-[disabled=true]:opacity-50 oc:data-[selected=true]:bg-accent oc:data-[selected=true]:text-accent-foreground"
              >
                <span
                  aria-hidden="true"
                  data-slot="multi-select-option-indicator"
                  className={cn(
                    "oc:grid oc:size-4 oc:shrink-0 oc:place-content-center oc:rounded-[4px] oc:border oc:shadow-xs",
                    isSelected
                      ? "oc:border-primary oc:bg-primary oc:text-primary-foreground"
                      : "oc:border-input oc:bg-background",
                  )}
                >
                  {isSelected ? <CheckIcon className="oc:size-3.5" strokeWidth={3} /> : null}
                </span>
                <span className="oc:truncate">{option.label}</span>
              </div>
            </CommandPrimitive.Item>
          );
        })}
      </CommandPrimitive.List>
      <CommandPrimitive.Empty
        data-slot="multi-select-empty"
        className="oc:px-2 oc:py-5 oc:text-center oc:text-sm oc:text-muted-foreground"
      >
        {options.length === 0 ? emptyLabel : noResultsLabel}
      </CommandPrimitive.Empty>
    </CommandPrimitive>
  );
}

/**
 * Picks several options from a list. The field shows the picks as removable chips; its combobox button opens a
 * popup (cmdk on a Radix Popover) with a search box that filters the options, arrow keys to move and Enter to
 * toggle. Escape closes the popup and puts focus back on the combobox.
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
            <span
              key={option.value}
              data-slot="multi-select-chip"
              className="oc:inline-flex oc:h-7 oc:max-w-full oc:min-w-0 oc:items-center oc:gap-0.5 oc:rounded-sm oc:bg-secondary oc:pr-0.5 oc:pl-2 oc:text-xs oc:font-medium oc:text-secondary-foreground"
            >
              <span className="oc:truncate">{option.label}</span>
              {disabled ? null : (
                <button
                  type="button"
                  data-slot="multi-select-chip-remove"
                  aria-label={removeLabel(option.label)}
                  title={removeLabel(option.label)}
                  onClick={() => remove(option)}
                  className="oc:inline-flex oc:size-6 oc:shrink-0 oc:items-center oc:justify-center oc:rounded-sm oc:text-muted-foreground oc:outline-none oc:hover:bg-accent oc:hover:text-accent-foreground oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
                >
                  <XIcon className="oc:size-3.5" aria-hidden="true" />
                </button>
              )}
            </span>
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
        className="oc:flex oc:max-h-(--radix-popover-content-available-height) oc:w-(--radix-popover-trigger-width) oc:min-w-48 oc:flex-col oc:overflow-hidden oc:p-0"
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
}

export { MultiSelect };
export type { MultiSelectOption, MultiSelectProps };
