import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import { BUILT_IN_ADMIN_EMAIL, serializeInformationModel } from "@org/api-client";
import type { Device } from "@org/api-client";
import { createFakeData } from "@org/api-client/testing";
import type { FakeData, FakeSize, FakeTimelineRow } from "@org/api-client/testing";
import { issueUserToken } from "../auth/accounts.js";
import type { Settings } from "../db/settings.js";
import type { FileStore } from "../files/file-store.js";
import { generateLogs } from "./logs.js";

type SeedKind = "demo" | "large" | "none";

/** Demo: a few thousand devices, a few hundred users and logs over the last weeks. Large: for benchmarks. */
const SIZES: Record<Exclude<SeedKind, "none">, FakeSize> = {
  demo: { devices: 3_000, users: 300, timelineEntries: 30_000 },
  large: { devices: 100_000, users: 10_000, timelineEntries: 0 },
};
const LARGE_LOG_ROWS = 1_000_000;
/** As in the fake: a size that does not say how many log entries gets this many. */
const DEFAULT_LOG_ROWS = 3_000;
const DEMO_LOG_DAYS = 30;
const LARGE_LOG_DAYS = 31;

interface SeedOptions {
  kind: SeedKind;
  /** The generator's seed: the same seed gives the same data, as in the fake. */
  seed?: number;
  now: number;
  /** Overrides the kind's size (tests use small data). */
  size?: FakeSize;
  /** Log rows for the large seed (default 1,000,000). */
  logRows?: number;
}

interface SeedSummary {
  kind: SeedKind;
  devices: number;
  users: number;
  logs: number;
  ms: number;
  /** An activation code for an account waiting for confirmation (demo only), to try the confirmation page. */
  activationCode?: string;
}

/**
 * The fake's seed generator, `createFakeData` from `@org/api-client/testing`: the same data the stories and component
 * tests get from `createFakeApi`, so the server starts with the data designers already know.
 */
function generate(seed: number, now: number, size: FakeSize): FakeData {
  return createFakeData({ seed, now, size });
}

function dataUriBytes(uri: string): { bytes: Buffer; extension: string } | null {
  const match = /^data:([^;,]+)(;[^,]*)?,(.*)$/s.exec(uri);
  if (!match) return null;
  const [, type = "", parameters = "", payload = ""] = match;
  const bytes = parameters.includes(";base64")
    ? Buffer.from(payload, "base64")
    : Buffer.from(decodeURIComponent(payload), "utf8");
  const extension =
    type === "image/svg+xml"
      ? "svg"
      : type === "image/png"
        ? "png"
        : type === "image/jpeg"
          ? "jpg"
          : type === "image/gif"
            ? "gif"
            : "bin";
  return { bytes, extension };
}

function insertUsersAndDevices(db: Database, data: FakeData): { users: number; devices: number } {
  const insertUser = db.prepare(
    `INSERT OR IGNORE INTO users (id, email, password_hash, status, creation_date, is_admin, built_in, groups)
     VALUES (?, ?, NULL, ?, ?, 0, 0, ?)`,
  );
  let users = 0;
  for (const user of data.users) {
    // The fake's administrator is the built-in one, which main creates from the environment.
    if (user.email === BUILT_IN_ADMIN_EMAIL) continue;
    const groups = user.groups.map(({ name, displayName }) => ({ name, displayName }));
    users += insertUser.run(
      Number(user.id),
      user.email.toLowerCase(),
      user.status,
      user.creation_date,
      JSON.stringify(groups),
    ).changes;
  }
  const insertDevice = db.prepare(
    `INSERT INTO devices (identity, model, owner, guests, locked, connected, lastseen, provisioned_time,
       firmware_version, ssid, state, fields, tags)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertGuest = db.prepare("INSERT OR IGNORE INTO device_guests (email, identity) VALUES (?, ?)");
  for (const device of data.devices) insertDevice.run(...deviceValues(device));
  for (const device of data.devices) for (const guest of device.guests) insertGuest.run(guest, device.identity);
  return { users, devices: data.devices.length };
}

function deviceValues(device: Device) {
  return [
    device.identity,
    device.model,
    device.owner,
    JSON.stringify(device.guests),
    device.locked ? 1 : 0,
    device.connected === null ? null : device.connected ? 1 : 0,
    device.lastseen,
    device.provisioned_time,
    device.firmware_version,
    device.ssid,
    JSON.stringify(device.state),
    JSON.stringify(device.fields),
    JSON.stringify(device.tags),
  ] as const;
}

function insertCatalogue(db: Database, files: FileStore, data: FakeData, now: number): void {
  const insertFirmware = db.prepare(
    `INSERT OR IGNORE INTO firmware (id, version, previous_version, model, sha1, size, trigger, file, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const firmware of data.firmware) {
    // A real (small) file, so the SHA-1 and size in the list are true and the download works.
    const bytes = Buffer.from(`${firmware.model} firmware ${firmware.version}\n${"\u0000".repeat(1024)}`, "utf8");
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const file = `firmware/${sha1}-${firmware.id}`;
    files.write(file, bytes);
    insertFirmware.run(
      firmware.id,
      firmware.version,
      firmware.previousVersion,
      firmware.model,
      sha1,
      bytes.length,
      firmware.trigger ? 1 : 0,
      file,
      now,
    );
  }

  const insertModel = db.prepare(
    `INSERT OR IGNORE INTO info_models (family_name, name, timestamp, text, content, family_members, thumbnail, banner,
       updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const model of data.informationModels) {
    const format = /\.json$/i.test(model.name) ? "json" : "yaml";
    const key = createHash("sha256").update(model.familyName).digest("hex").slice(0, 16);
    const images: Record<"thumbnail" | "banner", string | null> = { thumbnail: null, banner: null };
    for (const type of ["thumbnail", "banner"] as const) {
      const uri = model.images[type]?.uri;
      const decoded = uri ? dataUriBytes(uri) : null;
      if (!decoded) continue;
      const file = `images/${key}/${type}-seed.${decoded.extension}`;
      files.write(file, decoded.bytes);
      images[type] = file;
    }
    insertModel.run(
      model.familyName,
      model.name,
      model.timestamp,
      serializeInformationModel(model.informationModel, format),
      JSON.stringify(model.informationModel),
      JSON.stringify(model.familyMembers),
      images.thumbnail,
      images.banner,
      now,
    );
  }

  const insertRule = db.prepare(
    "INSERT OR IGNORE INTO rules (id, owner_id, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
  );
  for (const { id, ownerId, ...body } of data.notificationRules)
    insertRule.run(id, ownerId ?? "1", JSON.stringify(body), now, now);
}

/** Writes the logs as they are generated: the large seed's million rows are never all in memory. */
function insertLogs(db: Database, rows: Iterable<FakeTimelineRow>): number {
  const insertLog = db.prepare(
    "INSERT INTO logs (time, device, email, log_type, from_addr, ip, log) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  let count = 0;
  for (const row of rows) {
    insertLog.run(row.time, row.device, row.email, row.log_type, row.from, row.ip, row.log);
    count++;
  }
  return count;
}

/**
 * Fills an empty database with generated data, in one transaction: a failed or interrupted seed leaves nothing
 * behind. Settings (theme, legal text) come from the same generator. Runs once per database.
 */
function seedDatabase(db: Database, files: FileStore, settings: Settings, options: SeedOptions): SeedSummary {
  const started = performance.now();
  const { kind, now } = options;
  const seed = options.seed ?? 1;
  if (kind === "none" || settings.seeded() !== undefined) {
    if (settings.seeded() === undefined) settings.setSeeded(kind);
    return { kind, devices: 0, users: 0, logs: 0, ms: 0 };
  }
  const size = options.size ?? SIZES[kind];
  const data = generate(seed, now, size);
  let summary: SeedSummary = { kind, devices: 0, users: 0, logs: 0, ms: 0 };
  db.transaction(() => {
    const { users, devices } = insertUsersAndDevices(db, data);
    insertCatalogue(db, files, data, now);
    const rows = kind === "large" ? (options.logRows ?? LARGE_LOG_ROWS) : (size.timelineEntries ?? DEFAULT_LOG_ROWS);
    const spanMs = (kind === "large" ? LARGE_LOG_DAYS : DEMO_LOG_DAYS) * 86_400_000;
    // Not the fake's timeline (data.timeline, left unbuilt): the seed's own, with a long tail of chatty devices.
    const logs = insertLogs(db, generateLogs(data, { rows, seed, now, spanMs }));
    settings.setTheme(data.theme);
    settings.setLegal(data.legal);
    const waiting = data.users.find((user) => user.status === 0 && user.email !== BUILT_IN_ADMIN_EMAIL);
    const activationCode = waiting ? issueUserToken(db, "activation", Number(waiting.id), now) : undefined;
    settings.setSeeded(kind);
    summary = { kind, devices, users, logs, ms: 0, ...(activationCode ? { activationCode } : {}) };
  })();
  db.pragma("optimize");
  return { ...summary, ms: Math.round(performance.now() - started) };
}

export { SIZES, seedDatabase };
export type { SeedKind, SeedSummary };
