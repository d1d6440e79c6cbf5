// @vitest-environment jsdom
// A file of its own: SWR's preloads belong to the page, and another file's preload would answer these reads.
import { createElement, type ReactNode } from "react";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { DeviceListQuery } from "@org/api-client";
import { createFakeApi } from "@org/api-client/testing";
import { ConsoleProvider } from "../../provider/console-provider";
import { useDeviceList, useDevicesAnsweredAt, useDeviceTotals } from "./use-devices";

describe("when the devices were last answered", () => {
  test("two embedded consoles each say when their own devices arrived", async () => {
    const now = vi.spyOn(Date, "now");
    const query: DeviceListQuery = { limit: 500, offset: 0 };
    /** A console of its own, on its own API, reading the devices and counts as the live line does. */
    const embed = (at: number) => {
      const api = createFakeApi();
      const wrapper = ({ children }: { children: ReactNode }) =>
        createElement(ConsoleProvider, { api, navigate: () => {}, onUnauthorized: () => {}, children });
      now.mockReturnValue(at);
      return renderHook(
        () => {
          const list = useDeviceList(query);
          const totals = useDeviceTotals();
          return { answered: list.data !== undefined && totals.data !== undefined, at: useDevicesAnsweredAt(query) };
        },
        { wrapper },
      );
    };
    const first = embed(1_000);
    await waitFor(() => expect(first.result.current.at).toBe(1_000));
    const second = embed(5_000);
    await waitFor(() => expect(second.result.current.at).toBe(5_000));
    first.rerender();
    expect(first.result.current.answered).toBe(true);
    expect(first.result.current.at).toBe(1_000);
    now.mockRestore();
  });
});
