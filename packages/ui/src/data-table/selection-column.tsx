import type * as React from "react";
import type { ColumnDef, Row, Table } from "@tanstack/react-table";
import { forwardRef } from "../lib/forward-ref";
import { resolveLabel, type Label } from "./data-table-row";

/** The header checkbox's name, as text or made from how many rows are selected out of the selectable ones. */
type SelectAllLabel = string | ((count: { selected: number; selectable: number }) => string);

const SELECT_ID = "__select";

// Native checkboxes, not the design system's Checkbox: a page holds one per row, and 50 of Radix's (each a button
// with its own state, presence and indicator) cost a 50-row table a quarter of a second at first render on a slow
// phone. The native box is the platform's own control for screen readers and keyboards, in the brand colour.
// In the dark scheme it is drawn dark, as the page around it.
const BOX =
  "oc:size-4 oc:cursor-pointer oc:rounded-[4px] oc:accent-primary oc:dark:scheme-dark oc:outline-none oc:focus-visible:ring-[3px] oc:focus-visible:ring-ring/40";
// On a touch screen the whole 44×44 area around the box takes the tap (WCAG 2.5.5); the box is drawn the same.
const TARGET =
  "oc:inline-flex oc:items-center oc:justify-center oc:align-middle oc:pointer-coarse:-m-3.5 oc:pointer-coarse:p-3.5";

/** One checkbox of the column, the header's or a row's, in its tap target. */
const SelectionBox = forwardRef(function SelectionBox(
  props: Omit<React.ComponentProps<"input">, "type" | "className">,
) {
  return (
    <label className={TARGET}>
      <input type="checkbox" className={BOX} {...props} />
    </label>
  );
});

/** The header checkbox: checked when every selectable row shown is, mixed when some are. */
function SelectAll<TData>({
  table,
  label,
  columnLabel,
}: {
  table: Table<TData>;
  label: SelectAllLabel;
  columnLabel: string;
}) {
  const rows = table.getRowModel().rows.filter((row) => row.getCanSelect());
  const selected = rows.filter((row) => row.getIsSelected()).length;
  // Nothing to select (loading, empty, none selectable): the header still names its column.
  if (rows.length === 0) return <span className="oc:sr-only">{columnLabel}</span>;
  const mixed = selected > 0 && selected < rows.length;
  return (
    <SelectionBox
      data-slot="data-table-select-all"
      checked={selected === rows.length}
      // Mixed is a property, not an attribute: set on every render, so it follows the selection.
      ref={(input) => {
        if (input) input.indeterminate = mixed;
      }}
      // From mixed, a click selects the rest (as in a file manager): one more click clears them all.
      onChange={() => table.toggleAllRowsSelected(selected < rows.length)}
      aria-label={typeof label === "function" ? label({ selected, selectable: rows.length }) : label}
    />
  );
}

function SelectRow<TData>({ row, label }: { row: Row<TData>; label: Label<TData> }) {
  if (!row.getCanSelect()) return null;
  return (
    <SelectionBox
      data-slot="data-table-select"
      checked={row.getIsSelected()}
      onChange={(event) => row.toggleSelected(event.currentTarget.checked)}
      aria-label={resolveLabel(label, row)}
    />
  );
}

/** The checkbox column DataTable puts first when rows can be selected. */
function selectionColumn<TData>(
  label: Label<TData>,
  allLabel: SelectAllLabel,
  columnLabel: string,
): ColumnDef<TData, unknown> {
  return {
    id: SELECT_ID,
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => <SelectAll table={table} label={allLabel} columnLabel={columnLabel} />,
    cell: ({ row }) => <SelectRow row={row} label={label} />,
    // As narrow as its checkbox; pinned with the key column so the box stays beside the row's name on a phone.
    meta: { pin: "start", className: "oc:w-9 oc:pr-0 oc:leading-none", headerClassName: "oc:w-9 oc:pr-0" },
  };
}

export { selectionColumn };
export type { SelectAllLabel };
