import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@org/ui/dropdown-menu";
import type { LazyMenuState } from "../dialogs/lazy-menu";

/** A column the operator may hide: one the menu lists by its label. */
type HideableColumn = { id: string; label: string };

type ColumnsMenuProps = LazyMenuState & {
  /** The menu's heading ("Columns to show"). */
  menuLabel: string;
  columns: HideableColumn[];
  hidden: readonly string[];
  onHiddenChange: (hidden: string[]) => void;
};

/** The Columns menu itself, loaded on first use: a checkbox per column that may be hidden. */
function ColumnsMenu({ open, onOpenChange, trigger, menuLabel, columns, hidden, onHiddenChange }: ColumnsMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      {/* Named by its button ("Columns"); the label inside says what the checkboxes choose. */}
      <DropdownMenuContent align="end" minWidth="lg">
        <DropdownMenuLabel>{menuLabel}</DropdownMenuLabel>
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={!hidden.includes(column.id)}
            // Several columns are usually changed at once: the menu stays open until Escape or a click outside.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(shown) =>
              onHiddenChange(shown ? hidden.filter((id) => id !== column.id) : [...hidden, column.id])
            }
          >
            {column.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { ColumnsMenu };
export type { HideableColumn };
