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

  test("in zh-TW, writes the year first: YYYY/MM/DD HH:mm:ss (DESIGN.md)", () => {
    expect(formatDateTime(Date.UTC(2026, 10, 23, 9, 17, 36), { timeZone: "UTC", language: "zh-TW" })).toBe(
      "2026/11/23 09:17:36",
    );
    expect(
      formatDateTime(Date.UTC(2026, 10, 23, 9, 17, 36), { timeZone: "UTC", language: "zh-TW", dateOnly: true }),
    ).toBe("2026/11/23");
  });

  test("in zh-TW without a time zone, the viewer's local time in the same order", () => {
    const ms = Date.UTC(2024, 1, 29, 23, 59, 59);
    const local = new Date(ms);
    const pad = (value: number) => String(value).padStart(2, "0");
    expect(formatDateTime(ms, { language: "zh-TW" })).toBe(
      `${local.getFullYear()}/${pad(local.getMonth() + 1)}/${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`,
    );
  });

  test("follows the given time zone", () => {
    expect(formatDateTime(Date.UTC(2025, 5, 1, 20, 0, 0), { timeZone: "Asia/Taipei" })).toBe("06/02/2025, 04:00:00");
  });

  test("without a time zone, writes the viewer's local time exactly as Intl does", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    for (const ms of [
      Date.UTC(2025, 0, 1, 0, 0, 0),
      Date.UTC(2024, 1, 29, 23, 59, 59),
      Date.UTC(2026, 6, 15, 12, 3, 4),
      0,
    ]) {
      const parts = Object.fromEntries(intl.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
      expect(formatDateTime(ms)).toBe(
        `${parts.month}/${parts.day}/${parts.year}, ${parts.hour}:${parts.minute}:${parts.second}`,
      );
      expect(formatDateTime(ms, { dateOnly: true })).toBe(`${parts.month}/${parts.day}/${parts.year}`);
    }
  });
});
