import { useMemo, type ComponentProps, type ReactNode, type Ref } from "react";
import type { SWRResponse } from "swr";
import { DataTable } from "@org/ui/data-table";
import { TableEmpty } from "./table-empty";
import { TableToolbar } from "./table-toolbar";
import { useTableView } from "./table-view";

type ListTableTexts = {
  /** The table's accessible name. */
  label: string;
  /** Announced while the list loads. */
  loading: string;
  /** The empty state's heading and hint, when the list loaded and holds nothing. */
  emptyTitle: string;
  emptyHint: string;
  /** In place of the rows when the list could not be read (the screen's load alert says why, with Retry). */
  failed: string;
};

type ListTableProps<TData> = Pick<
  ComponentProps<typeof DataTable<TData>>,
  "columns" | "getRowId" | "defaultSorting" | "skeletonRows"
> & {
  /** The list's read: skeleton rows until it answers, the rows, or the failed text. */
  list: Pick<SWRResponse<TData[]>, "data" | "error">;
  texts: ListTableTexts;
  /**
   * The focusable region around the table: where focus goes when the row that held it is gone (a delete confirmed,
   * a dialog opened from a row closed), rather than to the page's start.
   */
  regionRef?: Ref<HTMLDivElement>;
  /** Names the table's kept view (its columns and density) in the provider's preferences. */
  viewId: string;
  /** The row above the table: the screen's controls, before the Columns menu and the density toggle... */
  toolbar?: ReactNode;
  /** ...and after them (the Add button). */
  toolbarEnd?: ReactNode;
};

/**
 * A whole list screen's table (firmware, information models, notification rules): the rows of one read that
 * answers with the whole list, skeleton rows while it loads, and an empty state that tells a list with nothing in
 * it from one that could not be read. The table sits in a region that can take focus.
 */
function ListTable<TData>({ list, texts, regionRef, viewId, toolbar, toolbarEnd, ...table }: ListTableProps<TData>) {
  const { data, error } = list;
  const rows = useMemo(() => data ?? [], [data]);
  const view = useTableView(viewId, table.columns);
  return (
    <div ref={regionRef} tabIndex={-1} className="oc:grid oc:gap-3 oc:outline-none">
      <TableToolbar controls={view.controls} end={toolbarEnd}>
        {toolbar}
      </TableToolbar>
      <DataTable
        {...table}
        columnVisibility={view.columnVisibility}
        density={view.density}
        aria-label={texts.label}
        data={rows}
        loading={!data && !error}
        loadingLabel={texts.loading}
        empty={
          <TableEmpty failed={Boolean(error)} failedText={texts.failed} title={texts.emptyTitle}>
            <p>{texts.emptyHint}</p>
          </TableEmpty>
        }
      />
    </div>
  );
}

export { ListTable };
export type { ListTableProps };
