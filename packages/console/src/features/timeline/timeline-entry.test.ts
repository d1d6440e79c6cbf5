import { afterEach, describe, expect, test, vi } from "vitest";
import {
  COMPARISON_OPERATORS,
  TIMELINE_METRICS,
  TIME_UNITS,
  timelineAnswerSchema,
  type TimelineLogEntry,
} from "@org/api-client";
import { operatorSymbol, reportUnknownOperator } from "../../shared/format/operators";
import { entryLink, formatRawLog, toTimelineItem } from "./timeline-entry";

/** µs, as `/tsdb/query` sends it. */
const TIME = 1_748_528_682_665_154;
const columns = ["time", ...TIMELINE_METRICS];

/** One entry as `/tsdb/query` sends it (columns + values, `log` as JSON text), read by the contract's parser. */
function answerEntry(
  log: unknown,
  { from = "SPA3520C2D", ip = "198.51.100.7", logType = "event", time = TIME } = {},
): TimelineLogEntry {
  const text = typeof log === "string" ? log : JSON.stringify(log);
  const [entry] = timelineAnswerSchema.parse({ columns, values: [[time, from, ip, text, logType]] }).entries;
  if (!entry) throw new Error("the answer has no entry");
  return entry;
}

const deviceEvent = {
  type: "event",
  action: {
    label: "Power",
    key: "H00",
    value: 1,
    email: "owner@example.com",
    device_unique_id: "SPA3520C2D",
    sn: "SPA3520C2D",
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reading a /tsdb/query answer", () => {
  test("an entry keeps its action fields and its time in milliseconds", () => {
    const item = toTimelineItem(answerEntry(deviceEvent), "SPA3520C2D", 0);
    expect(item).toMatchObject({
      timeMs: TIME_UNITS.exactMicroseconds.decode(TIME),
      type: "event",
      empty: false,
      label: "Power",
      actionKey: "H00",
      value: "1",
      email: "owner@example.com",
      deviceId: "SPA3520C2D",
      sn: "SPA3520C2D",
      ip: "198.51.100.7",
    });
  });

  test("a notification shows its title as the content, with its conditions", () => {
    const item = toTimelineItem(
      answerEntry({
        type: "event",
        action: {
          label: "Notification",
          notification: { title: "Too hot" },
          conditions: [{ key: "H02", op: "gte", target: 30 }],
        },
      }),
      "SPA3520C2D",
      0,
    );
    expect(item.content).toBe("Too hot");
    expect(item.conditions).toEqual([{ key: "H02", op: "gte", symbol: "≥", known: true, target: "30" }]);
  });

  test("log text that does not parse gives an empty entry that is still shown", () => {
    const item = toTimelineItem(answerEntry('{"type":"error","action":{"lab', { logType: "error" }), "SPA3520C2D", 3);
    expect(item).toMatchObject({
      empty: true,
      type: "error",
      label: null,
      content: null,
      actionKey: null,
      value: null,
      conditions: [],
      email: null,
      timeMs: TIME_UNITS.exactMicroseconds.decode(TIME),
      ip: "198.51.100.7",
    });
  });

  test("log text that is JSON but not an object is empty too", () => {
    expect(toTimelineItem(answerEntry("null"), "SPA3520C2D", 0).empty).toBe(true);
  });

  test("entries at the same time still get different keys", () => {
    const entry = answerEntry(deviceEvent);
    expect(toTimelineItem(entry, "SPA3520C2D", 0).key).not.toBe(toTimelineItem(entry, "SPA3520C2D", 1).key);
  });

  test("the raw log text is indented when it is JSON and left as it is otherwise", () => {
    expect(formatRawLog('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatRawLog('{"a":')).toBe('{"a":');
  });
});

describe("operator symbols", () => {
  test.each([
    ["eq", "="],
    ["neq", "≠"],
    ["lt", "<"],
    ["lte", "≤"],
    ["gt", ">"],
    ["gte", "≥"],
  ])("%s is shown as %s", (op, symbol) => {
    expect(operatorSymbol(op)).toBe(symbol);
  });

  test("every operator of the contract has a symbol", () => {
    for (const op of COMPARISON_OPERATORS) expect(operatorSymbol(op)).toBeDefined();
  });

  test("an unknown operator has no symbol and is shown as written", () => {
    expect(operatorSymbol("between")).toBeUndefined();
    expect(operatorSymbol("toString")).toBeUndefined();
    const item = toTimelineItem(
      answerEntry({
        type: "event",
        action: { label: "Notification", conditions: [{ key: "H01", op: "between", target: 5 }] },
      }),
      "SPA3520C2D",
      0,
    );
    expect(item.conditions).toEqual([{ key: "H01", op: "between", symbol: "between", known: false, target: "5" }]);
  });

  test("an unknown operator is logged to the console once, at debug level", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    reportUnknownOperator("approx");
    reportUnknownOperator("approx");
    reportUnknownOperator("approx", "Notification rules");
    expect(debug).toHaveBeenCalledTimes(2);
    expect(debug.mock.calls[0]?.[0]).toBe('Timeline: unknown comparison operator "approx"; it is shown as written.');
    expect(debug.mock.calls[1]?.[0]).toContain('Notification rules: unknown comparison operator "approx"');
  });
});

describe("where an entry links to", () => {
  test("seen from a device, an entry links to the user in its action", () => {
    expect(entryLink(answerEntry(deviceEvent), "SPA3520C2D")).toEqual({ kind: "user", email: "owner@example.com" });
  });

  test("seen from a device, an entry from a user links to that user when the action names nobody", () => {
    const entry = answerEntry({ type: "event", action: { label: "Shared a device" } }, { from: "guest@example.com" });
    expect(entryLink(entry, "SPA3520C2D")).toEqual({ kind: "user", email: "guest@example.com" });
  });

  test("seen from a device, an entry with no user has no link", () => {
    const entry = answerEntry(
      { type: "debug", action: { label: "Debug", content: "OTA", sn: "SPA3520C2D" } },
      { logType: "debug" },
    );
    expect(entryLink(entry, "SPA3520C2D")).toBeNull();
  });

  test("seen from a user, an entry links to the device by its unique id", () => {
    expect(entryLink(answerEntry(deviceEvent), "owner@example.com")).toEqual({ kind: "device", id: "SPA3520C2D" });
  });

  test("seen from a user, the serial number stands in for a missing unique id", () => {
    const entry = answerEntry(
      { type: "event", action: { label: "Power", sn: "AC1A26DE29", email: "owner@example.com" } },
      { from: "owner@example.com" },
    );
    expect(entryLink(entry, "owner@example.com")).toEqual({ kind: "device", id: "AC1A26DE29" });
  });

  test("seen from a user, an event of the user alone has no link", () => {
    const entry = answerEntry(
      { type: "event", action: { label: "Signed in", email: "owner@example.com" } },
      { from: "owner@example.com" },
    );
    expect(entryLink(entry, "owner@example.com")).toBeNull();
  });

  test("an unreadable entry ignores its action and links by where it came from", () => {
    expect(entryLink(answerEntry("{oops", { from: "SPA3520C2D" }), "owner@example.com")).toEqual({
      kind: "device",
      id: "SPA3520C2D",
    });
    expect(entryLink(answerEntry("{oops", { from: "SPA3520C2D" }), "SPA3520C2D")).toBeNull();
  });
});
