import { describe, expect, test } from "vitest";
import { isApiError } from "@org/api-client";
import { adoptPageApi } from "./page-api";

describe("a page's API, as the element hands it to the console", () => {
  test("an error with a status, from another copy of ApiError or none, fails the call as the console's ApiError", async () => {
    const forbidden = Object.assign(new Error("Forbidden"), { name: "ApiError", status: 403, kind: "http" });
    const api = adoptPageApi({ devices: { list: () => Promise.reject(forbidden) } });
    const error: unknown = await api.devices.list().catch((caught: unknown) => caught);
    expect(isApiError(error) && { status: error.status, kind: error.kind, cause: error.cause }).toEqual({
      status: 403,
      kind: "http",
      cause: forbidden,
    });
  });

  test("answers, and errors with no status, pass as they are, and each group's calls keep their this", async () => {
    const offline = new TypeError("Failed to fetch");
    const group = {
      answer: 42,
      totals() {
        return Promise.resolve(this.answer);
      },
      lock() {
        throw offline;
      },
    };
    const api = adoptPageApi({ devices: group } as never) as { devices: typeof group };
    await expect(api.devices.totals()).resolves.toBe(42);
    expect(() => api.devices.lock()).toThrow(offline);
  });

  test("the same page API is adopted once, so the console's provider keeps its state", () => {
    const page = { theme: { get: () => Promise.resolve(null) } };
    expect(adoptPageApi(page as never)).toBe(adoptPageApi(page as never));
  });
});
