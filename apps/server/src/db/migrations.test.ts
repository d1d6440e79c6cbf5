import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { LATEST_VERSION, migrate, migrations } from "./migrations.js";
import type { Migration } from "./migrations.js";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("migrations", () => {
  it("bring a new database to the latest version, and do nothing the second time", () => {
    const db = new Database(":memory:");
    expect(migrate(db)).toEqual({ from: 0, to: LATEST_VERSION });
    expect(db.pragma("user_version", { simple: true })).toBe(LATEST_VERSION);
    expect(migrate(db)).toEqual({ from: LATEST_VERSION, to: LATEST_VERSION });
    db.close();
  });

  it("run pending steps in one transaction: a failing step leaves the database as it was", () => {
    dir = mkdtempSync(join(tmpdir(), "console-migrate-"));
    const path = join(dir, "console.db");
    const db = new Database(path);
    migrate(db);
    const broken: Migration[] = [
      ...migrations,
      { version: LATEST_VERSION + 1, name: "adds a table", sql: "CREATE TABLE extra (id INTEGER PRIMARY KEY);" },
      { version: LATEST_VERSION + 2, name: "fails", sql: "CREATE TABLE extra (id INTEGER PRIMARY KEY);" },
    ];
    expect(() => migrate(db, broken)).toThrow(/already exists/);
    expect(db.pragma("user_version", { simple: true })).toBe(LATEST_VERSION);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").get()).toBeUndefined();
    db.close();
  });

  it("refuse a database written by a newer server", () => {
    const db = new Database(":memory:");
    db.pragma(`user_version = ${LATEST_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this server/);
    db.close();
  });

  it("have strictly increasing versions", () => {
    const versions = migrations.map((migration) => migration.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    expect(versions[0]).toBe(1);
  });
});
