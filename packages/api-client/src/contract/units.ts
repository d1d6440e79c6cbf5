/**
 * Times on the wire and times in the API. The wire carries times since the epoch in three units: devices'
 * `last_seen` and the timeline's `time` in microseconds, `provisioned_time`, `creation_date`, legal `last_update`
 * and export ranges in seconds. Features see milliseconds only, like `Date.now()`.
 *
 * Each unit is one pair of conversions: `decode` reads the wire unit as ms, `encode` writes ms in the wire unit. The
 * answer schemas build their zod codecs from these pairs (`z.codec(z.number(), z.number(), TIME_UNITS.seconds)`), and
 * the request builders (`timelineQuery`, `exportRequestBody`, `legalUpdateBody`) call `encode` directly. This module
 * imports nothing, so the HTTP client and `timelineQuery` convert without loading zod.
 *
 * `decode(encode(ms))` gives `ms` back for every value `decode` returns, so an answer encoded again reads the same.
 * Encoding then decoding a wire value can lose precision below what the API keeps (microseconds of a device's last
 * seen, fractions of a second).
 */

interface TimeUnit {
  /** Wire value → ms since the epoch. */
  decode: (wire: number) => number;
  /** ms since the epoch → wire value. */
  encode: (ms: number) => number;
}

const TIME_UNITS = {
  /** Whole seconds (`provisioned_time`, `creation_date`, `last_update`, export ranges). */
  seconds: {
    decode: (seconds) => Math.round(seconds * 1000),
    encode: (ms) => Math.floor(ms / 1000),
  },
  /** Microseconds read as whole ms (devices' `last_seen`): 1_700_000_000_123_456 µs is 1_700_000_000_123 ms. */
  microseconds: {
    decode: (microseconds) => Math.floor(microseconds / 1000),
    encode: (ms) => Math.round(ms * 1000),
  },
  /**
   * Microseconds read as ms with the microseconds kept as the fraction (the timeline's `time`): 1_700_000_000_123_456 µs
   * is 1_700_000_000_123.456 ms. A timeline page continues strictly before the last entry's time, so that time has to
   * go back to the server exactly: whole ms would skip or repeat the entries logged in the same millisecond.
   */
  exactMicroseconds: {
    decode: (microseconds) => microseconds / 1000,
    encode: (ms) => Math.round(ms * 1000),
  },
} as const satisfies Record<string, TimeUnit>;

/**
 * The theme's export limits (in seconds) in whole hours, as every text that names them shows them: the export form's
 * message, the server's refusal and the plan's summary.
 */
function exportLimitHours(limits: { period_min: number; period_max: number }): { min: number; max: number } {
  return { min: Math.round(limits.period_min / 3600), max: Math.round(limits.period_max / 3600) };
}

const DAY_SECONDS = 86_400;

/**
 * How many whole days an export range covers (times in ms), judged in the whole seconds the request carries. One
 * reading for every way a client marks the last day: ending at its last second or at the next midnight, across a
 * 23- or 25-hour day, and a single day sent as start and end of the same date.
 */
function exportRangeDays(range: { startTime: number; endTime: number }): number {
  const span = TIME_UNITS.seconds.encode(range.endTime) - TIME_UNITS.seconds.encode(range.startTime);
  return Math.max(1, Math.round(span / DAY_SECONDS));
}

/**
 * The export range's one rule, applied by the export form and by the server: its whole days lie between the theme's
 * `period_min` and `period_max` (in seconds).
 */
function exportRangeFits(
  range: { startTime: number; endTime: number },
  limits: { period_min: number; period_max: number },
): boolean {
  const seconds = exportRangeDays(range) * DAY_SECONDS;
  return seconds >= limits.period_min && seconds <= limits.period_max;
}

export { TIME_UNITS, exportLimitHours, exportRangeDays, exportRangeFits };
export type { TimeUnit };
