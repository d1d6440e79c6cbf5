import { DEFAULT_DATA_RETENTION } from "./constants.js";

const RETENTION_UNITS_MS = {
  d: 86_400_000,
  w: 7 * 86_400_000,
  m: 30 * 86_400_000,
  y: 365 * 86_400_000,
} as const;

/**
 * The earliest time (ms since the epoch) a data retention such as `31d`, `2w`, `3m` or `1y` keeps.
 * `infinity` means the epoch. An unreadable value falls back to the default, 31 days.
 */
function dataRetentionStart(retention: string | null | undefined, nowMs: number): number {
  const value = (retention ?? DEFAULT_DATA_RETENTION).trim().toLowerCase();
  if (value === "infinity") return 0;
  const match = /^(\d+)\s*([dwmy])$/.exec(value);
  if (!match) return dataRetentionStart(DEFAULT_DATA_RETENTION, nowMs);
  const unit = match[2] as keyof typeof RETENTION_UNITS_MS;
  return Math.max(0, nowMs - Number(match[1]) * RETENTION_UNITS_MS[unit]);
}

export { dataRetentionStart };
