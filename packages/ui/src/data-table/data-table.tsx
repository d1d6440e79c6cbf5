import { useId, useMemo, useRef } from "react";
import type * as React from "react";
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type ExpandedState,
  type HeaderContext,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from "@tanstack/react-table";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { DataTableHeader } from "./data-table-header";
import { DataTableRow, type Label } from "./data-table-row";
import { selectionColumn, type SelectAllLabel } from "./selection-column";
import { pinsFor, usePinOffsets, usePinsByKey } from "./pinned-columns";
import { DataTableEmptyRow, DataTableSkeletonRows } from "./placeholder-rows";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameters must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for this column's body cells (widths, truncation). */
    className?: string;
    /** Classes for this column's header cell. */
    headerClassName?: string;
    /**
     * "wrap" lets a long header break over lines, for a narrow column under a long heading; headers stay on one line
     * otherwise. (Not a header class: cn() only joins classes, so `oc:whitespace-normal` would meet the default.)
     */
    headerText?: "nowrap" | "wrap";
    /** "end" right-aligns the header and the cells, e.g. for numbers. */
    align?: "start" | "end";
    /**
     * Keeps the column in view while the others scroll sideways under it: "start" at the table's left edge (the key
     * column, e.g. a serial number), "end" at its right edge (row actions). This is how every table in the product
     * stays usable on a phone. Pinned columns must be contiguous at their edge: the first columns for "start", the
     * last ones for "end". The expand toggle column is pinned too when it sits at a pinned edge.
     */
    pin?: "start" | "end";
  }
}

type DataTableProps<TData> = {
  /**
   * The columns, as TanStack Table column definitions (e.g. from `createColumnHelper`). A column's `meta` sets its
   * alignment, pinning and classes.
   */
  // Columns mix value types (string, number...); TanStack's own docs type such lists with `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  /** The records to show, one per row. */
  data: TData[];
  /** A stable id per row (keeps expanded rows attached to their data across sorting and refetches). */
  getRowId?: (originalRow: TData, index: number) => string;

  /** Sorting (controlled). */
  sorting?: SortingState;
  /** The sorting to start with (uncontrolled), e.g. `[{ id: "name", desc: false }]`. */
  defaultSorting?: SortingState;
  /** Called with the new sorting when the user clicks a sortable column's header. */
  onSortingChange?: (sorting: SortingState) => void;
  /** The caller sorts `data` (e.g. on the server); the table only reports the requested order. */
  manualSorting?: boolean;
  /** Allow a third click to remove a column's sort. */
  enableSortingRemoval?: boolean;
  /** Shift+click adds a column to the sort. */
  enableMultiSort?: boolean;

  /** Renders the detail shown in a full-width row under an expanded row. */
  renderExpanded?: (row: Row<TData>) => React.ReactNode;
  /** Which rows can expand; every row when `renderExpanded` is set. */
  getRowCanExpand?: (row: Row<TData>) => boolean;
  /** Expanded rows (controlled): `{ [rowId]: true }`, or `true` for all. */
  expanded?: ExpandedState;
  /** The rows expanded at first (uncontrolled), in the same form as `expanded`. */
  defaultExpanded?: ExpandedState;
  /** Called with the new expanded rows when the user expands or collapses one. */
  onExpandedChange?: (expanded: ExpandedState) => void;
  /** Where the expand toggle column goes; "none" when a cell toggles the row itself (`row.toggleExpanded()`). */
  expander?: "start" | "end" | "none";
  /** Accessible name of a row's expand button: a string, or a function that makes one from the row (e.g. its name). */
  expandLabel?: Label<TData>;
  /** Accessible name of an expanded row's collapse button, as text or a function of the row. */
  collapseLabel?: Label<TData>;
  /** Accessible header of the expand toggle column. */
  expandColumnLabel?: string;

  /**
   * Selected rows (controlled), `{ [rowId]: true }`. Setting `onRowSelectionChange` adds a first column of
   * checkboxes, one per selectable row, and one in its header for all the selectable rows shown.
   */
  rowSelection?: RowSelectionState;
  /** Called with the new selection when the user checks or unchecks a row, or the header's checkbox. */
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Which rows can be selected (e.g. not the ones an action has already been applied to); every row by default. */
  getRowCanSelect?: (row: Row<TData>) => boolean;
  /** Accessible name of a row's checkbox, as text or a function of the row ("Select Order 1042"). */
  selectLabel?: Label<TData>;
  /**
   * Accessible name of the header's checkbox; a function receives how many rows are selected and selectable, so the
   * name can say it ("Select all 12 rows, 3 selected").
   */
  selectAllLabel?: SelectAllLabel;
  /** The checkbox column's name for screen readers when it holds no checkbox (loading, nothing selectable). */
  selectColumnLabel?: string;

  /**
   * Which columns show, by column id: `{ model: false }` hides that column. Columns left out show.
   */
  columnVisibility?: VisibilityState;
  /**
   * Row height: `compact` fits about twice the rows on a screen. It changes only the table's styles, so switching
   * re-renders no row.
   * @default comfortable
   */
  density?: "comfortable" | "compact";

  /** Replaces the rows with `skeletonRows` placeholders and sets `aria-busy`. */
  loading?: boolean;
  /** Number of placeholder rows shown while `loading`. */
  skeletonRows?: number;
  /** Announced while loading. */
  loadingLabel?: string;
  /** Shown in a full-width cell when `data` is empty and the table is not loading. */
  empty?: React.ReactNode;

  /** A visible caption; it also names the table. Use `aria-label` for a name without a caption. */
  caption?: React.ReactNode;
  /** Keeps the header visible while the table scrolls; give the table a height (e.g. `className="max-h-96"`). */
  stickyHeader?: boolean;
  /** Classes for the outer, scrolling container. */
  className?: string;
  /** Also prefixes the ids of the detail rows: `${id}-detail-${rowId}`. */
  id?: string;
  /** Names the table for screen readers when it has no `caption`. */
  "aria-label"?: string;
  /** The id of a visible heading that names the table, instead of `caption` or `aria-label`. */
  "aria-labelledby"?: string;
  /** The id of an element that describes the table, e.g. a note on what it lists. */
  "aria-describedby"?: string;
};

/**
 * A table of records: sorting by column, rows that expand to show details, loading and empty states, and columns
 * pinned to an edge so that it stays usable on a phone. Describe the columns with TanStack Table column definitions
 * (`createColumnHelper`). The caller pages the data (with Pagination under the table) and filters it. For a few
 * label and value pairs about one thing, a Card with a list reads better than a table.
 */
function DataTable<TData>({
  columns,
  data,
  getRowId,
  sorting: sortingProp,
  defaultSorting = [],
  onSortingChange,
  manualSorting = false,
  enableSortingRemoval = false,
  enableMultiSort = false,
  renderExpanded,
  getRowCanExpand,
  expanded: expandedProp,
  defaultExpanded = {},
  onExpandedChange,
  expander = "start",
  expandLabel = "Expand row",
  collapseLabel = "Collapse row",
  expandColumnLabel = "Row details",
  rowSelection,
  onRowSelectionChange,
  getRowCanSelect,
  selectLabel = "Select row",
  selectAllLabel = "Select all rows",
  selectColumnLabel = "Select",
  columnVisibility,
  density = "comfortable",
  loading = false,
  skeletonRows = 5,
  loadingLabel = "Loading",
  empty = "No results.",
  caption,
  stickyHeader = false,
  className,
  id,
  ...labelling
}: DataTableProps<TData>) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const tableRef = useRef<HTMLTableElement>(null);
  const [sorting, setSorting] = useControllableState({
    value: sortingProp,
    defaultValue: defaultSorting,
    onChange: onSortingChange,
  });
  const [expanded, setExpanded] = useControllableState({
    value: expandedProp,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });

  const expandable = renderExpanded !== undefined;
  const expanderPosition = expandable ? expander : "none";
  const selectable = onRowSelectionChange !== undefined;
  // The checkbox column goes first, pinned with the key column, so a row's checkbox stays in view on a phone.
  const allColumns = useMemo(
    () => (selectable ? [selectionColumn<TData>(selectLabel, selectAllLabel, selectColumnLabel), ...columns] : columns),
    [selectable, selectLabel, selectAllLabel, selectColumnLabel, columns],
  );
  const selection = useMemo(() => rowSelection ?? {}, [rowSelection]);

  // TanStack's table instance is mutable by design; the React Compiler must not memoise around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    state: { sorting, expanded, rowSelection: selection, columnVisibility: columnVisibility ?? {} },
    onSortingChange: (updater) => setSorting(typeof updater === "function" ? updater(sorting) : updater),
    onExpandedChange: (updater) => setExpanded(typeof updater === "function" ? updater(expanded) : updater),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowCanExpand: getRowCanExpand ?? (() => expandable),
    enableRowSelection: selectable ? (getRowCanSelect ?? true) : false,
    onRowSelectionChange: (updater) =>
      onRowSelectionChange?.(typeof updater === "function" ? updater(selection) : updater),
    manualSorting,
    manualExpanding: true,
    // Paging is the caller's (Pagination + server); TanStack's reset would cost an extra render per sort.
    autoResetPageIndex: false,
    enableSortingRemoval,
    enableMultiSort,
    // Ascending first unless a column asks otherwise (TanStack would otherwise start numbers descending).
    sortDescFirst: false,
  });

  const headerGroups = table.getHeaderGroups();
  const leafColumns = table.getVisibleLeafColumns();
  const columnCount = leafColumns.length + (expanderPosition === "none" ? 0 : 1);
  const pinOf = (columnId: string) => table.getColumn(columnId)?.columnDef.meta?.pin;
  const pins = pinsFor(
    leafColumns.map((column) => column.id),
    pinOf,
    expanderPosition,
  );
  // A string, so the memoised rows and the measuring effect see a change only when the pinned columns change.
  const pinKey = [...pins].map(([columnId, pin]) => `${columnId}:${pin.side}${pin.index}`).join(",");
  const stablePins = usePinsByKey(pins, pinKey);
  usePinOffsets(tableRef, pinKey);
  const rows = table.getRowModel().rows;
  const isEmpty = !loading && rows.length === 0;

  return (
    <div
      data-slot="data-table"
      data-state={loading ? "loading" : isEmpty ? "empty" : undefined}
      data-density={density}
      className={cn(
        // A size container: an expanded row's details take the width of the visible part (100cqw).
        "oc:@container oc:relative oc:w-full oc:overflow-auto oc:rounded-lg oc:border oc:bg-card oc:text-card-foreground",
        className,
      )}
    >
      <span role="status" className="oc:sr-only">
        {loading ? loadingLabel : null}
      </span>
      <table
        ref={tableRef}
        id={id}
        data-pins={generatedId}
        aria-busy={loading || undefined}
        // The last row is marked rather than matched with :last-child: the browser checks a :last-child rule's cells
        // again whenever any element anywhere gains or loses its last child, and every dialog, menu or tooltip added
        // to the page does that to <body>. With a 50-row table on the page, opening one dialog had the browser restyle
        // 500 cells, twice.
        className="oc:w-full oc:caption-bottom oc:border-separate oc:border-spacing-0 oc:text-sm oc:[&>tbody>tr[data-last]>td]:border-b-0"
        {...labelling}
      >
        {caption ? (
          <caption
            data-slot="data-table-caption"
            className="oc:border-t oc:px-3 oc:py-2.5 oc:text-left oc:text-muted-foreground"
          >
            {caption}
          </caption>
        ) : null}
        <DataTableHeader
          headerGroups={headerGroups}
          pins={pins}
          expander={expanderPosition}
          expandColumnLabel={expandColumnLabel}
          stickyHeader={stickyHeader}
        />
        <tbody data-slot="data-table-body">
          {loading ? <DataTableSkeletonRows rows={skeletonRows} columnCount={columnCount} /> : null}
          {isEmpty ? <DataTableEmptyRow columnCount={columnCount}>{empty}</DataTableEmptyRow> : null}
          {loading
            ? null
            : rows.map((row, index) => (
                <DataTableRow
                  key={row.id}
                  row={row}
                  cells={row.getVisibleCells()}
                  isExpanded={row.getIsExpanded()}
                  isSelected={selectable && row.getIsSelected()}
                  canExpand={row.getCanExpand()}
                  isLast={index === rows.length - 1}
                  expander={expanderPosition}
                  detailId={`${baseId}-detail-${row.id.replace(/\s+/g, "-")}`}
                  columnCount={columnCount}
                  renderExpanded={renderExpanded}
                  expandLabel={expandLabel}
                  collapseLabel={collapseLabel}
                  pins={stablePins}
                />
              ))}
        </tbody>
      </table>
    </div>
  );
}

export { DataTable, createColumnHelper };
export type {
  CellContext,
  ColumnDef,
  DataTableProps,
  ExpandedState,
  HeaderContext,
  Row,
  RowSelectionState,
  SelectAllLabel,
  SortingState,
  VisibilityState,
};
