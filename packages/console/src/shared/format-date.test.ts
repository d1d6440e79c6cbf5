import { describe, expect, test } from "vitest";
import { formatDateTime } from "./format-date";

describe("formatDateTime", () => {
  test("writes a time as MM/DD/YYYY, HH:mm:ss with a 24-hour clock", () => {
    expect(formatDateTime(Date.UTC(2025, 5, 1, 21, 5, 9), { timeZone: "UTC" })).toBe("06/01/2025, 21:05:09");
  });

  test("writes midnight as 00, not 24", () => {
    expect(formatDateTime(Date.UTC(2025, 0, 31, 0, 0, 0), { timeZone: "UTC" })).toBe("01/31/2025, 00:00:00");
  });

  test("can leave out the time of day", () => {
    expect(formatDateTime(Date.UTC(2024, 11, 24, 12), { timeZone: "UTC", dateOnly: true })).toBe("12/24/2024");
  });

  test("follows the given time zone", () => {
    expect(formatDateTime(Date.UTC(2025, 5, 1, 20, 0, 0), { timeZone: "Asia/Taipei" })).toBe("06/02/2025, 04:00:00");
  });
});
