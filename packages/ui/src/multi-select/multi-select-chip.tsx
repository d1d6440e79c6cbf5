import { XIcon } from "lucide-react";

type MultiSelectChipProps = {
  label: string;
  /** The remove button's accessible name; without it (a disabled field) the chip has no button. */
  removeLabel?: string;
  onRemove: () => void;
};

function MultiSelectChip({ label, removeLabel, onRemove }: MultiSelectChipProps) {
  return (
    <span
      data-slot="multi-select-chip"
      className="oc:inline-flex oc:h-7 oc:max-w-full oc:min-w-0 oc:items-center oc:gap-0.5 oc:rounded-sm oc:bg-secondary oc:pr-0.5 oc:pl-2 oc:text-xs oc:font-medium oc:text-secondary-foreground"
    >
      <span className="oc:truncate">{label}</span>
      {removeLabel === undefined ? null : (
        <button
          type="button"
          data-slot="multi-select-chip-remove"
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
          className="oc:inline-flex oc:size-6 oc:shrink-0 oc:items-center oc:justify-center oc:rounded-sm oc:text-muted-foreground oc:outline-none oc:hover:bg-accent oc:hover:text-accent-foreground oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
        >
          <XIcon className="oc:size-3.5" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}

export { MultiSelectChip };
