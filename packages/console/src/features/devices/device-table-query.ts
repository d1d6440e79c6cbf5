import {
  CONNECTED_TAG_VALUES,
  DEVICE_FETCH_LIMIT,
  DEVICE_PAGE_SIZE,
  DEVICE_TAGS,
  DEVICE_ORDER_PATTERN,
  type DeviceListQuery,
  type DeviceOrder,
} from "@org/api-client";
import { tableQueryModel } from "../../shared/screen/table-query";

/** What the search box looks in: serial numbers, models, or (without text) the connected status. */
const DEVICE_FILTERS = ["sn", "model", "online", "offline"] as const;
type DeviceFilter = (typeof DEVICE_FILTERS)[number];

/** The device list's state: everything a shared URL restores. */
type DeviceTableQuery = {
  filter: DeviceFilter;
  /** The text searched for; ignored by the status filters. */
  search: string;
  /** A contract sort order such as `lastseen` or `-identity`; the server's own order when absent. */
  order?: DeviceOrder;
  /** 1-based. */
  page: number;
};

/** A sort as the table reports it: one column, by id, ascending or descending. */
type DeviceSorting = { id: string; desc: boolean }[];

const defaultDeviceTableQuery: DeviceTableQuery = { filter: "sn", search: "", page: 1 };

/** The status filters run as soon as they are chosen and take no text. */
function isStatusFilter(filter: DeviceFilter): filter is "online" | "offline" {
  return filter === "online" || filter === "offline";
}

function isDeviceFilter(value: string | null): value is DeviceFilter {
  return value !== null && (DEVICE_FILTERS as readonly string[]).includes(value);
}

function isDeviceOrder(value: string | null | undefined): value is DeviceOrder {
  return typeof value === "string" && DEVICE_ORDER_PATTERN.test(value);
}

// URL parameter names: short, and the same for every host.
const PARAM = { filter: "filter", search: "q", order: "order", page: "page" } as const;

/**
 * Reads the list's state from a URL. `sn` (the `device/:sn` route) opens a serial-number search for it unless the
 * query names a filter of its own. Unknown or malformed values fall back to the defaults.
 */
function parseDeviceTableQuery(searchParams: URLSearchParams, sn?: string): DeviceTableQuery {
  const filterParam = searchParams.get(PARAM.filter);
  const order = searchParams.get(PARAM.order);
  const page = Number(searchParams.get(PARAM.page));
  const base: DeviceTableQuery = {
    ...defaultDeviceTableQuery,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(isDeviceOrder(order) ? { order } : {}),
  };
  if (isDeviceFilter(filterParam)) {
    return {
      ...base,
      filter: filterParam,
      search: isStatusFilter(filterParam) ? "" : (searchParams.get(PARAM.search) ?? ""),
    };
  }
  const prefilled = sn?.trim();
  if (prefilled) return { ...base, filter: "sn", search: prefilled };
  return { ...base, search: searchParams.get(PARAM.search) ?? "" };
}

/** Writes the list's state as URL parameters, leaving out the defaults so a plain list has a plain URL. */
function deviceTableQueryToSearchParams(query: DeviceTableQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.filter !== defaultDeviceTableQuery.filter) params.set(PARAM.filter, query.filter);
  if (!isStatusFilter(query.filter) && query.search !== "") params.set(PARAM.search, query.search);
  if (query.order) params.set(PARAM.order, query.order);
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  return params;
}

/** The device list's query model: a status filter ignores the search text, so two such queries show one list. */
const deviceTableQuery = tableQueryModel({
  defaults: defaultDeviceTableQuery,
  parse: parseDeviceTableQuery,
  toSearchParams: deviceTableQueryToSearchParams,
});

/** The table's sort for a contract order: `-lastseen` → `[{ id: "lastseen", desc: true }]`. */
function sortingFromOrder(order: DeviceOrder | undefined): DeviceSorting {
  if (!order) return [];
  return order.startsWith("-") ? [{ id: order.slice(1), desc: true }] : [{ id: order, desc: false }];
}

/** The contract order for the table's sort; column ids are the contract's sort keys. Unknown columns sort nothing. */
function orderFromSorting(sorting: DeviceSorting): DeviceOrder | undefined {
  const [first] = sorting;
  if (!first) return undefined;
  const order = `${first.desc ? "-" : ""}${first.id}`;
  return isDeviceOrder(order) ? order : undefined;
}

/** Where a page starts on the server: 50 × (page − 1). */
function pageOffset(page: number): number {
  return DEVICE_PAGE_SIZE * (Math.max(1, Math.floor(page)) - 1);
}

/**
 * How many pages the pager can offer. One call fetches up to 500 devices from the page's offset, so the devices that
 * came back tell how many pages follow (up to 10 including this one); `mayLoadMore` adds one past them. The current
 * page always counts, even when it came back empty.
 */
function devicePageCount(page: number, fetched: number, mayLoadMore: boolean): number {
  const pagesFromHere = Math.ceil(Math.max(0, fetched) / DEVICE_PAGE_SIZE);
  return Math.max(1, page - 1 + Math.max(1, pagesFromHere) + (mayLoadMore ? 1 : 0));
}

/** The `GET /devices` query for a state: the page's offset, the fetch limit, the search and the order. */
function toDeviceListQuery(query: DeviceTableQuery): DeviceListQuery {
  const search = query.search.trim();
  const list: DeviceListQuery = { limit: DEVICE_FETCH_LIMIT, offset: pageOffset(query.page) };
  if (query.filter === "sn" && search) list.identity = search;
  if (query.filter === "model" && search) list.tag = { name: DEVICE_TAGS.model, value: search };
  if (query.filter === "online") list.tag = { name: DEVICE_TAGS.connected, value: CONNECTED_TAG_VALUES.online };
  if (query.filter === "offline") list.tag = { name: DEVICE_TAGS.connected, value: CONNECTED_TAG_VALUES.offline };
  if (query.order) list.order = query.order;
  return list;
}

export {
  DEVICE_FILTERS,
  defaultDeviceTableQuery,
  deviceTableQuery,
  deviceTableQueryToSearchParams,
  isStatusFilter,
  orderFromSorting,
  devicePageCount,
  pageOffset,
  parseDeviceTableQuery,
  sortingFromOrder,
  toDeviceListQuery,
};
export type { DeviceFilter, DeviceTableQuery };
