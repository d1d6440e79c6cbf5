type FormatDateOptions = {
  /** An IANA time zone; the viewer's own by default. */
  timeZone?: string;
  /** Leave out the time of day. */
  dateOnly?: boolean;
};

// For a named time zone: creating an Intl.DateTimeFormat costs far more than using one, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** Formats a time (ms since the epoch) as SPEC §9 says: `MM/DD/YYYY, HH:mm:ss`, whatever the language. */
function formatDateTime(ms: number, { timeZone, dateOnly = false }: FormatDateOptions = {}): string {
  if (timeZone === undefined) {
    // The viewer's own zone, as the Date getters read it: the same text Intl gives, without Intl's cost, which a
    // table pays twice per row.
    const date = new Date(ms);
    const day = `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear(), 4)}`;
    return dateOnly ? day : `${day}, ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }
  const parts = formatterFor(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const date = `${part("month")}/${part("day")}/${part("year")}`;
  return dateOnly ? date : `${date}, ${part("hour")}:${part("minute")}:${part("second")}`;
}

export { formatDateTime };

