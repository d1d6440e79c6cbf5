import * as React from "react";
import { Command as CommandPrimitive } from "cmdk";
import { CheckIcon, SearchIcon } from "lucide-react";
import { cn } from "../lib/cn";

type MultiSelectOption = {
  /** What is selected and submitted. */
  value: string;
  /** What the user reads and searches. */
  label: string;
  /** Shown but cannot be selected or unselected. */
  disabled?: boolean;
};

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
  const hasOptions = options.length > 0;
  React.useEffect(() => {
    // Options that arrive while the popup is open bring the search box. Radix focused the popup itself for want of
    // one: the search box takes that focus, so that what is typed next searches, as when the options were there first.
    const input = inputRef.current;
    if (!hasOptions || !input) return;
    if (document.activeElement === input.closest('[data-slot="multi-select-content"]')) input.focus();
  }, [hasOptions, inputRef]);

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

export { MultiSelectList, popupLabelId };
export type { MultiSelectOption };
