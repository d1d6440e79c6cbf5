type FormatDateOptions = {
  /** An IANA time zone; the viewer's own by default. */
  timeZone?: string;
  /** Leave out the time of day. */
  dateOnly?: boolean;
};

/** Formats a time (ms since the epoch) as SPEC §9 says: `MM/DD/YYYY, HH:mm:ss`, whatever the language. */
function formatDateTime(ms: number, { timeZone, dateOnly = false }: FormatDateOptions = {}): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const date = `${part("month")}/${part("day")}/${part("year")}`;
  return dateOnly ? date : `${date}, ${part("hour")}:${part("minute")}:${part("second")}`;
}

export { formatDateTime };
export type { FormatDateOptions };
