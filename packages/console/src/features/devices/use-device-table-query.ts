import { useMemo } from "react";
import type { SortingState } from "@org/ui/data-table";
import type { PagerProps } from "../../shared/screen/paged-table";
import { useTableQuery, type QueryChangeOptions } from "../../shared/screen/use-table-view";
import { useEventCallback } from "../../shared/runtime/use-event-callback";
import {
  deviceTableQuery,
  isStatusFilter,
  orderFromSorting,
  devicePageCount,
  sortingFromOrder,
  toDeviceListQuery,
  type DeviceFilter,
  type DeviceTableQuery,
} from "./device-table-query";
import { useLoadDeviceList } from "./use-devices";

type UseDeviceTableQueryOptions = {
  query: DeviceTableQuery | undefined;
  defaultQuery: Partial<DeviceTableQuery> | undefined;
  initialSerialNumber: string | undefined;
  onQueryChange: ((query: DeviceTableQuery, options: QueryChangeOptions) => void) | undefined;
};

/** The first query when uncontrolled: `initialSerialNumber` opens a search for it. */
function firstQuery(
  defaultQuery: Partial<DeviceTableQuery> | undefined,
  initialSerialNumber: string | undefined,
): Partial<DeviceTableQuery> | undefined {
  const sn = initialSerialNumber?.trim();
  return sn ? { ...defaultQuery, filter: "sn", search: sn, page: 1 } : defaultQuery;
}

/**
 * The device table's search, sort and page (`useTableQuery`), with the view its expanded and selected rows belong
 * to, the table's sort (the server's order), and its pager for the window of devices read so far.
 */
function useDeviceTableQuery({
  query: queryProp,
  defaultQuery,
  initialSerialNumber,
  onQueryChange,
}: UseDeviceTableQueryOptions) {
  const loadList = useLoadDeviceList();
  const [query, changeQuery] = useTableQuery({
    model: deviceTableQuery,
    query: queryProp,
    defaultQuery: firstQuery(defaultQuery, initialSerialNumber),
    onQueryChange,
    load: (next) => loadList(toDeviceListQuery(next)),
  });
  const { filter, search, order, page } = query;

  const sorting = useMemo(() => sortingFromOrder(order), [order]);
  const onSortingChange = (next: SortingState) => {
    const nextOrder = orderFromSorting(next);
    changeQuery({ filter, search, page: 1, ...(nextOrder ? { order: nextOrder } : {}) });
  };
  const sort = { manualSorting: true, sorting, onSortingChange };
  const pager = (
    label: string,
    read: { devices: readonly unknown[]; mayLoadMore: boolean } | undefined,
  ): PagerProps => ({
    label,
    page,
    pageCount: read ? devicePageCount(page, read.devices.length, read.mayLoadMore) : undefined,
    onPageChange: (next) => changeQuery({ ...query, page: next }),
  });

  return { query, changeQuery, view: deviceViewKey(query), sort, pager };
}

type DeviceSearchOptions = Pick<ReturnType<typeof useDeviceTableQuery>, "query" | "changeQuery"> & {
  /** Starts the search's view over: no row expanded or selected. */
  startView: (view: string) => void;
  /** Reads the list again, for a search that is the one on screen. */
  reload: () => Promise<unknown>;
};

/** The search box's handler, of one identity for the table's life: a search runs from page 1 in the same order. */
function useDeviceSearch({ query, changeQuery, startView, reload }: DeviceSearchOptions) {
  return useEventCallback((nextFilter: DeviceFilter, nextSearch: string) => {
    const next: DeviceTableQuery = {
      filter: nextFilter,
      search: isStatusFilter(nextFilter) ? "" : nextSearch,
      page: 1,
      ...(query.order ? { order: query.order } : {}),
    };
    startView(deviceViewKey(next));
    if (deviceTableQuery.same(next, query)) void reload();
    else changeQuery(next);
  });
}

/** Which search and page a set of expanded or selected rows belongs to. */
function deviceViewKey({ filter, search, page }: DeviceTableQuery): string {
  return `${filter}\u0000${search}\u0000${page}`;
}

export { useDeviceSearch, useDeviceTableQuery };
