import type { Database } from "better-sqlite3";
import type { DeviceListQuery } from "@org/api-client";
import { escapeLike, readJson } from "../db/columns.js";
import { perDatabase, preparedSql } from "./statements.js";

interface DeviceRow {
  identity: string;
  model: string | null;
  owner: string | null;
  guests: string;
  locked: number;
  connected: number | null;
  lastseen: number | null;
  provisioned_time: number | null;
  firmware_version: string | null;
  ssid: string | null;
  state: string;
  fields: string;
  tags: string;
}

/** A device as the contract's device schema reads it. */
function deviceAnswer(row: DeviceRow) {
  return {
    identity: row.identity,
    model: row.model,
    owner: row.owner,
    guests: readJson<string[]>(row.guests, []),
    locked: row.locked === 1,
    connected: row.connected === null ? null : row.connected === 1,
    lastseen: row.lastseen,
    provisioned_time: row.provisioned_time,
    firmware_version: row.firmware_version,
    ssid: row.ssid,
    state: readJson<Record<string, unknown>>(row.state, {}),
    fields: readJson<Record<string, unknown>>(row.fields, {}),
    tags: readJson<Record<string, string>>(row.tags, {}),
  };
}

type DeviceAnswer = ReturnType<typeof deviceAnswer>;

const COLUMNS: Record<string, string> = {
  identity: "identity",
  lastseen: "lastseen",
};

/** `$."name"`: a JSON path that reads one member whatever characters its name has. */
function jsonMemberPath(name: string): string {
  return `$."${name.replace(/["\\]/g, "")}"`;
}

function connectedValue(value: string): number | null {
  if (value === "1" || value === "true") return 1;
  if (value === "0" || value === "false") return 0;
  return null;
}

/**
 * The SQL for one page. Filters use the indexed columns (model, connected); ordering by a column puts devices without
 * a value last in either direction, then breaks ties by serial number.
 */
function devicePageQuery(query: DeviceListQuery): { sql: string; params: (string | number)[] } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (query.identity) {
    where.push("identity LIKE ? ESCAPE '\\'");
    params.push(`%${escapeLike(query.identity)}%`);
  }
  if (query.tag) {
    const { name, value } = query.tag;
    if (name === "model") {
      where.push("model = ?");
      params.push(value);
    } else if (name === "connected" || name === "connectedTag") {
      const connected = connectedValue(value);
      if (connected === null) where.push("0");
      else {
        where.push("connected = ?");
        params.push(connected);
      }
    } else {
      where.push("json_extract(tags, ?) = ?");
      params.push(jsonMemberPath(name), value);
    }
  }
  const order = query.order ?? "identity";
  const descending = order.startsWith("-");
  const key = descending ? order.slice(1) : order;
  let orderBy: string;
  if (key === "identity") {
    orderBy = `identity ${descending ? "DESC" : "ASC"}`;
  } else {
    let expression = COLUMNS[key];
    if (!expression) {
      // state.<field>: the regex in the contract allows only letters, digits and underscores.
      expression = "json_extract(state, ?)";
      params.push(`$.${key.slice("state.".length)}`);
    }
    // SQLite sorts NULL first ascending and last descending: descending needs nothing extra, so indexes serve it.
    orderBy = descending ? `${expression} DESC, identity ASC` : `${expression} ASC NULLS LAST, identity ASC`;
  }
  // The order parameters come after the filter parameters in the SQL text.
  const filter = where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
  const sql = `SELECT * FROM devices${filter} ORDER BY ${orderBy} LIMIT ? OFFSET ?`;
  params.push(query.limit + 1, query.offset);
  return { sql, params };
}

const statements = perDatabase((db) => ({
  lock: db.prepare<[string]>("UPDATE devices SET locked = 1 WHERE identity = ?"),
  count: db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM devices"),
  countConnected: db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM devices WHERE connected = 1"),
  seenBetween: db.prepare<[number, number, number, number, string, number], DeviceRow>(
    `SELECT * FROM devices WHERE lastseen BETWEEN ? AND ? AND (lastseen > ? OR (lastseen = ? AND identity > ?))
     ORDER BY lastseen, identity LIMIT ?`,
  ),
}));

/** One page of the device list; one row more is read to learn whether another page follows. */
function devicePage(db: Database, query: DeviceListQuery): { devices: DeviceAnswer[]; mayLoadMore: boolean } {
  const { sql, params } = devicePageQuery(query);
  const rows = preparedSql<DeviceRow>(db, sql).all(...params);
  return { devices: rows.slice(0, query.limit).map(deviceAnswer), mayLoadMore: rows.length > query.limit };
}

/** Locks a device; false when there is no such device. */
function lockDevice(db: Database, identity: string): boolean {
  return statements(db).lock.run(identity).changes > 0;
}

function countDevices(db: Database): { devices: number; connected_devices: number } {
  const { count, countConnected } = statements(db);
  return { devices: count.get()?.n ?? 0, connected_devices: countConnected.get()?.n ?? 0 };
}

/** Where a walk through the devices by last seen goes on from: after this time, and this serial number at it. */
interface SeenCursor {
  lastseen: number;
  identity: string;
}

/** Up to `limit` devices seen from `startUs` to `endUs` (µs, inclusive) after `cursor`, oldest first. */
function devicesSeenBetween(db: Database, startUs: number, endUs: number, cursor: SeenCursor, limit: number) {
  const { lastseen, identity } = cursor;
  return statements(db).seenBetween.all(startUs, endUs, lastseen, lastseen, identity, limit).map(deviceAnswer);
}

export { countDevices, devicePage, devicesSeenBetween, lockDevice };
