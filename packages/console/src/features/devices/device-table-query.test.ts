import { describe, expect, test } from "vitest";
import { deviceListQuerySchema } from "@org/api-client";
import {
  defaultDeviceTableQuery,
  deviceTableQuery,
  deviceTableQueryToSearchParams,
  orderFromSorting,
  devicePageCount,
  pageOffset,
  parseDeviceTableQuery,
  sortingFromOrder,
  toDeviceListQuery,
  type DeviceTableQuery,
} from "./device-table-query";

const params = (text: string) => new URLSearchParams(text);

describe("the device list's URL state", () => {
  test.each<[string, DeviceTableQuery]>([
    ["the plain list", defaultDeviceTableQuery],
    ["a serial-number search", { filter: "sn", search: "AC12", page: 1 }],
    ["a model search on page 3", { filter: "model", search: "AC-200 Pro", page: 3 }],
    ["the online devices by last seen, newest first", { filter: "online", search: "", order: "-lastseen", page: 2 }],
    ["the offline devices sorted by a state field", { filter: "offline", search: "", order: "state.H02", page: 1 }],
  ])("survives a round trip through the URL: %s", (_, query) => {
    expect(parseDeviceTableQuery(deviceTableQueryToSearchParams(query))).toEqual(query);
  });

  test("leaves the defaults out, so the plain list has a plain URL", () => {
    expect(deviceTableQueryToSearchParams(defaultDeviceTableQuery).toString()).toBe("");
    expect(deviceTableQueryToSearchParams({ filter: "sn", search: "AC 1", page: 2 }).toString()).toBe("q=AC+1&page=2");
  });

  test("drops the search text of a status filter, which takes none", () => {
    expect(deviceTableQueryToSearchParams({ filter: "online", search: "left over", page: 1 }).toString()).toBe(
      "filter=online",
    );
    expect(parseDeviceTableQuery(params("filter=offline&q=AC"))).toEqual({ filter: "offline", search: "", page: 1 });
  });

  test("opens a serial-number search for the serial number of a device/:sn address", () => {
    expect(parseDeviceTableQuery(params(""), "AC12345678")).toEqual({ filter: "sn", search: "AC12345678", page: 1 });
  });

  test("keeps the page and order of a device/:sn address", () => {
    expect(parseDeviceTableQuery(params("page=2&order=-identity"), "AC1")).toEqual({
      filter: "sn",
      search: "AC1",
      order: "-identity",
      page: 2,
    });
  });

  test("lets a filter in the query win over the serial number in the path", () => {
    expect(parseDeviceTableQuery(params("filter=model&q=AC-200"), "AC1")).toEqual({
      filter: "model",
      search: "AC-200",
      page: 1,
    });
  });

  test("falls back to the defaults for values it does not know", () => {
    expect(parseDeviceTableQuery(params("filter=colour&order=price&page=-2"))).toEqual(defaultDeviceTableQuery);
    expect(parseDeviceTableQuery(params("page=1.5")).page).toBe(1);
    expect(parseDeviceTableQuery(params("page=abc")).page).toBe(1);
  });

  test("treats two states that show the same list as the same", () => {
    expect(
      deviceTableQuery.same({ filter: "online", search: "x", page: 1 }, { filter: "online", search: "", page: 1 }),
    ).toBe(true);
    expect(deviceTableQuery.same({ filter: "sn", search: "x", page: 1 }, { filter: "sn", search: "y", page: 1 })).toBe(
      false,
    );
  });
});

describe("sorting", () => {
  test("maps a column sort to the contract's order, with a minus for descending", () => {
    expect(orderFromSorting([{ id: "lastseen", desc: false }])).toBe("lastseen");
    expect(orderFromSorting([{ id: "identity", desc: true }])).toBe("-identity");
    expect(orderFromSorting([{ id: "state.H02", desc: true }])).toBe("-state.H02");
  });

  test("sends no order without a sort, or for a column the server cannot sort by", () => {
    expect(orderFromSorting([])).toBeUndefined();
    expect(orderFromSorting([{ id: "connected", desc: false }])).toBeUndefined();
    // The API sorts devices by identity, lastseen and state.* only.
    for (const id of ["model", "firmware_version", "provisioned_time", "ssid"])
      expect(orderFromSorting([{ id, desc: true }])).toBeUndefined();
  });

  test("maps an order back to the column sort the table shows", () => {
    expect(sortingFromOrder("-lastseen")).toEqual([{ id: "lastseen", desc: true }]);
    expect(sortingFromOrder("identity")).toEqual([{ id: "identity", desc: false }]);
    expect(sortingFromOrder(undefined)).toEqual([]);
  });
});

describe("paging", () => {
  test("starts each page 50 devices after the last: 50 × (page − 1)", () => {
    expect([pageOffset(1), pageOffset(2), pageOffset(11)]).toEqual([0, 50, 500]);
  });

  test("counts the pages that the fetched devices fill", () => {
    expect(devicePageCount(1, 120, false)).toBe(3);
    expect(devicePageCount(1, 50, false)).toBe(1);
    expect(devicePageCount(2, 51, false)).toBe(3);
  });

  test("offers a page past the fetched ones when the server may have more", () => {
    expect(devicePageCount(1, 500, true)).toBe(11);
    expect(devicePageCount(4, 500, true)).toBe(14);
  });

  test("keeps the current page even when it came back empty", () => {
    expect(devicePageCount(1, 0, false)).toBe(1);
    expect(devicePageCount(5, 0, false)).toBe(5);
  });
});

describe("the GET /devices query", () => {
  test("fetches 500 devices from the page's offset", () => {
    expect(toDeviceListQuery({ filter: "sn", search: "", page: 3 })).toEqual({ limit: 500, offset: 100 });
  });

  test("searches serial numbers by identity and models by the model tag", () => {
    expect(toDeviceListQuery({ filter: "sn", search: " AC12 ", page: 1 })).toEqual({
      limit: 500,
      offset: 0,
      identity: "AC12",
    });
    expect(toDeviceListQuery({ filter: "model", search: "AC-200", page: 1 })).toMatchObject({
      tag: { name: "model", value: "AC-200" },
    });
  });

  test("filters the connected status by the connected tag, 1 or 0", () => {
    expect(toDeviceListQuery({ filter: "online", search: "ignored", page: 1 })).toEqual({
      limit: 500,
      offset: 0,
      tag: { name: "connected", value: "1" },
    });
    expect(toDeviceListQuery({ filter: "offline", search: "", page: 1 }).tag).toEqual({
      name: "connected",
      value: "0",
    });
  });

  test("passes the order on and is always a query the contract accepts", () => {
    const query = toDeviceListQuery({ filter: "model", search: "AC-200", order: "-state.H02", page: 2 });
    expect(query.order).toBe("-state.H02");
    expect(deviceListQuerySchema.parse(query)).toEqual(query);
  });
});
