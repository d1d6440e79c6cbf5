// Story data for the timeline: targets in the fake's seeded timeline, so that the stories follow the fake rather than
// hand-written logs. Only the stories import this file.
//
// The targets are written out (seed 1, FAKE_NOW, the fake theme's 31-day data retention) rather than looked up with
// the console's own retention and time code: the stories test that code, so they must not compute what they expect
// with it. If the seeded timeline changes, the stories fail; pick the targets again from the fake's rows.
import type { ConsoleApi } from "@org/api-client";
import {
  FAKE_NOW,
  createFakeApi,
  type FakeApi,
  type FakeApiOptions,
  type FakeTimelineRow,
} from "@org/api-client/testing";

/** The fake's clock: the stories render and count the data retention from it. */
const STORY_NOW = FAKE_NOW;

/**
 * The device with the most logs within the retention: 26 (19 events, 4 errors, 3 debug logs), a little over one page.
 * Its newest log is a Power event at 1748528682665154 µs (05/29/2025, 14:24:42.665 UTC) from 198.51.100.135.
 */
const busyDevice = "SPA3520C2D";
/** The user with the most events within the retention: 71, several pages. */
const busyUser = "aiko.hsu@mail.example.com";
/** A device with 23 logs within the retention, the newest a notification "Room too hot" when H03 gte 32. */
const notifyingDevice = "AC1A26DE29";
/** A device id no log names. */
const quietDevice = "NO-LOGS-0000";

/** The newest log of a device (the fake keeps its rows newest first). */
function newestLog(api: FakeApi, device: string): FakeTimelineRow {
  const row = api.data.timeline.find((candidate) => candidate.device === device);
  if (!row) throw new Error(`The fake has no log of ${device}.`);
  return row;
}

/** Replaces the newest log of a device with text that does not parse (shown as an empty entry). */
function withUnreadableNewestLog(api: FakeApi, device: string): FakeApi {
  const row = newestLog(api, device);
  row.log = row.log.slice(0, 25);
  return api;
}

/** Gives the newest notification log of a device a condition with an operator the console does not know. */
function withUnknownOperator(api: FakeApi, device: string): FakeApi {
  const row = newestLog(api, device);
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

export {
  STORY_NOW,
  busyDevice,
  busyUser,
  createHugeTimelineApi,
  hugeDevice,
  notifyingDevice,
  quietDevice,
  withUnknownOperator,
  withUnreadableNewestLog,
};
