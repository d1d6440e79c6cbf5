import type { TimelinePage } from "./answers.js";
import { TIMELINE_METRICS, TIMELINE_PAGE_SIZE } from "./constants.js";
import type { LogFilter, TimelineQuery } from "./requests/timeline.js";
import { TIME_UNITS } from "./units.js";

/**
 * The `/tsdb/query` tags for a timeline: a target containing @ is a user, whose timeline shows its events;
 * anything else is a device unique id, filtered by log type unless the filter is all.
 */
function timelineTags(target: string, filter: LogFilter = "all"): Record<string, string> {
  if (target.includes("@")) return { email: target, log_type: "event" };
  return filter === "all" ? { device_unique_id: target } : { device_unique_id: target, log_type: filter };
}

/** One page of a timeline as `api.timeline.query` takes it, times in ms. */
interface TimelineQueryOptions {
  /** A user's e-mail or a device's unique id. */
  target: string;
  filter?: LogFilter;
  limit?: number;
  /** ms since the epoch: the oldest entry to include, e.g. from the theme's data retention. */
  startTime?: number;
  /**
   * ms since the epoch: the `time` of the last entry already loaded; the page continues strictly before it. The API
   * takes one bound, so with both the query sends this one and `withinStartTime` drops what is older than `startTime`.
   */
  endTime?: number;
}

/**
 * Builds the `/tsdb/query` args for one page of a timeline: what an implementation of `api.timeline.query` sends for
 * the options it was given. `TimelineQuery` is the API's `args` object itself, in the wire units: the times given here
 * in ms go out as microseconds. An entry's `time` keeps its microseconds as the fraction, so passing it back as
 * `endTime` continues exactly before that entry.
 */
function timelineQuery({
  target,
  filter = "all",
  limit = TIMELINE_PAGE_SIZE,
  startTime,
  endTime,
}: TimelineQueryOptions): TimelineQuery {
  return {
    tags: timelineTags(target, filter),
    metrics: [...TIMELINE_METRICS],
    limit,
    // start_time or end_time, never both: the API names one bound.
    ...(endTime !== undefined
      ? { end_time: TIME_UNITS.exactMicroseconds.encode(endTime) }
      : startTime !== undefined
        ? { start_time: TIME_UNITS.exactMicroseconds.encode(startTime) }
        : {}),
    fill: "none",
  };
}

/**
 * The page `api.timeline.query` answers for `query`: what the server sent, less the entries (and their rows) older
 * than `startTime` that a page continuing before `endTime` can reach, since the query sent only `end_time`.
 */
function withinStartTime(page: TimelinePage, { startTime, endTime }: TimelineQueryOptions): TimelinePage {
  if (startTime === undefined || endTime === undefined) return page;
  const kept = page.entries.map((entry) => entry.time >= startTime);
  if (kept.every(Boolean)) return page;
  return {
    ...page,
    values: page.values.filter((_, index) => kept[index]),
    entries: page.entries.filter((_, index) => kept[index]),
  };
}

export { timelineQuery, timelineTags, withinStartTime };
export type { TimelineQueryOptions };
