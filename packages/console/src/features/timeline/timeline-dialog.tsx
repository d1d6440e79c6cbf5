import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { LogFilter } from "@org/api-client";
import { Button } from "@org/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@org/ui/dialog";
import { Label } from "@org/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@org/ui/select";
import { Spinner } from "@org/ui/spinner";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { useReturnFocus } from "../../shared/dialogs/use-return-focus";
import { withoutForcedLayout } from "../../shared/runtime/virtual-after-layout";
import { isUserTarget } from "./timeline-entry";
import { TimelineEntryView, TimelineSkeleton, type TimelineDetail } from "./timeline-entry-view";
import { useTimeline } from "./use-timeline";
import type { ConsoleApiPart } from "@org/api-client";
import type { ControlledDialogProps } from "../../shared/dialogs/controlled-dialog";

const useStrings = consoleTranslation(["oc-timeline", "oc-common"]);

/** The calls TimelineDialog makes: the part of the API that `ConsoleProvider` needs for it. */
type TimelineDialogApi = ConsoleApiPart<"theme.get" | "timeline.query">;

type TimelineDialogProps = ControlledDialogProps & {
  /** A user's e-mail or a device's unique id (a target with @ is a user). */
  target: string;
  /** The dialog's heading; "Timeline" (in the current language) by default. */
  title?: string;
  /** The time zone of the dates; the viewer's own by default. */
  timeZone?: string;
  /**
   * The moment relative times count from and the data retention counts back from, ms since the epoch; the current
   * time (at opening) by default.
   */
  now?: number;
};

const FILTERS = ["all", "debug", "error"] as const satisfies readonly LogFilter[];
const DETAILS = ["info", "all"] as const satisfies readonly TimelineDetail[];

/** The next page loads once the last rendered row (overscan included) comes within this many rows of the end. */
const LOAD_AHEAD = 3;

/**
 * Shows the activity logs of one device or one user, newest first, to look into what happened to it. TimelineCard
 * opens it from its View All button; render it yourself to open a timeline from a button of your own.
 *
 * It is 70% of the screen wide (all of it on small screens) and loads 20 logs at a time with infinite scroll, with a
 * log type filter for devices, View Info / View All, and a location tooltip per log. Opening starts with the filter at
 * All and an empty list. The list is virtualized, so thousands of loaded logs keep only the visible rows in the page.
 *
 * Needs from ConsoleProvider: `api.timeline`, `api.theme` (data retention), `links.user`, `links.device`, `LinkComponent`.
 */
function TimelineDialog({ target, open, onOpenChange, title, timeZone, now }: TimelineDialogProps) {
  const { t } = useStrings();
  // Hosts open the dialog from their own buttons (no DialogTrigger), so focus goes back to whatever had it before.
  const onCloseAutoFocus = useReturnFocus(open);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="wide"
        padding="compact"
        closeLabel={t("oc-common:actions.close")}
        onCloseAutoFocus={onCloseAutoFocus}
        className="oc:h-dvh oc:md:h-[85dvh] oc:md:w-[70vw]"
      >
        <DialogHeader>
          <DialogTitle>{title ?? t("title")}</DialogTitle>
          <DialogDescription className="oc:break-all">
            {t(isUserTarget(target) ? "description.user" : "description.device", { target })}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts over with the filter at All and an empty list. */}
        <TimelineLogs key={target} target={target} timeZone={timeZone} now={now} />
      </DialogContent>
    </Dialog>
  );
}

function TimelineLogs({ target, timeZone, now }: Pick<TimelineDialogProps, "target" | "timeZone" | "now">) {
  const { t } = useStrings();
  const filterId = useId();
  const listId = useId();
  const isUser = isUserTarget(target);
  const { entries, filter, setFilter, loading, ended, error, loadMore, retry } = useTimeline({ target, now });
  const [detail, setDetail] = useState<TimelineDetail>("info");
  const scrollRef = useRef<HTMLDivElement>(null);
  // Load more gives way to the end marker once the last page is in: if it had keyboard focus, the marker takes it,
  // so the operator stays at the end of the list instead of being sent back to the top of the dialog.
  const loadMoreFocused = useRef(false);
  const endMarker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ended && loadMoreFocused.current) endMarker.current?.focus();
    loadMoreFocused.current = false;
  }, [ended]);

  const count = entries.length;
  // The virtualizer asks for every item's key each time a row is measured; with 10,000 entries, building them there
  // made scrolling far through the list block the page. They are built once per page of entries instead.
  const keys = useMemo(() => entries.map((entry, index) => `${entry.time}-${index}`), [entries]);
  // TanStack's virtualizer is mutable by design (as the table in @org/ui/data-table); the compiler must not memoise it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (detail === "all" ? 280 : 96),
    overscan: 6,
    getItemKey: (index) => keys[index] ?? index,
    // Measuring in the next frame keeps row resizes (View All, fonts) out of the ResizeObserver loop.
    useAnimationFrameWithResizeObserver: true,
    ...withoutForcedLayout,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  // Infinite scroll: when the end of the list comes into view, the next page loads (useTimeline ignores the call while a
  // page is loading, after the end or after a failure).
  useEffect(() => {
    if (lastRendered >= count - 1 - LOAD_AHEAD) loadMore();
  }, [lastRendered, count, loadMore]);

  const firstLoad = loading && count === 0;
  const status = loading
    ? t(count === 0 ? "loading" : "loadingMore")
    : error === undefined
      ? t("loaded", { count })
      : "";

  return (
    <>
      <div className="oc:flex oc:flex-wrap oc:items-end oc:gap-3">
        {isUser ? null : (
          <div className="oc:grid oc:gap-1.5">
            <Label htmlFor={filterId}>{t("filter.label")}</Label>
            <Select value={filter} onValueChange={(value) => setFilter(value as LogFilter)}>
              {/* No width class: a fixed or minimum width here sets off "ResizeObserver loop" errors in Radix's popper. */}
              <SelectTrigger id={filterId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FILTERS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`filter.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div role="group" aria-label={t("view.label")} className="oc:inline-flex oc:rounded-md oc:border oc:p-0.5">
          {DETAILS.map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={detail === value ? "secondary" : "ghost"}
              aria-pressed={detail === value}
              aria-controls={listId}
              onClick={() => setDetail(value)}
            >
              {t(`view.${value}`)}
            </Button>
          ))}
        </div>
      </div>

      <ErrorAlert call="timeline.query" error={error} title={t("loadFailedTitle")} onRetry={retry} />

      <div ref={scrollRef} className="oc:-mx-1 oc:min-h-0 oc:flex-1 oc:overflow-y-auto oc:overscroll-contain oc:px-1">
        {firstLoad ? <TimelineSkeleton rows={5} divided /> : null}
        {ended && count === 0 ? <p className="oc:py-10 oc:text-center oc:text-muted-foreground">{t("empty")}</p> : null}
        <ul
          id={listId}
          aria-label={t("list")}
          aria-busy={loading}
          className="oc:relative oc:w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {rows.map((row) => {
            const entry = entries[row.index];
            if (!entry) return null;
            const labelId = `${listId}-${row.index}`;
            return (
              <li
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                aria-setsize={count}
                aria-posinset={row.index + 1}
                aria-labelledby={labelId}
                className="oc:absolute oc:top-0 oc:left-0 oc:w-full oc:border-b oc:py-3"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <TimelineEntryView
                  entry={entry}
                  index={row.index}
                  target={target}
                  detail={detail}
                  labelId={labelId}
                  timeZone={timeZone}
                  now={now}
                />
              </li>
            );
          })}
        </ul>
        {count > 0 ? (
          <div className="oc:flex oc:min-h-12 oc:items-center oc:justify-center oc:gap-2 oc:py-3 oc:text-sm oc:text-muted-foreground">
            {ended ? (
              <span
                ref={endMarker}
                tabIndex={-1}
                className="oc:flex oc:w-full oc:items-center oc:gap-3 oc:text-xs oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
              >
                <span aria-hidden="true" className="oc:h-px oc:flex-1 oc:bg-border" />
                {t("end")}
                <span aria-hidden="true" className="oc:h-px oc:flex-1 oc:bg-border" />
              </span>
            ) : error === undefined ? (
              // Stays in place while a page loads, so keyboard focus is not lost; the pointer never needs it.
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-disabled={loading}
                aria-controls={listId}
                onClick={loadMore}
                onFocus={() => (loadMoreFocused.current = true)}
                // Removal blurs nothing (or blurs a detached node): only a real move elsewhere counts.
                onBlur={(event) => {
                  if (event.currentTarget.isConnected) loadMoreFocused.current = false;
                }}
              >
                {loading ? <Spinner size="sm" label={null} /> : null}
                {t("loadMore")}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <p role="status" className="oc:text-xs oc:text-muted-foreground">
        {status}
      </p>
    </>
  );
}

export { TimelineDialog };
export type { TimelineDialogApi, TimelineDialogProps };
