import { useCallback, useMemo, useState } from "react";
import useSWR, { type SWRResponse } from "swr";
import useSWRInfinite from "swr/infinite";
import {
  TIMELINE_CARD_SIZE,
  TIMELINE_PAGE_SIZE,
  dataRetentionStart,
  type LogFilter,
  type TimelineLogEntry,
  type TimelinePage,
  type TimelineQueryOptions,
} from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { useTheme } from "../../shared/data/theme";
import { isNoAnswer, useRetryOnReconnect } from "../../shared/connection/connection";

/** One page of a timeline: where it ends (ms, exclusive; null for the first page) and which opening it belongs to. */
type TimelinePageParams = {
  filter: LogFilter;
  /** A new one each time the dialog opens, the filter changes or the operator retries: the list starts empty again. */
  session: number;
  /** ms since the epoch: the oldest entry the theme's data retention keeps. */
  startTime: number;
  endTime: number | null;
};

/** SWR keys for timelines (GET /tsdb/query). Every key starts with `timelineKeys.target(target)`. */
const timelineKeys = {
  all: ["timeline"] as const,
  target: (target: string) => [...timelineKeys.all, target] as const,
  page: (target: string, params: TimelinePageParams) => [...timelineKeys.target(target), "page", params] as const,
  latest: (target: string, startTime: number) =>
    [...timelineKeys.target(target), "latest", { limit: TIMELINE_CARD_SIZE, startTime }] as const,
};

type TimelinePageKey = ReturnType<typeof timelineKeys.page>;
type LatestTimelineKey = ReturnType<typeof timelineKeys.latest>;

/**
 * The start time of a timeline in ms: `nowMs` minus the theme's data retention (31d by default, 7d, 2w, 3m, 1y;
 * infinity is the epoch). `api.timeline.query` sends it in `/tsdb/query`'s microseconds.
 */
function timelineStartTime(retention: string | null | undefined, nowMs: number): number {
  return dataRetentionStart(retention, nowMs);
}

/**
 * Where the page after `previous` ends, continuing after the time of the last loaded entry: undefined for
 * the first page, null when `previous` came back empty, which ends the timeline, and otherwise the last entry's time,
 * which the query excludes. That time keeps the wire's microseconds as its fraction, so no entry is skipped.
 */
function nextPageEnd(previous: TimelinePage | null): number | null | undefined {
  if (previous === null) return undefined;
  const last = previous.entries.at(-1);
  return last === undefined ? null : last.time;
}

/** The query of one dialog page, in ms: 20 entries of the target, before `endTime`. */
function timelinePageQuery(
  target: string,
  { filter, startTime, endTime }: Omit<TimelinePageParams, "session">,
): TimelineQueryOptions {
  return {
    target,
    filter,
    limit: TIMELINE_PAGE_SIZE,
    startTime,
    ...(endTime === null ? {} : { endTime }),
  };
}

let sessions = 0;

type TimelineSession = { id: number; filter: LogFilter; openedAt: number };

function openSession(filter: LogFilter, now: number | undefined): TimelineSession {
  sessions += 1;
  return { id: sessions, filter, openedAt: now ?? Date.now() };
}

/** The data retention start once the theme has answered (or failed, which means the default retention). */
function useStartTime(openedAt: number): number | undefined {
  const { data: theme, error } = useTheme();
  if (theme === undefined && error === undefined) return undefined;
  return timelineStartTime(theme?.data_retention, openedAt);
}

type UseTimelineOptions = {
  /** A user's e-mail or a device's unique id. */
  target: string;
  /** The moment the data retention counts back from, ms since the epoch; the time of opening by default. */
  now?: number;
};

/**
 * The dialog's timeline: it starts with the filter at All and an empty list, loads 20 entries a page, each
 * continuing strictly before the last loaded entry, and stops at the first empty page. Changing the filter or retrying
 * starts over. A failure stops loading and clears the list: `entries` is empty while `error` is set. A failure that
 * got no answer starts over by itself when the browser comes back online.
 */
function useTimeline({ target, now }: UseTimelineOptions) {
  const api = useConsoleApi();
  const [session, setSession] = useState(() => openSession("all", now));
  const startTime = useStartTime(session.openedAt);

  const getKey = (index: number, previous: TimelinePage | null): TimelinePageKey | null => {
    if (startTime === undefined) return null;
    const endTime = nextPageEnd(previous);
    if (endTime === null) return null;
    return timelineKeys.page(target, {
      filter: session.filter,
      session: session.id,
      startTime,
      endTime: endTime ?? null,
    });
  };

  const { data, error, size, setSize } = useSWRInfinite<TimelinePage, unknown, typeof getKey>(
    getKey,
    ([, pageTarget, , params]) => api.timeline.query(timelinePageQuery(pageTarget, params)),
    {
      // Pages already loaded stay as they are: only the page asked for is fetched.
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      // A failure stops loading; the operator retries from the alert.
      shouldRetryOnError: false,
    },
  );

  const failed = error !== undefined;
  const pages = data ?? [];
  const ended = pages.length > 0 && pages.at(-1)?.entries.length === 0;
  const loading = !failed && !ended && (startTime === undefined || pages.length < size);
  const entries = useMemo<TimelineLogEntry[]>(
    () => (failed || !data ? [] : data.flatMap((page) => page.entries)),
    [failed, data],
  );

  const loadMore = useCallback(() => {
    if (loading || ended || failed) return;
    void setSize((current) => current + 1);
  }, [loading, ended, failed, setSize]);

  const setFilter = useCallback((filter: LogFilter) => setSession(openSession(filter, now)), [now]);
  const retry = useCallback(() => setSession((current) => openSession(current.filter, now)), [now]);
  // Pages never reload by themselves; but a page lost to a dropped connection is asked for again once it returns.
  useRetryOnReconnect(failed && isNoAnswer(error), retry);

  return {
    entries,
    filter: session.filter,
    setFilter,
    loading,
    ended,
    error: failed ? error : undefined,
    loadMore,
    retry,
  };
}

/** The latest five logs of a target, for the inline timeline card. */
function useLatestTimeline({ target, now }: UseTimelineOptions): SWRResponse<TimelinePage, unknown> {
  const api = useConsoleApi();
  const [openedAt] = useState(() => now ?? Date.now());
  const startTime = useStartTime(now ?? openedAt);
  return useSWR<TimelinePage, unknown, LatestTimelineKey | null>(
    startTime === undefined ? null : timelineKeys.latest(target, startTime),
    ([, latestTarget, , { limit, startTime: start }]) =>
      api.timeline.query({ target: latestTarget, limit, startTime: start }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

export { nextPageEnd, timelineKeys, timelinePageQuery, timelineStartTime, useLatestTimeline, useTimeline };
