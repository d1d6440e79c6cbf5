import { describe, expect, test } from "vitest";
import { formatModelDate } from "./model-date.js";

describe("formatModelDate", () => {
  test("writes MM/DD/YYYY, HH:mm:ss in UTC, seconds cut", () => {
    expect(formatModelDate(Date.UTC(2024, 0, 5, 3, 4, 5))).toBe("01/05/2024, 03:04:05");
    expect(formatModelDate(Date.UTC(2025, 11, 31, 23, 59, 59, 999))).toBe("12/31/2025, 23:59:59");
  });
});
