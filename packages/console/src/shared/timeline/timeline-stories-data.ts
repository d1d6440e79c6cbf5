// Story data for the timeline: targets picked from the fake's seeded timeline, so that the stories follow the fake
// rather than hand-written logs. Only the stories import this file.
import { TIME_UNITS, type ConsoleApi, type LogFilter } from "@org/api-client";
import {
  FAKE_NOW,
  createFakeApi,
  type FakeApi,
  type FakeApiOptions,
  type FakeTimelineRow,
} from "@org/api-client/testing";
import { timelineStartTime } from "./use-timeline";

/** The fake's clock: the stories render and count the data retention from it. */
const STORY_NOW = FAKE_NOW;

/** The fake's rows that the timeline shows. The rows hold the server's µs; the start time is the console's ms. */
function inRetention(api: FakeApi): FakeTimelineRow[] {
  const start = TIME_UNITS.exactMicroseconds.encode(timelineStartTime(api.data.theme.data_retention, STORY_NOW));
  return api.data.timeline.filter((row) => row.time >= start);
}

/** The logs a device timeline shows with a filter, newest first. */
function deviceLogs(api: FakeApi, device: string, filter: LogFilter = "all"): FakeTimelineRow[] {
  return inRetention(api).filter((row) => row.device === device && (filter === "all" || row.log_type === filter));
}

/** The events a user timeline shows, newest first. */
function userLogs(api: FakeApi, email: string): FakeTimelineRow[] {
  return inRetention(api).filter((row) => row.email === email && row.log_type === "event");
}

function mostLogged(keys: (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!best) throw new Error("The fake timeline is empty.");
  return best[0];
}

const sample = createFakeApi();
const sampleRows = inRetention(sample);

/** The device with the most logs: a little over one page, with events, errors and debug logs. */
const busyDevice = mostLogged(sampleRows.map((row) => row.device));
/** The user with the most events: several pages. */
const busyUser = mostLogged(sampleRows.filter((row) => row.log_type === "event").map((row) => row.email));
/** A device whose newest log is a notification with rule conditions. */
const notifyingDevice =
  [...new Set(sampleRows.map((row) => row.device))].find(
    (device) => device && deviceLogs(sample, device)[0]?.log.includes('"conditions"'),
  ) ?? busyDevice;
/** A device id no log names. */
const quietDevice = "NO-LOGS-0000";

/** Replaces the newest log of a device with text that does not parse (SPEC §3: shown as an empty entry). */
function withUnreadableNewestLog(api: FakeApi, device: string): FakeApi {
  const row = deviceLogs(api, device)[0];
  if (row) row.log = row.log.slice(0, 25);
  return api;
}

/** Gives the newest notification log of a device a condition with an operator SPEC does not name. */
function withUnknownOperator(api: FakeApi, device: string): FakeApi {
  const row = deviceLogs(api, device)[0];
  if (row) {
    row.log_type = "event";
    row.log = JSON.stringify({
      type: "event",
      action: {
        label: "Notification",
        notification: { title: "Odd rule" },
        conditions: [{ key: "H01", op: "between", target: 5 }],
        sn: device,
      },
    });
  }
  return api;
}

const HUGE_SIZE = 10_000;
const hugeOptions = {
  size: { devices: 1, users: 0, timelineEntries: HUGE_SIZE },
  theme: { data_retention: "infinity" },
} satisfies FakeApiOptions;
/** The one device of the 10,000-log fake. */
const hugeDevice = createFakeApi(hugeOptions).data.devices[0]?.identity ?? "";

/**
 * A fake with 10,000 logs for one device, all within retention. Its timeline answers pages of 1,000 whatever the
 * limit asked, so a story reaches 10,000 loaded logs in ten pages rather than five hundred: the dialog has to cope with
 * a server that sends more than it asked for anyway.
 */
function createHugeTimelineApi(): ConsoleApi {
  const api = createFakeApi(hugeOptions);
  return { ...api, timeline: { query: (query, options) => api.timeline.query({ ...query, limit: 1000 }, options) } };
}

/** Counts timeline calls, for stories that check when paging stops. */
function countingTimelineCalls(api: ConsoleApi, calls: { count: number }): ConsoleApi {
  return {
    ...api,
    timeline: {
      query: (query, options) => {
        calls.count += 1;
        return api.timeline.query(query, options);
      },
    },
  };
}

export {
  HUGE_SIZE,
  STORY_NOW,
  busyDevice,
  busyUser,
  countingTimelineCalls,
  createHugeTimelineApi,
  deviceLogs,
  hugeDevice,
  notifyingDevice,
  quietDevice,
  sample,
  userLogs,
  withUnknownOperator,
  withUnreadableNewestLog,
};
