import { useCallback } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { normalizeLanguage, type Language } from "../../i18n/i18n";

const useStrings = consoleTranslation("oc-common");

type FormatDateOptions = {
  /** An IANA time zone; the viewer's own by default. */
  timeZone?: string;
  /** Leave out the time of day. */
  dateOnly?: boolean;
  /** Whose order: `MM/DD/YYYY, HH:mm:ss` in en, `YYYY/MM/DD HH:mm:ss` in zh-TW. English by default. */
  language?: Language;
};

type DateParts = { year: string; month: string; day: string; hour: string; minute: string; second: string };

/** The parts in the order the language reads them; the same digits in every language. */
function compose({ year, month, day, hour, minute, second }: DateParts, language: Language, dateOnly: boolean): string {
  const time = `${hour}:${minute}:${second}`;
  if (language === "zh-TW") {
    const date = `${year}/${month}/${day}`;
    return dateOnly ? date : `${date} ${time}`;
  }
  const date = `${month}/${day}/${year}`;
  return dateOnly ? date : `${date}, ${time}`;
}

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

/**
 * Formats a time (ms since the epoch) in the language's order (`MM/DD/YYYY, HH:mm:ss` in en,
 * `YYYY/MM/DD HH:mm:ss` in zh-TW), with 24-hour, zero-padded digits in both.
 */
function formatDateTime(ms: number, { timeZone, dateOnly = false, language = "en" }: FormatDateOptions = {}): string {
  if (timeZone === undefined) {
    // The viewer's own zone, as the Date getters read it: the same text Intl gives, without Intl's cost, which a
    // table pays twice per row.
    const date = new Date(ms);
    return compose(
      {
        year: pad(date.getFullYear(), 4),
        month: pad(date.getMonth() + 1),
        day: pad(date.getDate()),
        hour: pad(date.getHours()),
        minute: pad(date.getMinutes()),
        second: pad(date.getSeconds()),
      },
      language,
      dateOnly,
    );
  }
  const parts = formatterFor(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return compose(
    {
      year: part("year"),
      month: part("month"),
      day: part("day"),
      hour: part("hour"),
      minute: part("minute"),
      second: part("second"),
    },
    language,
    dateOnly,
  );
}

/** `formatDateTime` in the current language: the one date format of every screen. */
function useDateTimeFormat(): (ms: number, options?: Omit<FormatDateOptions, "language">) => string {
  const { i18n } = useStrings();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((ms, options) => formatDateTime(ms, { ...options, language }), [language]);
}

export { formatDateTime, useDateTimeFormat };
