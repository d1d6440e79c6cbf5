import type * as React from "react";
import { cn } from "../lib/cn";

const skeletonWidths = ["oc:w-3/4", "oc:w-1/2", "oc:w-2/3", "oc:w-5/6", "oc:w-2/5"];

/** Grey bars of varied widths in place of the rows while they load; hidden from screen readers. */
function DataTableSkeletonRows({ rows, columnCount }: { rows: number; columnCount: number }) {
  return Array.from({ length: rows }, (_, rowIndex) => (
    <tr
      key={rowIndex}
      aria-hidden="true"
      data-slot="data-table-skeleton-row"
      data-last={rowIndex === rows - 1 || undefined}
    >
      {Array.from({ length: columnCount }, (_, cellIndex) => (
        <td key={cellIndex} className="oc:border-b oc:px-3 oc:py-3.5 oc:align-middle oc:in-data-[density=compact]:py-2">
          <div
            className={cn(
              "oc:h-4 oc:animate-pulse oc:rounded oc:bg-muted",
              skeletonWidths[(rowIndex + cellIndex) % skeletonWidths.length],
            )}
          />
        </td>
      ))}
    </tr>
  ));
}

/** The one full-width row shown when there is nothing to list. */
function DataTableEmptyRow({ columnCount, children }: { columnCount: number; children: React.ReactNode }) {
  return (
    <tr data-slot="data-table-empty">
      <td
        colSpan={columnCount}
        className="oc:h-24 oc:px-3 oc:py-6 oc:text-center oc:align-middle oc:text-muted-foreground oc:[&_a]:font-medium oc:[&_a]:text-foreground oc:[&_a]:underline oc:[&_a]:underline-offset-4"
      >
        {children}
      </td>
    </tr>
  );
}

export { DataTableEmptyRow, DataTableSkeletonRows };
