/**
 * Zod schemas for the timeline's query, the export's range and the solution test's request. `TimelineQuery` is the
 * API's `args` object as sent (microseconds): `api.timeline.query` takes `TimelineQueryOptions` in ms and builds it
 * with `timelineQuery`.
 */
import * as z from "zod/mini";
import type { LOG_TYPES } from "../constants.js";
import { TIMELINE_METRICS } from "../constants.js";
import { isEmailAddress } from "../email.js";
import { isRecord } from "../wire.js";
import { email, epochSeconds, required } from "./fields.js";

/** `POST /open/export`: `{ startTime, endTime }` in seconds on the wire, ms in the API. */
const exportRequestSchema = z.object({ startTime: epochSeconds, endTime: epochSeconds }).check(
  z.refine((range) => range.endTime >= range.startTime, {
    error: "The end time must not be before the start time.",
    path: ["endTime"],
  }),
);

const timelineQuerySchema = z.object({
  /** `{ email, log_type: "event" }` for a user, `{ device_unique_id, log_type? }` for a device (see `timelineTags`). */
  tags: z.record(z.string(), z.string()),
  metrics: z._default(z.array(z.enum(TIMELINE_METRICS)), [...TIMELINE_METRICS]),
  limit: z.int().check(z.gte(1), z.lte(1000)),
  /** µs since the epoch (the wire unit; `timelineQuery` converts from ms): only entries at or after this time. */
  start_time: z.optional(z.number()),
  /** µs since the epoch: only entries strictly before this time (the next page starts at the last entry's time). */
  end_time: z.optional(z.number()),
  fill: z.optional(z.string()),
});

/** The query as it arrives in a URL: `args` is JSON text. */
const timelineQueryWireSchema = z.pipe(
  z.transform((value) => {
    if (!isRecord(value) || typeof value.args !== "string") return value;
    try {
      return JSON.parse(value.args);
    } catch {
      return value.args;
    }
  }),
  timelineQuerySchema,
);

const solutionTestRequestSchema = z.object({
  SolutionAccount: email,
  SolutionPassword: required("The password is required."),
  RecipientList: required("The recipients are required.").check(
    z.refine((list) => list.split(",").every((address) => isEmailAddress(address.trim())), {
      error: "Recipients must be a comma-separated list of e-mail addresses.",
    }),
  ),
});

/** An export range in ms since the epoch, as `api.exports.create` takes it. */
type ExportRequest = z.output<typeof exportRequestSchema>;
/** The body `POST /open/export` sends: the same range in whole seconds (see `exportRequestBody`). */
type ExportRequestBody = z.input<typeof exportRequestSchema>;
type TimelineQuery = z.input<typeof timelineQuerySchema>;
type TimelineMetric = (typeof TIMELINE_METRICS)[number];
type SolutionTestRequest = z.output<typeof solutionTestRequestSchema>;
type LogFilter = "all" | (typeof LOG_TYPES)[number];

export { exportRequestSchema, solutionTestRequestSchema, timelineQuerySchema, timelineQueryWireSchema };
export type { ExportRequest, ExportRequestBody, LogFilter, SolutionTestRequest, TimelineMetric, TimelineQuery };
