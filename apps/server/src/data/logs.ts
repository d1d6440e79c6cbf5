import type { Database } from "better-sqlite3";
import type { TimelineMetric } from "@org/api-client";
import { perDatabase, preparedSql } from "./statements.js";

interface LogRow {
  id: number;
  time: number;
  device: string | null;
  email: string | null;
  log_type: string;
  from_addr: string | null;
  ip: string | null;
  log: string;
}

/**
 * The tags a timeline filters on, and the log column each one reads. A Map, not an object literal: a tag named
 * `constructor` or `toString` must be an unknown tag, not a column named after an inherited function (issue 14).
 */
const TAG_COLUMNS: ReadonlyMap<string, string> = new Map([
  ["email", "email"],
  ["device_unique_id", "device"],
  ["sn", "device"],
  ["log_type", "log_type"],
]);

const METRIC_COLUMNS: Record<TimelineMetric, string> = {
  from: "from_addr",
  ip: "ip",
  log: "log",
  log_type: "log_type",
};

interface TimelineFilter {
  /** Tag values every entry must have; each tag must be one `isLogTag` knows. */
  tags: Record<string, string>;
  metrics: readonly TimelineMetric[];
  limit: number;
  /** µs: only entries at or after this time. */
  start_time?: number | undefined;
  /** µs: only entries strictly before this time. */
  end_time?: number | undefined;
}

const statements = perDatabase((db) => ({
  between: db.prepare<[number, number, number, number, number, number], LogRow>(
    "SELECT * FROM logs WHERE time BETWEEN ? AND ? AND (time > ? OR (time = ? AND id > ?)) ORDER BY time, id LIMIT ?",
  ),
}));

function isLogTag(tag: string): boolean {
  return TAG_COLUMNS.has(tag);
}

/** A timeline's entries, newest first, each as its time and then the metrics' values, in the order asked for. */
function timelineValues(db: Database, filter: TimelineFilter): unknown[][] {
  const where: string[] = [];
  const params: (string | number)[] = [];
  for (const [tag, value] of Object.entries(filter.tags)) {
    const column = TAG_COLUMNS.get(tag);
    // The caller has refused unknown tags; leaving one out here would widen the filter to other users' logs.
    if (!column) throw new Error(`There is no log column for the tag ${tag}.`);
    where.push(`${column} = ?`);
    params.push(value);
  }
  if (filter.start_time !== undefined) {
    where.push("time >= ?");
    params.push(filter.start_time);
  }
  if (filter.end_time !== undefined) {
    where.push("time < ?");
    params.push(filter.end_time);
  }
  const select = ["time", ...filter.metrics.map((metric) => METRIC_COLUMNS[metric])].join(", ");
  const condition = where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
  return preparedSql<unknown[]>(db, `SELECT ${select} FROM logs${condition} ORDER BY time DESC LIMIT ?`)
    .raw(true)
    .all(...params, filter.limit);
}

/** Where a walk through the logs by time goes on from: after this time, and this row at it. */
interface LogCursor {
  time: number;
  id: number;
}

/** Up to `limit` entries from `startUs` to `endUs` (µs, inclusive) after `cursor`, oldest first. */
function logsBetween(db: Database, startUs: number, endUs: number, cursor: LogCursor, limit: number): LogRow[] {
  return statements(db).between.all(startUs, endUs, cursor.time, cursor.time, cursor.id, limit);
}

export { isLogTag, logsBetween, timelineValues };
