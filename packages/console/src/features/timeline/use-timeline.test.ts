import { describe, expect, test } from "vitest";
import {
  TIMELINE_PAGE_SIZE,
  TIME_UNITS,
  timelineQuery,
  type TimelineLogEntry,
  type TimelinePage,
} from "@org/api-client";
import { FAKE_NOW, createFakeApi } from "@org/api-client/testing";
import { nextPageEnd, timelineKeys, timelinePageQuery, timelineStartTime } from "./use-timeline";

const DAY_MS = 86_400_000;

describe("the start time from the data retention", () => {
  test.each([
    ["31d", 31 * DAY_MS],
    ["7d", 7 * DAY_MS],
    ["2w", 14 * DAY_MS],
    ["3m", 90 * DAY_MS],
    ["1y", 365 * DAY_MS],
  ])("%s keeps the logs of the last %i ms", (retention, span) => {
    expect(timelineStartTime(retention, FAKE_NOW)).toBe(FAKE_NOW - span);
  });

  test("no retention means the default, 31 days", () => {
    expect(timelineStartTime(undefined, FAKE_NOW)).toBe(FAKE_NOW - 31 * DAY_MS);
    expect(timelineStartTime(null, FAKE_NOW)).toBe(FAKE_NOW - 31 * DAY_MS);
  });

  test("an unreadable retention falls back to the default", () => {
    expect(timelineStartTime("forever-ish", FAKE_NOW)).toBe(FAKE_NOW - 31 * DAY_MS);
  });

  test("infinity starts at the epoch", () => {
    expect(timelineStartTime("infinity", FAKE_NOW)).toBe(0);
  });
});

describe("the tags of a timeline page", () => {
  const page = { startTime: 1, endTime: null };

  test("a user's timeline asks for the user's events, whatever the filter", () => {
    expect(timelineQuery(timelinePageQuery("owner@example.com", { ...page, filter: "all" })).tags).toEqual({
      email: "owner@example.com",
      log_type: "event",
    });
    expect(timelineQuery(timelinePageQuery("owner@example.com", { ...page, filter: "error" })).tags).toEqual({
      email: "owner@example.com",
      log_type: "event",
    });
  });

  test("a device's timeline asks for every log type under All", () => {
    expect(timelineQuery(timelinePageQuery("SPA3520C2D", { ...page, filter: "all" })).tags).toEqual({
      device_unique_id: "SPA3520C2D",
    });
  });

  test("a device's timeline asks for one log type under Errors or Debugs", () => {
    expect(timelineQuery(timelinePageQuery("SPA3520C2D", { ...page, filter: "error" })).tags).toEqual({
      device_unique_id: "SPA3520C2D",
      log_type: "error",
    });
    expect(timelineQuery(timelinePageQuery("SPA3520C2D", { ...page, filter: "debug" })).tags).toEqual({
      device_unique_id: "SPA3520C2D",
      log_type: "debug",
    });
  });

  test("a page asks for 20 entries from the start time, and before the last loaded entry after the first page", () => {
    const first = timelinePageQuery("SPA3520C2D", { filter: "all", startTime: 5, endTime: null });
    expect(first).toEqual({ target: "SPA3520C2D", filter: "all", limit: TIMELINE_PAGE_SIZE, startTime: 5 });
    expect(timelineQuery(first)).toMatchObject({
      limit: TIMELINE_PAGE_SIZE,
      start_time: 5_000,
      metrics: ["from", "ip", "log", "log_type"],
    });
    expect(timelineQuery(first)).not.toHaveProperty("end_time");
    const next = timelinePageQuery("SPA3520C2D", { filter: "all", startTime: 5, endTime: 99.123 });
    expect(next).toMatchObject({ startTime: 5, endTime: 99.123 });
    // The API takes one bound: the continued page sends end_time, and the client keeps it to the start time.
    expect(timelineQuery(next)).toMatchObject({ end_time: 99_123 });
    expect(timelineQuery(next)).not.toHaveProperty("start_time");
  });
});

describe("paging", () => {
  const page = (entries: Pick<TimelineLogEntry, "time">[]) =>
    ({ columns: [], values: [], entries }) as unknown as TimelinePage;

  test("the first page has no end time", () => {
    expect(nextPageEnd(null)).toBeUndefined();
  });

  test("the next page ends at the time of the last loaded entry", () => {
    expect(nextPageEnd(page([{ time: 30 }, { time: 20 }, { time: 10 }]))).toBe(10);
  });

  test("an empty page ends the timeline", () => {
    expect(nextPageEnd(page([]))).toBeNull();
  });

  test("paging through the fake reads every log of a device once, newest first, and stops at the empty page", async () => {
    const api = createFakeApi();
    const startTime = timelineStartTime(api.data.theme.data_retention, FAKE_NOW);
    const [device] = api.data.devices;
    if (!device) throw new Error("the fake has no device");
    // The fake holds its rows as the server does, in µs; the API reads them as ms.
    const expected = api.data.timeline
      .filter((row) => row.device === device.identity && row.time >= TIME_UNITS.exactMicroseconds.encode(startTime))
      .map((row) => TIME_UNITS.exactMicroseconds.decode(row.time));

    const times: number[] = [];
    let previous: TimelinePage | null = null;
    let calls = 0;
    for (;;) {
      const endTime = nextPageEnd(previous);
      if (endTime === null) break;
      previous = await api.timeline.query(
        timelinePageQuery(device.identity, { filter: "all", startTime, endTime: endTime ?? null }),
      );
      calls += 1;
      times.push(...previous.entries.map((entry) => entry.time));
    }

    expect(times).toEqual(expected);
    // Full and partial pages, then the empty page that ends it.
    expect(calls).toBe(Math.ceil(expected.length / TIMELINE_PAGE_SIZE) + 1);
    expect(expected.length).toBeGreaterThan(TIMELINE_PAGE_SIZE);
  });
});

describe("cache keys", () => {
  test("every key of a target starts with the target's key", () => {
    const prefix = timelineKeys.target("SPA3520C2D");
    expect(
      timelineKeys.page("SPA3520C2D", { filter: "all", session: 1, startTime: 0, endTime: null }).slice(0, 2),
    ).toEqual(prefix);
    expect(timelineKeys.latest("SPA3520C2D", 0).slice(0, 2)).toEqual(prefix);
  });

  test("each opening of the dialog has keys of its own, so it starts with an empty list", () => {
    const params = { filter: "all", startTime: 0, endTime: null } as const;
    expect(timelineKeys.page("SPA3520C2D", { ...params, session: 1 })).not.toEqual(
      timelineKeys.page("SPA3520C2D", { ...params, session: 2 }),
    );
  });
});
