import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { DEVICE_FETCH_LIMIT, DEVICE_PAGE_SIZE, TIMELINE_PAGE_SIZE, USER_PAGE_SIZE } from "@org/api-client";
import type { LogFilter, TimelineLogEntry } from "@org/api-client";
import { createFakeApi, FAKE_NOW } from "@org/api-client/testing";
import { migrate } from "../db/migrations.js";
import { Settings } from "../db/settings.js";
import { FileStore } from "../files/file-store.js";
import { SIZES, seedDatabase } from "./seed.js";
import { createTestServerForTest } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function emptyDatabase() {
  dir = mkdtempSync(join(tmpdir(), "console-seed-"));
  const db = new Database(":memory:");
  migrate(db);
  return { db, files: new FileStore(dir), settings: new Settings(db) };
}

describe("the seed", () => {
  it("holds the same devices, users, rules and theme as the fake with the same seed", async () => {
    const { db, files, settings } = emptyDatabase();
    const size = { devices: 50, users: 20, timelineEntries: 200 };
    seedDatabase(db, files, settings, { kind: "demo", seed: 3, now: FAKE_NOW, size });
    const fake = createFakeApi({ seed: 3, size });
    const identities = db
      .prepare<[], { identity: string }>("SELECT identity FROM devices ORDER BY identity")
      .all()
      .map((row) => row.identity);
    expect(identities).toEqual(fake.data.devices.map((device) => device.identity).sort());
    const emails = db
      .prepare<[], { email: string }>("SELECT email FROM users ORDER BY email")
      .all()
      .map((row) => row.email);
    expect(emails).toEqual(
      fake.data.users
        .filter((user) => user.id !== "1")
        .map((user) => user.email)
        .sort(),
    );
    expect(settings.theme()).toEqual(fake.data.theme);
    expect(db.prepare("SELECT COUNT(*) AS n FROM rules").get()).toEqual({ n: fake.data.notificationRules.length });
    expect(db.prepare("SELECT COUNT(*) AS n FROM logs").get()).toEqual({ n: 200 });
    db.close();
  });

  it("runs once: a second call adds nothing", () => {
    const { db, files, settings } = emptyDatabase();
    const size = { devices: 10, users: 5, timelineEntries: 10 };
    seedDatabase(db, files, settings, { kind: "demo", now: FAKE_NOW, size });
    const again = seedDatabase(db, files, settings, { kind: "demo", now: FAKE_NOW, size });
    expect(again.devices).toBe(0);
    expect(db.prepare("SELECT COUNT(*) AS n FROM devices").get()).toEqual({ n: 10 });
    db.close();
  });

  it("none leaves the database empty but marks it, so a later demo start does not fill it", () => {
    const { db, files, settings } = emptyDatabase();
    seedDatabase(db, files, settings, { kind: "none", now: FAKE_NOW });
    seedDatabase(db, files, settings, { kind: "demo", now: FAKE_NOW, size: { devices: 10 } });
    expect(db.prepare("SELECT COUNT(*) AS n FROM devices").get()).toEqual({ n: 0 });
    db.close();
  });

  it("the large seed's logs cover the last 31 days with strictly decreasing times", () => {
    const { db, files, settings } = emptyDatabase();
    seedDatabase(db, files, settings, {
      kind: "large",
      now: FAKE_NOW,
      size: { devices: 200, users: 20 },
      logRows: 20_000,
    });
    const {
      n,
      newest,
      oldest,
      unique_times: distinct,
    } = db
      .prepare<[], { n: number; newest: number; oldest: number; unique_times: number }>(
        `SELECT COUNT(*) AS n, MAX(time) AS newest, MIN(time) AS oldest, COUNT(DISTINCT time) AS unique_times
         FROM logs`,
      )
      .get() ?? { n: 0, newest: 0, oldest: 0, unique_times: 0 };
    expect(n).toBe(20_000);
    expect(distinct).toBe(n);
    expect(newest).toBeLessThanOrEqual(FAKE_NOW * 1000);
    expect((FAKE_NOW * 1000 - oldest) / 86_400_000_000).toBeGreaterThan(25);
    expect((FAKE_NOW * 1000 - oldest) / 86_400_000_000).toBeLessThan(37);
    db.close();
  });
});

describe("the demo seed's logs", () => {
  /** The demo as `npm start` seeds it: its size, and the seed it uses unless told otherwise. */
  const demo = (seed = 1) => createTestServerForTest({ seed, size: SIZES.demo });

  /** Pages through a timeline as the dialog does, 20 at a time, each page strictly before the last entry. */
  async function timeline(
    api: TestServer["api"],
    target: string,
    pages: number,
    filter: LogFilter = "all",
  ): Promise<TimelineLogEntry[]> {
    const entries: TimelineLogEntry[] = [];
    for (let page = 0; page < pages; page++) {
      const endTime = entries.at(-1)?.time;
      const next = await api.timeline.query({ target, filter, ...(endTime === undefined ? {} : { endTime }) });
      entries.push(...next.entries);
      if (next.entries.length < TIMELINE_PAGE_SIZE) break;
    }
    return entries;
  }

  it.each([1, 2, 3])(
    "seed %i: three devices on the device list's first page scroll past one timeline page, " +
      "with events, errors and debug lines",
    async (seed) => {
      const server = await demo(seed);
      // The console's first screen: GET /devices with no order, shown 50 at a time.
      const { devices } = await server.api.devices.list({ limit: DEVICE_FETCH_LIMIT, offset: 0 });
      const chatty: string[] = [];
      for (const { identity } of devices.slice(0, DEVICE_PAGE_SIZE)) {
        const entries = await timeline(server.api, identity, 3);
        if (entries.length <= TIMELINE_PAGE_SIZE) continue;
        chatty.push(identity);
        const times = entries.map((entry) => entry.time);
        expect(new Set(times).size).toBe(times.length);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(entries.some((entry) => entry.log_type === "event")).toBe(true);
        for (const filter of ["error", "debug"] as const) {
          const filtered = await timeline(server.api, identity, 1, filter);
          expect(filtered.length, `${identity} ${filter}`).toBeGreaterThan(0);
          expect(filtered.every((entry) => entry.log_type === filter)).toBe(true);
        }
      }
      expect(chatty.length).toBeGreaterThanOrEqual(3);
    },
  );

  it("a user on the user list's first page has more than a page of events", async () => {
    const server = await demo();
    const { items } = await server.api.users.list({ limit: USER_PAGE_SIZE, offset: 0 });
    const counts: number[] = [];
    for (const { email } of items) {
      const entries = await timeline(server.api, email, 2);
      expect(entries.every((entry) => entry.log_type === "event")).toBe(true);
      counts.push(entries.length);
    }
    expect(Math.max(...counts)).toBeGreaterThan(TIMELINE_PAGE_SIZE);
  });

  it("most devices log a few entries and one in 200 logs hundreds, over the last 30 days", async () => {
    const server = await demo();
    const counts = server.db
      .prepare<[], { n: number }>(
        "SELECT (SELECT COUNT(*) FROM logs WHERE logs.device = devices.identity) AS n FROM devices ORDER BY n",
      )
      .all()
      .map((row) => row.n);
    expect(counts).toHaveLength(3_000);
    const median = counts[counts.length / 2] ?? 0;
    expect(median).toBeGreaterThan(0);
    expect(median).toBeLessThanOrEqual(6);
    expect(counts.filter((n) => n >= 100).length).toBeGreaterThanOrEqual(15);
    expect(counts.filter((n) => n >= 100).length).toBeLessThan(60);
    const { oldest } = server.db.prepare<[], { oldest: number }>("SELECT MIN(time) AS oldest FROM logs").get() ?? {
      oldest: 0,
    };
    const days = (server.now() * 1000 - oldest) / 86_400_000_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(30.5);
  });

  it("every log is the JSON of its row, but for the few SPEC shows as empty", async () => {
    const server = await demo();
    const rows = server.db
      .prepare<[], { device: string | null; email: string | null; log_type: string; log: string }>(
        "SELECT device, email, log_type, log FROM logs",
      )
      .all();
    const parsed = rows.flatMap((row) => {
      try {
        return [{ row, log: JSON.parse(row.log) as { type: string; action: { sn?: string; email?: string | null } } }];
      } catch {
        return [];
      }
    });
    expect(parsed.length / rows.length).toBeGreaterThan(0.99);
    expect(parsed.length).toBeLessThan(rows.length);
    // A user's entry names the user; a device's names the device.
    const unlike = parsed.filter(
      ({ row, log }) =>
        log.type !== row.log_type ||
        (row.device === null ? log.action.email !== row.email : log.action.sn !== row.device),
    );
    expect(unlike).toEqual([]);
  });

  it("is the same for the same seed and differs for another", () => {
    const size = { devices: 200, users: 30, timelineEntries: 2_000 };
    const logs = (seed: number) => {
      const { db, files, settings } = emptyDatabase();
      seedDatabase(db, files, settings, { kind: "demo", seed, now: FAKE_NOW, size });
      const text = db
        .prepare<[], { text: string }>(
          "SELECT group_concat(time || device || log_type || log, '|') AS text FROM (SELECT * FROM logs ORDER BY time)",
        )
        .get()?.text;
      db.close();
      rmSync(dir, { recursive: true, force: true });
      return text;
    };
    expect(logs(5)).toBe(logs(5));
    expect(logs(5)).not.toBe(logs(6));
  });
});
