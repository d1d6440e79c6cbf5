import type { Database, Statement } from "better-sqlite3";
import type { Hono } from "hono";
import { STATUS, deviceListQueryWireSchema, totalFieldsSchema } from "@org/api-client";
import type { DeviceListQuery } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { escapeLike, readJson } from "../db/columns.js";
import { HttpError, parseWith } from "../http/errors.js";

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

const COLUMNS: Record<string, string> = {
  identity: "identity",
  lastseen: "lastseen",
  provisioned_time: "provisioned_time",
  model: "model",
  firmware_version: "firmware_version",
  ssid: "ssid",
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
  const sql = `SELECT * FROM devices${where.length > 0 ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY ${orderBy} LIMIT ? OFFSET ?`;
  params.push(query.limit + 1, query.offset);
  return { sql, params };
}

function countDevices(db: Database): { devices: number; connected_devices: number } {
  const devices = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM devices").get()?.n ?? 0;
  const connected = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM devices WHERE connected = 1").get()?.n ?? 0;
  return { devices, connected_devices: connected };
}

function registerDeviceRoutes(api: Hono<AppEnv>, services: Services): void {
  const { db } = services;
  const statements = new Map<string, Statement<unknown[], DeviceRow>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<unknown[], DeviceRow>(sql);
      if (statements.size > 200) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  };

  api.get("/devices", (c) => {
    const query = parseWith(deviceListQueryWireSchema, c.req.query());
    const { sql, params } = devicePageQuery(query);
    const rows = prepared(sql).all(...params);
    const mayLoadMore = rows.length > query.limit;
    return c.json({ devices: rows.slice(0, query.limit).map(deviceAnswer), mayLoadMore });
  });

  api.delete("/devices/:id", (c) => {
    const identity = c.req.param("id");
    const result = db.prepare("UPDATE devices SET locked = 1 WHERE identity = ?").run(identity);
    if (result.changes === 0) throw new HttpError(STATUS.notFound, "Device not found.", { field: "id" });
    return c.body(null, 204);
  });

  api.get("/total", (c) => {
    const text = c.req.query("fields");
    const fields = text === undefined || text === "" ? ["devices", "connected_devices", "users"] : text.split(",").map((field) => field.trim());
    const wanted = parseWith(totalFieldsSchema, fields, { prefix: "fields" });
    const answer: Record<string, number> = {};
    if (wanted.includes("devices") || wanted.includes("connected_devices")) {
      const counts = countDevices(db);
      if (wanted.includes("devices")) answer.devices = counts.devices;
      if (wanted.includes("connected_devices")) answer.connected_devices = counts.connected_devices;
    }
    if (wanted.includes("users")) answer.users = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM users").get()?.n ?? 0;
    return c.json(answer);
  });
}

export { deviceAnswer, registerDeviceRoutes };
export type { DeviceRow };
