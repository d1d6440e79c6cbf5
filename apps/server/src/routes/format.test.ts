import { describe, expect, it } from "vitest";
import { FAKE_NOW, createFakeData } from "@org/api-client/testing";
import { formatDate } from "./format.js";

describe("formatDate", () => {
  it("writes MM/DD/YYYY, HH:mm:ss in UTC with leading zeros", () => {
    expect(formatDate(Date.UTC(2024, 0, 5, 3, 4, 5))).toBe("01/05/2024, 03:04:05");
    expect(formatDate(Date.UTC(2025, 11, 31, 23, 59, 59, 999))).toBe("12/31/2025, 23:59:59");
  });

  it("writes what the fake writes, so both list the same dates", () => {
    const { informationModels } = createFakeData({ seed: 1, now: FAKE_NOW, size: { devices: 1, users: 1 } });
    expect(informationModels.length).toBeGreaterThan(0);
    for (const model of informationModels) expect(formatDate(model.timestamp)).toBe(model.formatedDate);
  });
});
