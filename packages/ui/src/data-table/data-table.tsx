import { memo, useId, useLayoutEffect, useRef, useState } from "react";
import type * as React from "react";
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Cell,
  type CellContext,
  type ColumnDef,
  type ExpandedState,
  type HeaderContext,
  type Row,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ChevronRight, ChevronsUpDown } from "lucide-react";
import { IconButton } from "../button/button";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameters must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for this column's body cells (widths, truncation). */
    className?: string;
    /** Classes for this column's header cell. */
    headerClassName?: string;
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

// A pinned cell must be opaque for the columns to pass under it: the card's colour, with the row's hover and
// expanded tint (muted at 50%) laid over it as an image, as the other cells get it through the row.
const PINNED_CELL =
  "oc:sticky oc:z-[1] oc:bg-card oc:from-muted/50 oc:to-muted/50 oc:group-hover/row:bg-linear-to-r oc:group-data-[state=expanded]/row:bg-linear-to-r";
const PINNED_HEAD = "oc:sticky oc:z-[2] oc:bg-card oc:bg-linear-to-r oc:from-muted/50 oc:to-muted/50";
// With a sticky header the head cells are opaque already; the pinned one then sits above both scroll directions.
const PINNED_STICKY_HEAD = "oc:sticky oc:z-20";
// The inner edge of a pinned group: a line the scrolling columns disappear under.
const PIN_EDGE = {
  start: "oc:shadow-[inset_-1px_0_0_var(--oc-border)]",
  end: "oc:shadow-[inset_1px_0_0_var(--oc-border)]",
} as const;

/** Where a pinned column sits: its edge, its place counted from that edge, and whether it borders the scrolling part. */
type Pin = { side: "start" | "end"; index: number; edge: boolean };

/**
 * The offset of a pinned cell from its edge: the width of the pinned columns before it, measured from the header
 * (see `usePinOffsets`) into custom properties on the table.
 */
function pinStyle(pin: Pin | undefined): React.CSSProperties | undefined {
  if (!pin) return undefined;
  const offset = `var(--oc-data-table-pin-${pin.side}-${pin.index}, 0px)`;
  return pin.side === "start" ? { left: offset } : { right: offset };
}

function pinClassName(pin: Pin | undefined, base: string) {
  return pin ? cn(base, pin.edge && PIN_EDGE[pin.side]) : undefined;
}

/** Numbers the pinned columns from their edge; the expand toggle column joins a pinned edge it sits on. */
function pinsFor(
  columnIds: string[],
  pinOf: (id: string) => "start" | "end" | undefined,
  expander: "start" | "end" | "none",
) {
  const pins = new Map<string, Pin>();
  const ids = [
    ...(expander === "start" ? [EXPANDER_ID] : []),
    ...columnIds,
    ...(expander === "end" ? [EXPANDER_ID] : []),
  ];
  const side = (id: string) => (id === EXPANDER_ID ? undefined : pinOf(id));
  const anyStart = columnIds.some((id) => pinOf(id) === "start");
  const anyEnd = columnIds.some((id) => pinOf(id) === "end");
  const pinned = (id: string, at: "start" | "end") =>
    side(id) === at || (id === EXPANDER_ID && expander === at && (at === "start" ? anyStart : anyEnd));
  const starts = ids.filter((id) => pinned(id, "start"));
  const ends = ids.filter((id) => pinned(id, "end")).reverse();
  starts.forEach((id, index) => pins.set(id, { side: "start", index, edge: index === starts.length - 1 }));
  ends.forEach((id, index) => pins.set(id, { side: "end", index, edge: index === ends.length - 1 }));
  return pins;
}

const EXPANDER_ID = "__expander";
// Fixed, so the columns pinned after it know their offset; wider on touch screens, where its button is 44 px.
const EXPANDER_CELL = "oc:w-10 oc:pointer-coarse:w-14";

/** The same Map for as long as `key` is the same, so memoised rows are not re-rendered by a new but equal one. */
function usePinsByKey(pins: Map<string, Pin>, key: string) {
  const [kept, setKept] = useState({ key, pins });
  if (kept.key !== key) setKept({ key, pins });
  return kept.key === key ? kept.pins : pins;
}

/**
 * Measures the pinned header cells and writes each pinned column's offset from its edge into a custom property on
 * the table, so cells take it without a React render. Kept current as the columns resize (fonts, data, viewport).
 */
function usePinOffsets(tableRef: React.RefObject<HTMLTableElement | null>, pinKey: string) {
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || pinKey === "") return;
    const heads = [...table.querySelectorAll<HTMLElement>(":scope > thead > tr:first-child > th[data-pin]")];
    const measure = () => {
      for (const side of ["start", "end"] as const) {
        const pinned = heads
          .filter((head) => head.dataset.pin === side)
          .sort((a, b) => Number(a.dataset.pinIndex) - Number(b.dataset.pinIndex));
        let offset = 0;
        for (const head of pinned) {
          table.style.setProperty(`--oc-data-table-pin-${side}-${head.dataset.pinIndex}`, `${offset}px`);
          // Whole pixels: a fractional offset lands on a different subpixel from run to run (and screenshot to
          // screenshot). Rounding down overlaps the neighbour by under a pixel, and the later cell paints on top.
          offset += Math.floor(head.getBoundingClientRect().width);
        }
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const head of heads) observer.observe(head);
    return () => observer.disconnect();
  }, [tableRef, pinKey]);
}

type Label<TData> = string | ((row: Row<TData>) => string);

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

const skeletonWidths = ["oc:w-3/4", "oc:w-1/2", "oc:w-2/3", "oc:w-5/6", "oc:w-2/5"];

function resolveLabel<TData>(label: Label<TData>, row: Row<TData>) {
  return typeof label === "function" ? label(row) : label;
}

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  if (direction === "asc") return <ArrowUp aria-hidden="true" className="oc:size-3.5" />;
  if (direction === "desc") return <ArrowDown aria-hidden="true" className="oc:size-3.5" />;
  return <ChevronsUpDown aria-hidden="true" className="oc:size-3.5 oc:opacity-50" />;
}

type DataTableRowProps<TData> = {
  row: Row<TData>;
  // Passed separately so the memoised row re-renders when they change, not on every table render.
  cells: Cell<TData, unknown>[];
  isExpanded: boolean;
  canExpand: boolean;
  expander: "start" | "end" | "none";
  detailId: string;
  columnCount: number;
  renderExpanded?: (row: Row<TData>) => React.ReactNode;
  expandLabel: Label<TData>;
  collapseLabel: Label<TData>;
  pins: Map<string, Pin>;
};

function DataTableRowImpl<TData>({
  row,
  cells,
  isExpanded,
  canExpand,
  expander,
  detailId,
  columnCount,
  renderExpanded,
  expandLabel,
  collapseLabel,
  pins,
}: DataTableRowProps<TData>) {
  const showDetail = isExpanded && canExpand && renderExpanded !== undefined;
  const expanderPin = pins.get(EXPANDER_ID);
  const toggleCell =
    expander === "none" ? null : (
      <td
        data-slot="data-table-cell"
        className={cn(
          EXPANDER_CELL,
          "oc:border-b oc:py-1.5 oc:pr-0 oc:pl-2 oc:align-middle",
          pinClassName(expanderPin, PINNED_CELL),
        )}
        style={pinStyle(expanderPin)}
      >
        {canExpand ? (
          <IconButton
            type="button"
            data-slot="data-table-expand"
            label={resolveLabel(isExpanded ? collapseLabel : expandLabel, row)}
            variant="ghost"
            size="sm"
            aria-expanded={isExpanded}
            aria-controls={detailId}
            className="oc:size-7 oc:text-muted-foreground oc:[&_svg]:transition-transform oc:aria-expanded:[&_svg]:rotate-90 oc:motion-reduce:[&_svg]:transition-none"
            onClick={() => row.toggleExpanded()}
          >
            <ChevronRight />
          </IconButton>
        ) : null}
      </td>
    );

  return (
    <>
      <tr
        data-slot="data-table-row"
        data-state={isExpanded ? "expanded" : undefined}
        className="oc:group/row oc:transition-colors oc:hover:bg-muted/50 oc:data-[state=expanded]:bg-muted/50"
      >
        {expander === "start" ? toggleCell : null}
        {cells.map((cell) => {
          const meta = cell.column.columnDef.meta;
          const pin = pins.get(cell.column.id);
          return (
            <td
              key={cell.id}
              data-slot="data-table-cell"
              className={cn(
                "oc:border-b oc:px-3 oc:py-2.5 oc:align-middle",
                meta?.align === "end" && "oc:text-right",
                pinClassName(pin, PINNED_CELL),
                meta?.className,
              )}
              style={pinStyle(pin)}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          );
        })}
        {expander === "end" ? toggleCell : null}
      </tr>
      {showDetail ? (
        <tr id={detailId} data-slot="data-table-detail-row" className="oc:bg-muted/30">
          <td colSpan={columnCount} className="oc:border-b oc:p-0 oc:align-top">
            {/* As wide as the visible part of the table and held at its left edge, so the details of a row in a
                table that scrolls sideways are never cut off on the right. */}
            <div data-slot="data-table-detail" className="oc:sticky oc:left-0 oc:w-[100cqw] oc:p-4">
              {renderExpanded(row)}
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}

// Rows skip re-rendering unless their own data, cells or expansion change, so sorting or expanding one row of a long
// list touches only what changed. TanStack's sorted model hands out shallow copies of the same rows on every sort, so
// rows are compared by data and id rather than by identity.
function sameRowProps<TData>(prev: DataTableRowProps<TData>, next: DataTableRowProps<TData>) {
  for (const key of Object.keys(next) as (keyof DataTableRowProps<TData>)[]) {
    if (key === "row") {
      if (prev.row.original !== next.row.original || prev.row.id !== next.row.id) return false;
    } else if (!Object.is(prev[key], next[key])) return false;
  }
  return true;
}

const DataTableRow = memo(DataTableRowImpl, sameRowProps) as typeof DataTableRowImpl;

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

  // TanStack's table instance is mutable by design; the React Compiler must not memoise around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, expanded },
    onSortingChange: (updater) => setSorting(typeof updater === "function" ? updater(sorting) : updater),
    onExpandedChange: (updater) => setExpanded(typeof updater === "function" ? updater(expanded) : updater),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowCanExpand: getRowCanExpand ?? (() => expandable),
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
  const expanderPin = pins.get(EXPANDER_ID);
  const rows = table.getRowModel().rows;
  const isEmpty = !loading && rows.length === 0;

  const expanderHead = (
    <th
      scope="col"
      rowSpan={headerGroups.length}
      data-slot="data-table-head"
      data-pin={expanderPin?.side}
      data-pin-index={expanderPin?.index}
      className={cn(
        EXPANDER_CELL,
        "oc:border-b oc:bg-muted/50 oc:px-2",
        stickyHeader && "oc:sticky oc:top-0 oc:z-10 oc:bg-muted",
        pinClassName(expanderPin, stickyHeader ? PINNED_STICKY_HEAD : PINNED_HEAD),
      )}
      style={pinStyle(expanderPin)}
    >
      <span className="oc:sr-only">{expandColumnLabel}</span>
    </th>
  );

  return (
    <div
      data-slot="data-table"
      data-state={loading ? "loading" : isEmpty ? "empty" : undefined}
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
        aria-busy={loading || undefined}
        className="oc:w-full oc:caption-bottom oc:border-separate oc:border-spacing-0 oc:text-sm oc:[&>tbody>tr:last-child>td]:border-b-0"
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
        <thead data-slot="data-table-header">
          {headerGroups.map((headerGroup, groupIndex) => (
            <tr key={headerGroup.id} data-slot="data-table-header-row">
              {groupIndex === 0 && expanderPosition === "start" ? expanderHead : null}
              {headerGroup.headers.map((header) => {
                const { column } = header;
                const meta = column.columnDef.meta;
                const canSort = !header.isPlaceholder && column.getCanSort();
                const direction = column.getIsSorted();
                const ariaSort = canSort
                  ? direction === "asc"
                    ? "ascending"
                    : direction === "desc"
                      ? "descending"
                      : "none"
                  : undefined;
                const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
                const pin = header.isPlaceholder ? undefined : pins.get(column.id);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    colSpan={header.colSpan}
                    aria-sort={ariaSort}
                    data-slot="data-table-head"
                    data-pin={pin?.side}
                    data-pin-index={pin?.index}
                    className={cn(
                      "oc:h-10 oc:border-b oc:bg-muted/50 oc:px-3 oc:text-left oc:align-middle oc:font-medium oc:whitespace-nowrap oc:text-muted-foreground",
                      stickyHeader && "oc:sticky oc:top-0 oc:z-10 oc:bg-muted",
                      meta?.align === "end" && "oc:text-right",
                      pinClassName(pin, stickyHeader ? PINNED_STICKY_HEAD : PINNED_HEAD),
                      meta?.headerClassName,
                    )}
                    style={pinStyle(pin)}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        data-slot="data-table-sort"
                        data-state={direction || undefined}
                        onClick={column.getToggleSortingHandler()}
                        className={cn(
                          "oc:-mx-2 oc:inline-flex oc:h-8 oc:items-center oc:pointer-coarse:h-11 oc:gap-1.5 oc:rounded-md oc:px-2 oc:font-medium oc:transition-colors oc:outline-none oc:hover:bg-accent oc:hover:text-accent-foreground oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:data-[state]:text-foreground",
                          meta?.align === "end" && "oc:flex-row-reverse",
                        )}
                      >
                        {content}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
              {groupIndex === 0 && expanderPosition === "end" ? expanderHead : null}
            </tr>
          ))}
        </thead>
        <tbody data-slot="data-table-body">
          {loading
            ? Array.from({ length: skeletonRows }, (_, rowIndex) => (
                <tr key={rowIndex} aria-hidden="true" data-slot="data-table-skeleton-row">
                  {Array.from({ length: columnCount }, (_, cellIndex) => (
                    <td key={cellIndex} className="oc:border-b oc:px-3 oc:py-3.5 oc:align-middle">
                      <div
                        className={cn(
                          "oc:h-4 oc:animate-pulse oc:rounded oc:bg-muted",
                          skeletonWidths[(rowIndex + cellIndex) % skeletonWidths.length],
                        )}
                      />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {isEmpty ? (
            <tr data-slot="data-table-empty">
              <td
                colSpan={columnCount}
                className="oc:h-24 oc:px-3 oc:py-6 oc:text-center oc:align-middle oc:text-muted-foreground oc:[&_a]:font-medium oc:[&_a]:text-foreground oc:[&_a]:underline oc:[&_a]:underline-offset-4"
              >
                {empty}
              </td>
            </tr>
          ) : null}
          {loading
            ? null
            : rows.map((row) => (
                <DataTableRow
                  key={row.id}
                  row={row}
                  cells={row.getVisibleCells()}
                  isExpanded={row.getIsExpanded()}
                  canExpand={row.getCanExpand()}
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
export type { CellContext, ColumnDef, DataTableProps, ExpandedState, HeaderContext, Row, SortingState };
