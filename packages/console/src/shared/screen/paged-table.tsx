import { useState, type ReactNode, type Ref } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { DataTable, type DataTableProps } from "@org/ui/data-table";
import { Pagination } from "@org/ui/pagination";
import { TableToolbar } from "./table-toolbar";
import { useTableView } from "./table-view";

const useStrings = consoleTranslation("oc-common");

type PagerProps = {
  /** The pager's accessible name ("Device pages"). */
  label: string;
  page: number;
  /** The page count the current answer gives; undefined while the next page loads. */
  pageCount: number | undefined;
  onPageChange: (page: number) => void;
};

type PagedTableProps<Row> = Omit<DataTableProps<Row>, "skeletonRows" | "columnVisibility" | "density"> & {
  pager: PagerProps;
  /** Names the table's kept view (its columns and density) in the provider's preferences. */
  viewId: string;
  /** Shown at the start of the row above the table, before the Columns menu and the density toggle. */
  toolbar?: ReactNode;
  /** The region around table and pager: where focus goes when the button of a row's action is gone. */
  regionRef?: Ref<HTMLDivElement>;
  /**
   * What the last read found ("12 devices"), which screen readers say when it arrives: the rows of a search change
   * nothing else they hear. Undefined while a new read is under way, so that a search finding as many says it again.
   */
  results?: string | undefined;
};

/**
 * A screen's table with the row above it (the screen's own controls, the Columns menu, the density toggle) and the
 * pager under it (previous, pages, next), in a region that can take focus. While the next page loads the pager keeps
 * the last page count it knew, so it does not collapse and grow back; with one page it is not shown.
 */
function PagedTable<Row>({ pager, regionRef, loading, viewId, toolbar, results, ...table }: PagedTableProps<Row>) {
  const { t } = useStrings();
  const { label, page, pageCount, onPageChange } = pager;
  const [knownPageCount, setKnownPageCount] = useState(pageCount ?? page);
  if (pageCount !== undefined && pageCount !== knownPageCount) setKnownPageCount(pageCount);
  const shownPageCount = Math.max(pageCount ?? knownPageCount, page);
  const view = useTableView(viewId, table.columns);
  return (
    <div ref={regionRef} tabIndex={-1} data-slot="paged-table" className="oc:grid oc:gap-3 oc:outline-none">
      <TableToolbar controls={view.controls}>{toolbar}</TableToolbar>
      <p role="status" className="oc:sr-only">
        {results}
      </p>
      <DataTable
        loading={loading}
        skeletonRows={8}
        columnVisibility={view.columnVisibility}
        density={view.density}
        {...table}
      />
      {shownPageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={shownPageCount}
          onPageChange={onPageChange}
          disabled={loading}
          siblingCount={2}
          label={label}
          previousLabel={t("pagination.previous")}
          nextLabel={t("pagination.next")}
          pageLabel={(number) => t("pagination.page", { page: number })}
        />
      ) : null}
    </div>
  );
}

export { PagedTable };
export type { PagerProps };
