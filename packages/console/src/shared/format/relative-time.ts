import { useCallback } from "react";
import { consoleTranslation } from "../../i18n/console-translation";

const useStrings = consoleTranslation("oc-common");

type RelativeTimeOptions = {
  /** The moment to compare with, ms since the epoch; the current time by default. */
  now?: number;
  /** A BCP 47 language tag, e.g. `en` or `zh-TW`. */
  locale?: string;
};

// Each unit is used while the distance stays under its limit (in seconds); months and years are approximate.
const UNITS: [limit: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, "second", 1],
  [3_600, "minute", 60],
  [86_400, "hour", 3_600],
  [30 * 86_400, "day", 86_400],
  [365 * 86_400, "month", 30 * 86_400],
  [Number.POSITIVE_INFINITY, "year", 365 * 86_400],
];

/** How far a time (ms since the epoch) lies from now, in words: "3 minutes ago", "in 2 days", "昨天". */
// One formatter per language: creating one costs far more than formatting with it.
const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormatter(locale: string): Intl.RelativeTimeFormat {
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeFormatters.set(locale, formatter);
  }
  return formatter;
}

function formatRelativeTime(ms: number, { now = Date.now(), locale = "en" }: RelativeTimeOptions = {}): string {
  const seconds = (ms - now) / 1000;
  const distance = Math.abs(seconds);
  const [, unit, size] = UNITS.find(([limit]) => distance < limit) ?? UNITS[UNITS.length - 1]!;
  // Whole units towards zero, so 59 minutes never reads as "1 hour"; +0 avoids "-0", which some locales spell out.
  const value = Math.trunc(seconds / size) + 0;
  return relativeFormatter(locale).format(value, unit);
}

/**
 * A wait from now in words, rounded up so it never promises too soon: "in 30 seconds", "in 2 minutes", "30 秒後".
 */
function formatWait(seconds: number, locale = "en"): string {
  const formatter = relativeFormatter(locale);
  if (seconds < 60) return formatter.format(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 3_600) return formatter.format(Math.ceil(seconds / 60), "minute");
  return formatter.format(Math.ceil(seconds / 3_600), "hour");
}

/** `formatRelativeTime` in the console's current language. */
function useRelativeTime(): (ms: number, now?: number) => string {
  const { i18n } = useStrings();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (ms: number, now?: number) => formatRelativeTime(ms, { locale, ...(now === undefined ? {} : { now }) }),
    [locale],
  );
}

export { formatRelativeTime, formatWait, useRelativeTime };
