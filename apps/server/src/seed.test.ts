import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeApi, FAKE_NOW } from "@org/api-client/testing";
import { migrate } from "./db/migrations.js";
import { Settings } from "./db/settings.js";
import { FileStore } from "./files/file-store.js";
import { seedDatabase } from "./seed/seed.js";

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
    const identities = db.prepare<[], { identity: string }>("SELECT identity FROM devices ORDER BY identity").all().map((row) => row.identity);
    expect(identities).toEqual(fake.data.devices.map((device) => device.identity).sort());
    const emails = db.prepare<[], { email: string }>("SELECT email FROM users ORDER BY email").all().map((row) => row.email);
    expect(emails).toEqual(fake.data.users.filter((user) => user.id !== "1").map((user) => user.email).sort());
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
    seedDatabase(db, files, settings, { kind: "large", now: FAKE_NOW, size: { devices: 200, users: 20 }, logRows: 20_000 });
    const { n, newest, oldest, unique_times: distinct } = db
      .prepare<[], { n: number; newest: number; oldest: number; unique_times: number }>("SELECT COUNT(*) AS n, MAX(time) AS newest, MIN(time) AS oldest, COUNT(DISTINCT time) AS unique_times FROM logs")
      .get() ?? { n: 0, newest: 0, oldest: 0, unique_times: 0 };
    expect(n).toBe(20_000);
    expect(distinct).toBe(n);
    expect(newest).toBeLessThanOrEqual(FAKE_NOW * 1000);
    expect((FAKE_NOW * 1000 - oldest) / 86_400_000_000).toBeGreaterThan(25);
    expect((FAKE_NOW * 1000 - oldest) / 86_400_000_000).toBeLessThan(37);
    db.close();
  });
});
