/**
 * Zod schemas for the theme, the legal text and the e-mail service's configuration, as they come back from the server.
 *
 * Every time since the epoch comes out in milliseconds, whatever unit the wire carries it in (see `TIME_UNITS`):
 *
 * | field                           | on the wire                | output                                             |
 * |---------------------------------|----------------------------|----------------------------------------------------|
 * | legal `last_update`             | s, or an ISO date          | ms                                                 |
 *
 * `encode` writes it back in the wire unit, so what a server sends is unchanged. The theme's export limits are
 * durations, not times, and stay in seconds as the API names them.
 *
 * `WireLegal` is the same shape in the wire units: what a server sends, and what the fake and the reference server
 * hold. The schema reads it as a `Legal`.
 */
import * as z from "zod/mini";
import { DEFAULT_DATA_RETENTION, DEFAULT_EXPORT_LIMITS, DEFAULT_NOTIFICATION_RULE_LIMIT } from "../constants.js";
import { TIME_UNITS } from "../units.js";
import { flag, lenient, nullableNumeric, nullableString, numeric, toNumber } from "../wire.js";

const text = lenient((value) => (value === undefined || value === null ? "" : value), z.string());

const themeExportSchema = lenient(
  (value) => (value === undefined || value === null ? {} : typeof value === "string" ? safeJson(value) : value),
  z.object({
    /** How far back (seconds before now) the export range may start. */
    relative_start: z._default(numeric, DEFAULT_EXPORT_LIMITS.relative_start),
    /** Shortest range, seconds. */
    period_min: z._default(numeric, DEFAULT_EXPORT_LIMITS.period_min),
    /** Longest range, seconds. */
    period_max: z._default(numeric, DEFAULT_EXPORT_LIMITS.period_max),
  }),
);

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const themeTextFields = [
  "product_name",
  "primary_color",
  "app_name",
  "app_url_scheme",
  "apple_store",
  "google_play",
  "company_name",
  "company_url",
  "company_address",
  "company_contact",
  "support_email_account",
  "welcome_email_subject",
  "welcome_email_headline",
  "welcome_email_body",
  "welcome_web_headline",
  "welcome_web_body",
  "claim_web_headline",
  "claim_web_body",
  "wifi_name",
  "news",
] as const;

const themeSchema = z.object({
  ...(Object.fromEntries(themeTextFields.map((field) => [field, text])) as Record<
    (typeof themeTextFields)[number],
    typeof text
  >),
  analytics_enabled: flag,
  solution_version: nullableString,
  data_retention: lenient(
    (value) => (value === undefined || value === null || value === "" ? DEFAULT_DATA_RETENTION : value),
    z.string(),
  ),
  notification_rule_limit: lenient(
    (value) =>
      value === undefined || value === null || value === "" ? DEFAULT_NOTIFICATION_RULE_LIMIT : toNumber(value),
    z.number(),
  ),
  export: themeExportSchema,
});

const legalSchema = z.object({
  title: text,
  body: text,
  /** ms since the epoch, or null when never updated (seconds on the wire; an ISO date is read too). */
  last_update: lenient(
    (value) => {
      if (typeof value === "string" && value !== "" && !Number.isFinite(Number(value))) {
        const ms = Date.parse(value);
        return Number.isNaN(ms) ? value : TIME_UNITS.seconds.encode(ms);
      }
      return value === undefined || value === "" ? null : toNumber(value);
    },
    z.nullable(z.codec(z.number(), z.number(), TIME_UNITS.seconds)),
  ),
});

const emailServiceConfigSchema = z.object({
  connection_server: text,
  connection_user: text,
  connection_password: text,
  connection_scheme: text,
  connection_port: nullableNumeric,
});

type Theme = z.output<typeof themeSchema>;
type ThemeExport = z.output<typeof themeExportSchema>;
type Legal = z.output<typeof legalSchema>;
type EmailServiceConfig = z.output<typeof emailServiceConfigSchema>;

/** The legal text as the API sends it: `last_update` in seconds. */
type WireLegal = Omit<Legal, "last_update"> & {
  /** Seconds since the epoch. */
  last_update: number | null;
};

export { emailServiceConfigSchema, legalSchema, themeSchema, themeTextFields };
export type { EmailServiceConfig, Legal, Theme, ThemeExport, WireLegal };
