import { flexRender, type Header, type HeaderGroup } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { cn } from "../lib/cn";
import {
  EXPANDER_CELL,
  EXPANDER_ID,
  headClassName,
  pinAttributes,
  type Pin,
} from "./pinned-columns";

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  if (direction === "asc") return <ArrowUp aria-hidden="true" className="oc:size-3.5" />;
  if (direction === "desc") return <ArrowDown aria-hidden="true" className="oc:size-3.5" />;
  return <ChevronsUpDown aria-hidden="true" className="oc:size-3.5 oc:opacity-50" />;
}

type DataTableHeadProps<TData> = {
  header: Header<TData, unknown>;
  pin: Pin | undefined;
  stickyHeader: boolean;
};

/** A column's header cell; a sortable column's title is a button that cycles its sort, told by `aria-sort`. */
function DataTableHead<TData>({ header, pin, stickyHeader }: DataTableHeadProps<TData>) {
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
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={ariaSort}
      data-slot="data-table-head"
      {...pinAttributes(pin)}
      className={cn(
        "oc:h-10 oc:border-b oc:px-3 oc:align-middle oc:font-medium oc:text-muted-foreground",
        meta?.headerText === "wrap" ? "oc:whitespace-normal" : "oc:whitespace-nowrap",
        meta?.align === "end" ? "oc:text-right" : "oc:text-left",
        headClassName(pin, stickyHeader),
        meta?.headerClassName,
      )}
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
}

type DataTableHeaderProps<TData> = {
  headerGroups: HeaderGroup<TData>[];
  pins: Map<string, Pin>;
  expander: "start" | "end" | "none";
  expandColumnLabel: string;
  stickyHeader: boolean;
};

/** The header rows; the expand toggle column's head spans them all. */
function DataTableHeader<TData>({
  headerGroups,
  pins,
  expander,
  expandColumnLabel,
  stickyHeader,
}: DataTableHeaderProps<TData>) {
  const expanderPin = pins.get(EXPANDER_ID);
  const expanderHead = (
    <th
      scope="col"
      rowSpan={headerGroups.length}
      data-slot="data-table-head"
      {...pinAttributes(expanderPin)}
      className={cn(
        EXPANDER_CELL,
        "oc:border-b oc:px-2",
        headClassName(expanderPin, stickyHeader),
      )}
    >
      <span className="oc:sr-only">{expandColumnLabel}</span>
    </th>
  );

  return (
    <thead data-slot="data-table-header">
      {headerGroups.map((headerGroup, groupIndex) => (
        <tr key={headerGroup.id} data-slot="data-table-header-row">
          {groupIndex === 0 && expander === "start" ? expanderHead : null}
          {headerGroup.headers.map((header) => (
            <DataTableHead
              key={header.id}
              header={header}
              pin={header.isPlaceholder ? undefined : pins.get(header.column.id)}
              stickyHeader={stickyHeader}
            />
          ))}
          {groupIndex === 0 && expander === "end" ? expanderHead : null}
        </tr>
      ))}
    </thead>
  );
}

export { DataTableHeader };
