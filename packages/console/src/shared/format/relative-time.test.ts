import { describe, expect, test } from "vitest";
import { formatRelativeTime, formatWait } from "./relative-time";

const now = Date.UTC(2025, 5, 1, 9, 30, 0);
const ago = (seconds: number) => now - seconds * 1000;

describe("formatRelativeTime", () => {
  test("says how many seconds ago a recent time was", () => {
    expect(formatRelativeTime(ago(42), { now })).toBe("42 seconds ago");
  });

  test("calls the current moment now", () => {
    expect(formatRelativeTime(now, { now })).toBe("now");
  });

  test("counts whole minutes, hours and days without rounding up", () => {
    expect(formatRelativeTime(ago(59 * 60 + 59), { now })).toBe("59 minutes ago");
    expect(formatRelativeTime(ago(5 * 3_600), { now })).toBe("5 hours ago");
    expect(formatRelativeTime(ago(3 * 86_400), { now })).toBe("3 days ago");
  });

  test("uses words such as yesterday where the language has them", () => {
    expect(formatRelativeTime(ago(86_400), { now })).toBe("yesterday");
  });

  test("moves on to months and years for old times", () => {
    expect(formatRelativeTime(ago(90 * 86_400), { now })).toBe("3 months ago");
    expect(formatRelativeTime(ago(800 * 86_400), { now })).toBe("2 years ago");
  });

  test("speaks of future times too", () => {
    expect(formatRelativeTime(now + 2 * 3_600_000, { now })).toBe("in 2 hours");
  });

  test("speaks Traditional Chinese when asked", () => {
    expect(formatRelativeTime(ago(5 * 60), { now, locale: "zh-TW" })).toBe("5 分鐘前");
  });
});

describe("formatWait", () => {
  test("says a wait in seconds, then minutes and hours, rounded up", () => {
    expect(formatWait(30)).toBe("in 30 seconds");
    expect(formatWait(0.2)).toBe("in 1 second");
    expect(formatWait(61)).toBe("in 2 minutes");
    expect(formatWait(900)).toBe("in 15 minutes");
    expect(formatWait(3_601)).toBe("in 2 hours");
  });

  test("in Traditional Chinese", () => {
    expect(formatWait(30, "zh-TW")).toBe("30 秒後");
  });
});
