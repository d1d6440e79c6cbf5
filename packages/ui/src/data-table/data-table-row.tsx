import { memo } from "react";
import type * as React from "react";
import { flexRender, type Cell, type Row } from "@tanstack/react-table";
import { IconButton } from "../button/button";
import { compactIcon, tableIcons } from "../icon/icon";
import { cn } from "../lib/cn";
import { EXPANDER_CELL, EXPANDER_ID, PINNED_CELL, pinClassName, pinAttributes, type Pin } from "./pinned-columns";

// In every row's expand button: one path rather than lucide's component.
const ChevronRight = compactIcon(tableIcons.chevronRight);

type Label<TData> = string | ((row: Row<TData>) => string);

function resolveLabel<TData>(label: Label<TData>, row: Row<TData>) {
  return typeof label === "function" ? label(row) : label;
}

type DataTableRowProps<TData> = {
  row: Row<TData>;
  // Passed separately so the memoised row re-renders when they change, not on every table render.
  cells: Cell<TData, unknown>[];
  isExpanded: boolean;
  // Read by the checkbox cell through the table; passed so the memoised row re-renders when it changes.
  isSelected: boolean;
  canExpand: boolean;
  /** The table's last row: its bottom border gives way to the table's own. */
  isLast: boolean;
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
  isSelected,
  canExpand,
  isLast,
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
        {...pinAttributes(expanderPin)}
        className={cn(
          EXPANDER_CELL,
          "oc:border-b oc:py-1.5 oc:pr-0 oc:pl-2 oc:align-middle oc:in-data-[density=compact]:py-0.5",
          pinClassName(expanderPin, PINNED_CELL),
        )}
      >
        {canExpand ? (
          <IconButton
            type="button"
            data-slot="data-table-expand"
            label={resolveLabel(isExpanded ? collapseLabel : expandLabel, row)}
            variant="ghost"
            size="xs"
            aria-expanded={isExpanded}
            aria-controls={detailId}
            className="oc:text-muted-foreground oc:[&_svg]:transition-transform oc:aria-expanded:[&_svg]:rotate-90 oc:motion-reduce:[&_svg]:transition-none"
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
        data-selected={isSelected || undefined}
        data-last={(isLast && !showDetail) || undefined}
        className="oc:group/row oc:transition-colors oc:hover:bg-muted/50 oc:data-[state=expanded]:bg-muted/50 oc:data-selected:bg-primary/5"
      >
        {expander === "start" ? toggleCell : null}
        {cells.map((cell) => {
          const meta = cell.column.columnDef.meta;
          const pin = pins.get(cell.column.id);
          return (
            <td
              key={cell.id}
              data-slot="data-table-cell"
              {...pinAttributes(pin)}
              className={cn(
                "oc:border-b oc:px-3 oc:py-2.5 oc:align-middle oc:in-data-[density=compact]:py-1",
                meta?.align === "end" && "oc:text-right",
                pinClassName(pin, PINNED_CELL),
                meta?.className,
              )}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          );
        })}
        {expander === "end" ? toggleCell : null}
      </tr>
      {showDetail ? (
        <tr id={detailId} data-slot="data-table-detail-row" data-last={isLast || undefined} className="oc:bg-muted/30">
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

// Rows skip re-rendering unless their own data, columns, selection or expansion change, so sorting, expanding one row
// or refreshing a long list touches only what changed. TanStack hands out new row and cell objects on every sort and
// for every new `data` array, so rows are compared by data and id, and cells by the columns they show: a refreshed
// list that keeps its unchanged records' objects re-renders only the changed rows.
function sameRowProps<TData>(prev: DataTableRowProps<TData>, next: DataTableRowProps<TData>) {
  for (const key of Object.keys(next) as (keyof DataTableRowProps<TData>)[]) {
    if (key === "row") {
      if (prev.row.original !== next.row.original || prev.row.id !== next.row.id) return false;
    } else if (key === "cells") {
      if (!sameColumns(prev.cells, next.cells)) return false;
    } else if (!Object.is(prev[key], next[key])) return false;
  }
  return true;
}

function sameColumns<TData>(prev: Cell<TData, unknown>[], next: Cell<TData, unknown>[]) {
  return prev.length === next.length && prev.every((cell, index) => cell.column === next[index]?.column);
}

const DataTableRow = memo(DataTableRowImpl, sameRowProps) as typeof DataTableRowImpl;

export { DataTableRow, resolveLabel };
export type { Label };
