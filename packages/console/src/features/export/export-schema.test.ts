import { describe, expect, it } from "vitest";
import { calendarDay, dayEnd, dayStart } from "./export-range";
import { exportLimitHours } from "@org/api-client";
import { createExportSchema } from "./export-schema";

// The fake's default theme: 90 days back, 1 to 31 days (24 to 744 hours).
const limits = { relative_start: 90 * 86_400, period_min: 86_400, period_max: 31 * 86_400 };
const day = (month: number, date: number) => new Date(2025, month - 1, date);

describe("createExportSchema", () => {
  const schema = createExportSchema(limits, "UTC");

  it("sends the start of the first day and the last millisecond of the last day", () => {
    expect(schema.parse({ range: { from: day(5, 1), to: day(5, 3) } })).toEqual({
      startTime: Date.UTC(2025, 4, 1),
      endTime: Date.UTC(2025, 4, 4) - 1,
    });
  });

  it("takes one day, and a range with only its first day, as 24 hours", () => {
    expect(schema.parse({ range: { from: day(5, 1), to: day(5, 1) } })).toEqual({
      startTime: Date.UTC(2025, 4, 1),
      endTime: Date.UTC(2025, 4, 2) - 1,
    });
    expect(schema.safeParse({ range: { from: day(5, 1) } }).success).toBe(true);
  });

  it("accepts 31 days and refuses 32 with the range message", () => {
    expect(schema.safeParse({ range: { from: day(5, 1), to: day(5, 31) } }).success).toBe(true);
    const result = schema.safeParse({ range: { from: day(4, 30), to: day(5, 31) } });
    expect(result.error?.issues).toMatchObject([{ path: ["range"], message: "form.outOfLimits" }]);
  });

  it("refuses a range shorter than period_min", () => {
    const twoDays = createExportSchema({ ...limits, period_min: 2 * 86_400 }, "UTC");
    expect(twoDays.safeParse({ range: { from: day(5, 1), to: day(5, 1) } }).error?.issues).toMatchObject([
      { path: ["range"], message: "form.outOfLimits" },
    ]);
    expect(twoDays.safeParse({ range: { from: day(5, 1), to: day(5, 2) } }).success).toBe(true);
  });

  it("asks for a range when none is picked", () => {
    expect(schema.safeParse({ range: undefined }).error?.issues).toMatchObject([
      { path: ["range"], message: "form.required" },
    ]);
    expect(schema.safeParse({ range: {} }).error?.issues).toMatchObject([
      { path: ["range"], message: "form.required" },
    ]);
  });

  it("states the limits in hours", () => {
    expect(exportLimitHours(limits)).toEqual({ min: 24, max: 744 });
  });
});

describe("export days in a time zone", () => {
  it("starts and ends a day at the zone's midnight", () => {
    expect(dayStart(day(5, 1), "Asia/Taipei")).toBe(Date.UTC(2025, 3, 30, 16));
    expect(dayEnd(day(5, 1), "Asia/Taipei")).toBe(Date.UTC(2025, 4, 1, 16) - 1);
    expect(dayStart(day(3, 9), "America/New_York")).toBe(Date.UTC(2025, 2, 9, 5));
    expect(dayEnd(day(3, 9), "America/New_York")).toBe(Date.UTC(2025, 2, 10, 4) - 1);
  });

  it("reads the calendar day an instant falls on in the zone", () => {
    const instant = Date.UTC(2025, 5, 1, 20, 0);
    expect(calendarDay(instant, "UTC")).toEqual(day(6, 1));
    expect(calendarDay(instant, "Asia/Taipei")).toEqual(day(6, 2));
  });
});
