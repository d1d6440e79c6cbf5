// @vitest-environment jsdom
import { createElement, type ReactNode } from "react";
import { unstable_serialize } from "swr";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ApiError, type DeviceList, type DeviceListQuery } from "@org/api-client";
import { createFakeApi } from "@org/api-client/testing";
import { ConsoleProvider } from "../../provider/console-provider";
import { themeKeys } from "../../shared/data/theme";
import { defaultDeviceTableQuery, toDeviceListQuery } from "./device-table-query";
import { deviceKeys, isDeviceListKey, preloadDeviceTable, useDeviceList, withLocked } from "./use-devices";

async function firstDevices() {
  return createFakeApi().devices.list({ limit: 3, offset: 0 });
}

describe("the device cache", () => {
  test("every list key, whatever its query, is recognised as a device list", () => {
    expect(isDeviceListKey(deviceKeys.list({ limit: 500, offset: 50, identity: "AC" }))).toBe(true);
    expect(isDeviceListKey(deviceKeys.totals())).toBe(false);
    expect(isDeviceListKey(["theme", "detail"])).toBe(false);
    expect(isDeviceListKey("devices")).toBe(false);
  });

  test("locking marks only that device locked and keeps the other devices as they were", async () => {
    const list = await firstDevices();
    const [first, second] = list.devices;
    const locked = withLocked(
      second!.identity,
      true,
    )({ ...list, devices: list.devices.map((device) => ({ ...device, locked: false })) });
    expect(locked?.devices.map((device) => device.locked)).toEqual([false, true, false]);
    expect(locked?.devices[0]?.identity).toBe(first!.identity);
  });

  test("a rollback unlocks the device again", async () => {
    const list = await firstDevices();
    const identity = list.devices[0]!.identity;
    const locked = withLocked(identity, true)(list);
    expect(withLocked(identity, false)(locked)?.devices[0]?.locked).toBe(false);
  });

  test("a list without that device, or with nothing to change, stays the same object", async () => {
    const list = await firstDevices();
    expect(withLocked("NOT-THERE", true)(list)).toBe(list);
    const locked = withLocked(list.devices[0]!.identity, true)(list);
    expect(withLocked(list.devices[0]!.identity, true)(locked)).toBe(locked);
    expect(withLocked("ANY", true)(undefined)).toBeUndefined();
  });
});

describe("preloading the device screen", () => {
  test("each answer that arrives is kept under the key the table's hook asks for, and a failed one is left out, by the time it resolves", async () => {
    const api = createFakeApi();
    api.devices.totals = () => Promise.reject(new Error("down"));
    const arrived: Record<string, unknown> = {};
    const query = { ...defaultDeviceTableQuery, search: "AC-00", filter: "sn" as const };
    await preloadDeviceTable(api, query, arrived);
    expect(Object.keys(arrived)).toHaveLength(2);
    const list = arrived[unstable_serialize(deviceKeys.list(toDeviceListQuery(query)))] as DeviceList;
    expect(list.devices.every((device) => device.identity.startsWith("AC-00"))).toBe(true);
    expect(arrived[unstable_serialize(themeKeys.detail())]).toEqual(await api.theme.get());
    expect(arrived[unstable_serialize(deviceKeys.totals())]).toBeUndefined();
  });
});

describe("the device list's read", () => {
  test("a search whose read fails answers its error and none of the last search's devices", async () => {
    const api = createFakeApi();
    // 404: the console does not retry it by itself.
    const failing = api.withOptions({ fail: { "devices.list": 404 } });
    const answering = api.devices.list;
    api.devices.list = (query, options) =>
      query.identity ? failing.devices.list(query, options) : answering(query, options);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ConsoleProvider, { api, navigate: () => {}, onUnauthorized: () => {}, children });
    const { result, rerender } = renderHook(
      ({ query }: { query: DeviceListQuery }) => {
        const { data, error } = useDeviceList(query);
        return { data, error };
      },
      { wrapper, initialProps: { query: { limit: 500, offset: 0 } as DeviceListQuery } },
    );
    await waitFor(() => expect(result.current.data?.devices).toHaveLength(120));
    rerender({ query: { limit: 500, offset: 0, identity: "AC00" } });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.data).toBeUndefined();
  });
});
