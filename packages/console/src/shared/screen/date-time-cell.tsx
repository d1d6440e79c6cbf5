import { useMemo } from "react";
import { useDateTimeFormat } from "../format/format-date";
import { useRelativeTime } from "../format/relative-time";

/** The formatters a DateTimeCell writes with. A table reads them once for all its rows, not once per cell. */
type DateTimeTexts = {
  dateTime: ReturnType<typeof useDateTimeFormat>;
  relative: ReturnType<typeof useRelativeTime>;
};

/** The page's language's date-time and relative-time formatters, for a table's DateTimeCells. */
function useDateTimeTexts(): DateTimeTexts {
  const dateTime = useDateTimeFormat();
  const relative = useRelativeTime();
  return useMemo(() => ({ dateTime, relative }), [dateTime, relative]);
}

/**
 * A time in a table cell: its date and time in `timeZone` (the viewer's own without one), and below it how long
 * before `now` it was. `ms` is since the epoch, as the API gives every time.
 */
function DateTimeCell({
  ms,
  timeZone,
  now,
  texts,
}: {
  ms: number;
  timeZone?: string;
  now?: number;
  texts: DateTimeTexts;
}) {
  return (
    <time dateTime={new Date(ms).toISOString()} className="oc:grid oc:whitespace-nowrap">
      <span className="oc:tabular-nums">{texts.dateTime(ms, { timeZone })}</span>
      <span className="oc:text-xs oc:text-muted-foreground">{texts.relative(ms, now)}</span>
    </time>
  );
}

export { DateTimeCell, useDateTimeTexts };
export type { DateTimeTexts };
