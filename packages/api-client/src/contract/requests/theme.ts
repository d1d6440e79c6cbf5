/** Zod schemas for updating the theme, the legal text and a service's configuration. */
import * as z from "zod/mini";
import {
  HEX_COLOR_PATTERN,
  SOLUTION_VERSION_MAX,
  THEME_LONG_TEXT_FIELDS,
  THEME_LONG_TEXT_MAX,
  THEME_TEXT_MAX,
  THEME_URL_MAX,
  WIFI_NAME_MAX,
} from "../constants.js";
import { themeTextFields } from "../entities/theme.js";
import { THEME_URL_FIELDS, isHttpUrl } from "../urls.js";
import { isRecord, toNumber } from "../wire.js";
import { blob, booleanText, epochSeconds, required } from "./fields.js";

/** A duration in whole seconds (the theme's export limits). */
const seconds = z.int().check(z.nonnegative());

/** Reads a numeric query or form value. */
const numericText = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.transform(toNumber), schema);

const themeFileName = z.enum(["logo.png", "logo_navbar.png"]);

/** Empty clears the link; anything else must be http(s), since public pages link to it and `/` redirects to it. */
const themeUrl = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(THEME_URL_MAX, { error: `Use at most ${THEME_URL_MAX} characters.` }),
    z.refine((value) => value === "" || isHttpUrl(value), {
      error: "Enter a web address that starts with http:// or https://.",
    }),
  ),
);

/** A theme text of at most its field's length. */
function boundedText(field: string) {
  const max = (THEME_LONG_TEXT_FIELDS as readonly string[]).includes(field) ? THEME_LONG_TEXT_MAX : THEME_TEXT_MAX;
  return z.string().check(z.maxLength(max, { error: `Use at most ${max} characters.` }));
}

const themeUpdateSchema = z.object({
  ...(Object.fromEntries(themeTextFields.map((field) => [field, z.optional(boundedText(field))])) as Record<
    (typeof themeTextFields)[number],
    z.ZodMiniOptional<z.ZodMiniString<string>>
  >),
  primary_color: z.optional(
    z.string({ error: "The primary colour is required." }).check(
      z.regex(HEX_COLOR_PATTERN, {
        error: "The primary colour must be a hex colour such as #1E88E5.",
      }),
    ),
  ),
  ...(Object.fromEntries(THEME_URL_FIELDS.map((field) => [field, themeUrl])) as Record<
    (typeof THEME_URL_FIELDS)[number],
    typeof themeUrl
  >),
  wifi_name: z.optional(
    z
      .string()
      .check(z.maxLength(WIFI_NAME_MAX, { error: `The Wi-Fi name must be at most ${WIFI_NAME_MAX} characters.` })),
  ),
  analytics_enabled: z.optional(z.boolean()),
  solution_version: z.optional(
    z.string().check(
      z.maxLength(SOLUTION_VERSION_MAX, {
        error: `The solution version must be at most ${SOLUTION_VERSION_MAX} characters.`,
      }),
    ),
  ),
  /**
   * The plan settings (data_retention, notification_rule_limit, export) are read here so a form may send the theme
   * back whole, but a server keeps its own values: the plan is not the administrator's to change.
   */
  data_retention: z.optional(
    z
      .string()
      .check(z.regex(/^(\d+[dwmy]|infinity)$/, { error: "Use a retention such as 7d, 2w, 3m, 1y or infinity." })),
  ),
  notification_rule_limit: z.optional(z.int()),
  export: z.optional(z.object({ relative_start: seconds, period_min: seconds, period_max: seconds })),
  /** Theme images, by file name. */
  files: z.optional(
    z.partialRecord(
      themeFileName,
      blob.check(
        z.refine((file) => file.type === "" || file.type.startsWith("image/"), {
          error: "Theme files must be images.",
        }),
      ),
    ),
  ),
});

/** The plan settings of the theme: set by the server's configuration and seed, kept when a theme is saved. */
const THEME_PLAN_FIELDS = ["data_retention", "notification_rule_limit", "export"] as const;

/** The theme form as `POST /theme` receives it: every field as text, `export` as JSON text, images as files. */
const themeUpdateWireSchema = z.pipe(
  z.transform((value) => {
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = { ...value };
    const files: Record<string, unknown> = {};
    for (const name of themeFileName.options) {
      if (out[name] !== undefined) files[name] = out[name];
      delete out[name];
    }
    if (Object.keys(files).length > 0) out.files = files;
    if (out.analytics_enabled !== undefined)
      out.analytics_enabled = booleanText.safeParse(out.analytics_enabled).data ?? out.analytics_enabled;
    if (out.notification_rule_limit !== undefined) out.notification_rule_limit = toNumber(out.notification_rule_limit);
    if (typeof out.export === "string") {
      try {
        out.export = JSON.parse(out.export);
      } catch {
        // left as text: the schema reports it
      }
    }
    return out;
  }),
  themeUpdateSchema,
);

const legalUpdateSchema = z.object({
  title: required("The title is required."),
  body: required("The body is required."),
  /** ms since the epoch (seconds on the wire); the server sets it when missing. */
  last_update: z.optional(epochSeconds),
});

const SERVICES = ["email"] as const;
const serviceNameSchema = z.enum(SERVICES);

const emailServiceConfigInputSchema = z.object({
  connection_server: required("The server is required."),
  connection_user: z.string().check(z.regex(/^[^\s-]*$/, { error: "The user must not contain whitespace or dashes." })),
  connection_password: required("The password is required.").check(
    z.regex(/^[^\t\n\r-]*$/, { error: "The password must not contain tabs, new lines or dashes." }),
  ),
  connection_scheme: z.string().check(z.regex(/smtps?$/, { error: "The scheme must end with smtp or smtps." })),
  connection_port: numericText(z.int({ error: "The port must be a number." }).check(z.gte(1), z.lte(65535))),
});

type ThemeUpdate = z.output<typeof themeUpdateSchema>;
type ThemeFileName = z.output<typeof themeFileName>;
type LegalUpdate = z.output<typeof legalUpdateSchema>;
/** The body `PUT /term_of_service` sends: `last_update` in seconds (see `legalUpdateBody`). */
type LegalUpdateBody = z.input<typeof legalUpdateSchema>;
type ServiceName = z.output<typeof serviceNameSchema>;
type EmailServiceConfigInput = z.output<typeof emailServiceConfigInputSchema>;

export {
  SERVICES,
  THEME_PLAN_FIELDS,
  emailServiceConfigInputSchema,
  legalUpdateSchema,
  serviceNameSchema,
  themeFileName as themeFileNameSchema,
  themeUpdateSchema,
  themeUpdateWireSchema,
};
export type { EmailServiceConfigInput, LegalUpdate, LegalUpdateBody, ServiceName, ThemeFileName, ThemeUpdate };
