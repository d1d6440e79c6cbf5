import type { ColumnDef, Row, Table } from "@tanstack/react-table";
import { Checkbox } from "../checkbox/checkbox";
import { resolveLabel, type Label } from "./data-table-row";

/** The header checkbox's name, as text or made from how many rows are selected out of the selectable ones. */
type SelectAllLabel = string | ((count: { selected: number; selectable: number }) => string);

const SELECT_ID = "__select";

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
  // Nothing to select (loading, empty, all locked): the header still names its column.
  if (rows.length === 0) return <span className="oc:sr-only">{columnLabel}</span>;
  const checked = selected === 0 ? false : selected === rows.length ? true : "indeterminate";
  return (
    <Checkbox
      data-slot="data-table-select-all"
      checked={checked}
      // From mixed, a click selects the rest (as in a file manager): one more click clears them all.
      onCheckedChange={() => table.toggleAllRowsSelected(selected < rows.length)}
      aria-label={typeof label === "function" ? label({ selected, selectable: rows.length }) : label}
    />
  );
}

function SelectRow<TData>({ row, label }: { row: Row<TData>; label: Label<TData> }) {
  if (!row.getCanSelect()) return null;
  return (
    <Checkbox
      data-slot="data-table-select"
      checked={row.getIsSelected()}
      onCheckedChange={(checked) => row.toggleSelected(checked === true)}
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
