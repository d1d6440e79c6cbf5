import { Columns3 } from "lucide-react";
import { Button } from "@org/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@org/ui/dropdown-menu";
import type { HideableColumn } from "./table-view";

type ColumnsMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's text ("Columns") and the menu's heading ("Columns to show"). */
  label: string;
  menuLabel: string;
  columns: HideableColumn[];
  hidden: readonly string[];
  onHiddenChange: (hidden: string[]) => void;
};

/** The Columns menu itself, loaded on first use: a checkbox per column that may be hidden. */
function ColumnsMenu({ open, onOpenChange, label, menuLabel, columns, hidden, onHiddenChange }: ColumnsMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          {label}
        </Button>
      </DropdownMenuTrigger>
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
