type FormatDateOptions = {
  /** An IANA time zone; the viewer's own by default. */
  timeZone?: string;
  /** Leave out the time of day. */
  dateOnly?: boolean;
};

// Creating an Intl.DateTimeFormat costs far more than using one, and a table formats two dates per row: keep one per
// time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a time (ms since the epoch) as SPEC §9 says: `MM/DD/YYYY, HH:mm:ss`, whatever the language. */
function formatDateTime(ms: number, { timeZone, dateOnly = false }: FormatDateOptions = {}): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const date = `${part("month")}/${part("day")}/${part("year")}`;
  return dateOnly ? date : `${date}, ${part("hour")}:${part("minute")}:${part("second")}`;
}

export { formatDateTime };
export type { FormatDateOptions };
