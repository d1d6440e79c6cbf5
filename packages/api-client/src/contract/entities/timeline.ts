/**
 * Zod schemas for the timeline's log entries and the solution test's settings, as they come back from the server.
 *
 * Every time since the epoch comes out in milliseconds, whatever unit the wire carries it in (see `TIME_UNITS`):
 *
 * | field                           | on the wire                | output                                             |
 * |---------------------------------|----------------------------|----------------------------------------------------|
 * | timeline entry `time`           | µs, or an ISO date         | ms, the µs kept as the fraction (for paging)       |
 *
 * `encode` writes it back in the wire unit, so what a server sends is unchanged.
 */
import * as z from "zod/mini";
import { LOG_TYPES } from "../constants.js";
import { TIME_UNITS } from "../units.js";
import { isRecord, lenient, list, nullableString, toNumber } from "../wire.js";

const scalar = z.nullable(z.union([z.number(), z.string(), z.boolean()]));

const timelineActionSchema = lenient(
  (value) => {
    if (!isRecord(value)) return value;
    const notification = isRecord(value.notification) ? value.notification : {};
    return { ...value, content: value.content ?? notification.title };
  },
  z.object({
    label: nullableString,
    /** The content, or the notification title for notification entries. */
    content: nullableString,
    key: nullableString,
    value: lenient((value) => (value === undefined ? null : value), z.catch(scalar, null)),
    conditions: z.catch(list(z.object({ key: z.string(), op: z.string(), target: scalar })), []),
    email: nullableString,
    device_unique_id: nullableString,
    sn: nullableString,
  }),
);

/** Reads a time sent as microseconds or as an ISO date as microseconds. */
function toMicroseconds(value: unknown): unknown {
  if (typeof value === "string" && !Number.isFinite(Number(value))) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? value : TIME_UNITS.exactMicroseconds.encode(ms);
  }
  return toNumber(value);
}

interface ParsedLog {
  type: unknown;
  action: unknown;
  status: unknown;
}

function parseLog(log: unknown): ParsedLog | null {
  if (isRecord(log)) return { type: log.type, action: log.action, status: log.status };
  if (typeof log !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(log);
    return isRecord(parsed) ? { type: parsed.type, action: parsed.action, status: parsed.status } : null;
  } catch {
    return null;
  }
}

const logTypeSchema = z.enum(LOG_TYPES);

const timelineLogEntrySchema = lenient(
  (value) => {
    if (!isRecord(value)) return value;
    if (value.empty === true || value.empty === false) return value;
    const parsed = parseLog(value.log);
    const log = typeof value.log === "string" ? value.log : value.log === undefined ? "" : JSON.stringify(value.log);
    if (!parsed) return { ...value, log, type: null, action: null, status: null, empty: true };
    return {
      ...value,
      log,
      type: parsed.type ?? value.log_type,
      action: parsed.action ?? null,
      status: parsed.status ?? null,
      empty: false,
    };
  },
  z.object({
    /**
     * ms since the epoch, with the wire's microseconds as the fraction (1_700_000_000_123_456 µs reads as
     * 1_700_000_000_123.456), so that `api.timeline.query({ target, endTime: entry.time })` continues exactly before
     * this entry.
     */
    time: lenient(toMicroseconds, z.codec(z.number(), z.number(), TIME_UNITS.exactMicroseconds)),
    from: nullableString,
    ip: nullableString,
    log_type: logTypeSchema,
    /** The raw JSON text. */
    log: z.string(),
    type: z.catch(z.nullable(logTypeSchema), null),
    action: z.catch(z.nullable(timelineActionSchema), null),
    status: lenient((value) => value ?? null, z.unknown()),
    /** True when the log text could not be parsed: such an entry shows as empty. */
    empty: z.boolean(),
  }),
);

const solutionTestSchema = z.object({
  SolutionAccount: z.string(),
  SolutionPassword: z.string(),
  /** Comma-separated e-mail addresses. */
  RecipientList: z.string(),
});

type TimelineLogEntry = z.output<typeof timelineLogEntrySchema>;
type TimelineAction = z.output<typeof timelineActionSchema>;
type LogType = z.output<typeof logTypeSchema>;
type SolutionTest = z.output<typeof solutionTestSchema>;

export { logTypeSchema, solutionTestSchema, timelineLogEntrySchema, toMicroseconds };
export type { LogType, SolutionTest, TimelineAction, TimelineLogEntry };
