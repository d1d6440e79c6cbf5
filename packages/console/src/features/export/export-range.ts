/**
 * Whole days for the export range. The date range picker works in local `Date`s at midnight (its days are calendar
 * days, not instants); these helpers turn an instant into the calendar day it falls on in a time zone, and a picked
 * day back into the instants where it starts and ends in that zone. Without a zone, the viewer's own is used.
 */

// Creating an Intl.DateTimeFormat costs far more than using one: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of an instant in a zone, read as if it were UTC (ms). */
function wallClock(ms: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/** The calendar day an instant falls on in the zone, as the picker's local midnight `Date`. */
function calendarDay(ms: number, timeZone?: string): Date {
  if (timeZone === undefined) {
    const date = new Date(ms);
    return new Date(date.getFullYear(), date.getMonth(), date.getDate());
  }
  const wall = new Date(wallClock(ms, timeZone));
  return new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
}

/** The instant a picked day starts in the zone (ms). */
function dayStart(day: Date, timeZone?: string): number {
  if (timeZone === undefined) return new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const wall = Date.UTC(day.getFullYear(), day.getMonth(), day.getDate());
  // The zone's offset at the guess, then again at the result, in case the guess fell across a change of offset.
  const guess = wall - (wallClock(wall, timeZone) - wall);
  return wall - (wallClock(guess, timeZone) - guess);
}

/** The last millisecond of a picked day in the zone. */
function dayEnd(day: Date, timeZone?: string): number {
  return dayStart(new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1), timeZone) - 1;
}

export { calendarDay, dayEnd, dayStart };
