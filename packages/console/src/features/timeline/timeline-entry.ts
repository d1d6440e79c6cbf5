import type { LogType, TimelineLogEntry } from "@org/api-client";
import { operatorSymbol } from "../../shared/format/operators";

type TimelineCondition = {
  key: string;
  /** The operator as sent. */
  op: string;
  /** The symbol to show: the console's for a known operator, the operator as sent otherwise. */
  symbol: string;
  known: boolean;
  target: string;
};

/** Where an entry links to: the user when the timeline is a device's, the device when it is a user's. */
type TimelineEntryLink = { kind: "user"; email: string } | { kind: "device"; id: string };

/** What the timeline shows of one log entry. */
type TimelineItem = {
  /** Stable within one loaded list. */
  key: string;
  /** ms since the epoch, as the contract gives it (with the wire's microseconds as the fraction). */
  timeMs: number;
  /** The log's own type, or the log type it was stored under when the log text is unreadable. */
  type: LogType;
  /** The log text could not be parsed: such an entry shows as empty, with no action fields. */
  empty: boolean;
  label: string | null;
  /** The content, or the notification title. */
  content: string | null;
  /** The state key the action changed, e.g. H02. */
  actionKey: string | null;
  value: string | null;
  conditions: TimelineCondition[];
  email: string | null;
  deviceId: string | null;
  sn: string | null;
  link: TimelineEntryLink | null;
  from: string | null;
  ip: string | null;
  logType: LogType;
  status: unknown;
  /** The log text as stored (see `formatRawLog`). */
  raw: string;
};

/** A target with @ is a user's e-mail; anything else is a device's unique id. */
function isUserTarget(target: string): boolean {
  return target.includes("@");
}

function text(value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const written = String(value);
  return written === "" ? null : written;
}

/**
 * The link of an entry: seen from a device, to the user in the log (`/user/:email`); seen from a user, to the device
 * in the log by its unique id, or its serial number (`/device/:id`). The entry's `from` fills in when the
 * action names nobody: it is an e-mail when a user acted and a serial number when the device did.
 */
function entryLink(entry: TimelineLogEntry, target: string): TimelineEntryLink | null {
  const action = entry.empty ? null : entry.action;
  const from = entry.from?.trim() || null;
  if (isUserTarget(target)) {
    const id = action?.device_unique_id || action?.sn || (from && !from.includes("@") ? from : null);
    return id ? { kind: "device", id } : null;
  }
  const email = action?.email || (from?.includes("@") ? from : null);
  return email ? { kind: "user", email } : null;
}

/** The log text for reading: indented when it is JSON, as stored otherwise. */
function formatRawLog(log: string): string {
  try {
    return JSON.stringify(JSON.parse(log), null, 2);
  } catch {
    return log;
  }
}

/** Turns one parsed `/tsdb/query` entry into what the timeline shows. `index` keeps keys unique within a list. */
function toTimelineItem(entry: TimelineLogEntry, target: string, index: number): TimelineItem {
  const action = entry.empty ? null : entry.action;
  return {
    key: `${entry.time}-${index}`,
    timeMs: entry.time,
    type: entry.type ?? entry.log_type,
    empty: entry.empty,
    label: action?.label ?? null,
    content: action?.content ?? null,
    actionKey: action?.key ?? null,
    value: text(action?.value),
    conditions: (action?.conditions ?? []).map(({ key, op, target: conditionTarget }) => {
      const symbol = operatorSymbol(op);
      return { key, op, symbol: symbol ?? op, known: symbol !== undefined, target: text(conditionTarget) ?? "" };
    }),
    email: action?.email ?? null,
    deviceId: action?.device_unique_id ?? null,
    sn: action?.sn ?? null,
    link: entryLink(entry, target),
    from: entry.from,
    ip: entry.ip,
    logType: entry.log_type,
    status: entry.status,
    raw: entry.log,
  };
}

export { entryLink, formatRawLog, isUserTarget, toTimelineItem };
export type { TimelineItem };
