/**
 * Zod schemas for what the console sends, with the API's validation rules where it states them.
 * The reference server parses every request with these. Each schema's output is the canonical shape the
 * `ConsoleApi` methods take; the `…WireSchema` variants read the same request from a query string or a form, where
 * every value arrives as text.
 *
 * Times are ms in the API and seconds or microseconds on the wire. The schemas read a body's
 * seconds as ms (the export range, the legal text's `last_update`); the request body builders write them back for the
 * client and the fake. The one exception is `TimelineQuery`, which is the API's `args` object as sent
 * (microseconds): `api.timeline.query` takes `TimelineQueryOptions` in ms and builds it with `timelineQuery`.
 */
import { z } from "zod";
import type { LOG_TYPES } from "./constants.js";
import {
  COMPARISON_OPERATORS,
  DEVICE_ORDER_PATTERN,
  EMAIL_PATTERN,
  FIRMWARE_MAX_BYTES,
  HEX_COLOR_PATTERN,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  MESSAGES,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RECIPIENTS,
  RULE_KEY_PATTERN,
  RULE_TYPES,
  SEMVER_PATTERN,
  SHA1_PATTERN,
  TIMELINE_METRICS,
  WIFI_NAME_MAX,
} from "./constants.js";
import { themeTextFields } from "./entities.js";
import { TIME_UNITS } from "./units.js";
import { THEME_URL_FIELDS, isHttpUrl } from "./urls.js";
import { isRecord, toNumber } from "./wire.js";

const email = z.email({ pattern: EMAIL_PATTERN, error: "Please enter a valid e-mail address." });
const password = z
  .string()
  .min(PASSWORD_MIN, { error: MESSAGES.passwordLength })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordLength });
const required = (message = "This field is required.") =>
  z.string({ error: message }).trim().min(1, { error: message });
/** A duration in whole seconds (the theme's export limits). */
const seconds = z.int().nonnegative();
/** A time since the epoch, sent in whole seconds and read as ms. */
const epochSeconds = z.codec(z.int().nonnegative(), z.number(), TIME_UNITS.seconds);

/** Reads a numeric query or form value. */
const numericText = <T extends z.ZodType>(schema: T) => z.preprocess(toNumber, schema);
/** Reads a boolean form value ("true"/"false", "1"/"0", "on"). */
const booleanText = z.preprocess((value) => {
  if (value === "true" || value === "1" || value === "on" || value === 1) return true;
  if (value === "false" || value === "0" || value === "" || value === 0) return false;
  return value;
}, z.boolean());

const blob = z.custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob, {
  error: "A file is required.",
});

// Session ----------------------------------------------------------------------------------------------------------

const signInRequestSchema = z.object({ email, password });

const passwordResetRequestSchema = z.object({
  email,
  lang: z.enum(["en", "zh", "zh-TW"]).default("en"),
});

const setPasswordRequestSchema = z.object({
  new_password: password,
  reset_token: required(),
});

const accountActivationRequestSchema = z.object({ code: required() });

// Devices ----------------------------------------------------------------------------------------------------------

/** A sort order: a key (`identity`, `lastseen`, `state.H02`), ascending, or the key after a minus sign, descending. */
const deviceOrderSchema = z.string().regex(DEVICE_ORDER_PATTERN, {
  error:
    "Sort by identity, lastseen, provisioned_time, model, firmware_version, ssid or state.<field>, with - for descending.",
});

const deviceListQuerySchema = z.object({
  limit: z.int().min(1).max(500),
  offset: z.int().nonnegative(),
  /** Matches serial numbers containing this text, ignoring case. */
  identity: z.string().optional(),
  /** Keeps devices whose tag `name` has exactly this `value` (e.g. model, or connected "1"/"0"). */
  tag: z.object({ name: z.string().min(1), value: z.string() }).optional(),
  order: deviceOrderSchema.optional(),
});

/** The same query as it arrives in a URL: `limit`, `offset`, `identity`, `tag.name`, `tag.value`, `order`. */
const deviceListQueryWireSchema = z.preprocess((value) => {
  if (!isRecord(value)) return value;
  const { "tag.name": tagName, "tag.value": tagValue, identity, order, ...rest } = value;
  return {
    ...rest,
    limit: toNumber(value.limit ?? 50),
    offset: toNumber(value.offset ?? 0),
    identity: identity === "" ? undefined : identity,
    order: order === "" ? undefined : order,
    tag: tagName === undefined || tagName === "" ? undefined : { name: tagName, value: tagValue ?? "" },
  };
}, deviceListQuerySchema);

const totalFieldsSchema = z.array(z.enum(["devices", "connected_devices", "users"])).min(1);

// Users ------------------------------------------------------------------------------------------------------------

/** Users sort order. The API names none; the console may sort by e-mail or registered time. */
const userOrderSchema = z.enum(["email", "-email", "creation_date", "-creation_date"]);

const userListQuerySchema = z.object({
  limit: z.int().min(1).max(500),
  offset: z.int().nonnegative(),
  /** Matches e-mails containing `filter.email`, ignoring case. */
  filter: z.object({ email: z.string().optional() }).optional(),
  order: userOrderSchema.optional(),
});

/** The same query from a URL: `filter` is JSON text, e.g. `filter={"email":"chen"}`. */
const userListQueryWireSchema = z.preprocess((value) => {
  if (!isRecord(value)) return value;
  let filter = value.filter;
  if (typeof filter === "string") {
    try {
      filter = filter === "" ? undefined : JSON.parse(filter);
    } catch {
      // left as text: the schema reports it
    }
  }
  return {
    ...value,
    limit: toNumber(value.limit ?? 50),
    offset: toNumber(value.offset ?? 0),
    filter,
    order: value.order === "" ? undefined : value.order,
  };
}, userListQuerySchema);

const userStatusRequestSchema = z.object({ status: z.union([z.literal(1), z.literal(0)]) });

// Export -----------------------------------------------------------------------------------------------------------

/** `POST /open/export`: `{ startTime, endTime }` in seconds on the wire, ms in the API. */
const exportRequestSchema = z
  .object({ startTime: epochSeconds, endTime: epochSeconds })
  .refine((range) => range.endTime >= range.startTime, {
    error: "The end time must not be before the start time.",
    path: ["endTime"],
  });

// Firmware ---------------------------------------------------------------------------------------------------------

const semver = z.string({ error: MESSAGES.semver }).regex(SEMVER_PATTERN, { error: MESSAGES.semver });

const firmwareUploadSchema = z.object({
  model: required(MESSAGES.modelRequired),
  version: semver,
  previousVersion: semver,
  sha1: z.string({ error: MESSAGES.sha1 }).regex(SHA1_PATTERN, { error: MESSAGES.sha1 }),
  file: blob.refine((file) => file.size < FIRMWARE_MAX_BYTES, { error: MESSAGES.firmwareTooLarge }),
  /** Update devices at once. */
  trigger: z.boolean().optional(),
});

/** The multipart form of `/fw/upload`: inputVersion, inputLastVersion, inputSHA1, inputModel, file, trigger. */
const firmwareUploadWireSchema = z.preprocess(
  (value) =>
    isRecord(value)
      ? {
          model: value.inputModel,
          version: value.inputVersion,
          previousVersion: value.inputLastVersion,
          sha1: value.inputSHA1,
          file: value.file,
          trigger:
            value.trigger === undefined ? undefined : (booleanText.safeParse(value.trigger).data ?? value.trigger),
        }
      : value,
  firmwareUploadSchema,
);

const firmwareDeleteRequestSchema = z.object({ id: required() });

// Information models and images ------------------------------------------------------------------------------------

const informationModelFileSchema = z.object({
  /** The file's lastModified, ms since the epoch. */
  lastModified: z.number(),
  /** The file name. */
  name: z.string().min(1),
  /** Bytes. */
  size: z.number().nonnegative(),
  /** The file's JSON or YAML text. */
  text: z.string(),
  familyName: z.string().min(1),
});

const informationModelUploadSchema = z.array(informationModelFileSchema).min(1, { error: "Choose at least one file." });

const informationModelDeleteSchema = z.object({ familyName: z.string().min(1) });

const imageFile = blob
  .refine((file) => file.size <= IMAGE_MAX_BYTES, { error: MESSAGES.imageTooLarge })
  .refine(
    (file) => {
      const name = "name" in file && typeof file.name === "string" ? file.name.toLowerCase() : "";
      const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1) : "";
      return (IMAGE_EXTENSIONS as readonly string[]).includes(extension) || /^image\/(jpeg|png|gif)$/.test(file.type);
    },
    { error: MESSAGES.imageType },
  );

/** The multipart form of `POST /image`: familyName plus a `thumbnail` and/or a `banner` file. */
const imageUploadSchema = z
  .object({ familyName: z.string().min(1), thumbnail: imageFile.optional(), banner: imageFile.optional() })
  .refine((input) => input.thumbnail !== undefined || input.banner !== undefined, {
    error: "Choose a thumbnail or a banner image.",
  });

const imageDeleteSchema = z.object({
  familyName: z.string().min(1),
  imageTypes: z.array(z.enum(IMAGE_TYPES)).min(1),
});

// Notification rules -----------------------------------------------------------------------------------------------

const ruleKey = z.string({ error: MESSAGES.ruleKey }).regex(RULE_KEY_PATTERN, { error: MESSAGES.ruleKey });

const notificationRuleInputSchema = z.preprocess(
  (value) => {
    if (!isRecord(value)) return value;
    const names = value.familyNames ?? value.familyName;
    return { ...value, familyNames: typeof names === "string" ? [names] : names };
  },
  z.object({
    ruleType: z.enum(RULE_TYPES, { error: "The rule type is required." }),
    familyNames: z
      .array(z.string().min(1), { error: "The family name is required." })
      .min(1, { error: "The family name is required." }),
    familyMembers: z.array(z.string()).optional(),
    ownerId: z.string().optional(),
    source: z.literal("admin").optional(),
    actions: z
      .array(
        z.object({
          title: required("The title is required.").max(NOTIFICATION_TITLE_MAX, {
            error: `The title must be at most ${NOTIFICATION_TITLE_MAX} characters.`,
          }),
          body: required("The message is required.").max(NOTIFICATION_MESSAGE_MAX, {
            error: `The message must be at most ${NOTIFICATION_MESSAGE_MAX} characters.`,
          }),
        }),
      )
      .length(1),
    event: z.object({
      source: z.literal("device").optional(),
      resource: z.literal("states").optional(),
      type: z.literal("exohomeEvent").optional(),
      conditions: z
        .array(
          z.object({
            key: ruleKey,
            op: z.enum(COMPARISON_OPERATORS, { error: "The operator is required." }),
            target: z.number({ error: "The target must be a number." }),
          }),
        )
        .min(1),
    }),
    recipients: z.array(z.enum(RECIPIENTS)),
  }),
);

// Theme, legal, services -------------------------------------------------------------------------------------------

const themeFileName = z.enum(["logo.png", "logo_navbar.png"]);

/** Empty clears the link; anything else must be http(s), since public pages link to it and `/` redirects to it. */
const themeUrl = z
  .string()
  .trim()
  .refine((value) => value === "" || isHttpUrl(value), {
    error: "Enter a web address that starts with http:// or https://.",
  })
  .optional();

const themeUpdateSchema = z.object({
  ...(Object.fromEntries(themeTextFields.map((field) => [field, z.string().optional()])) as Record<
    (typeof themeTextFields)[number],
    z.ZodOptional<z.ZodString>
  >),
  primary_color: z
    .string({ error: "The primary colour is required." })
    .regex(HEX_COLOR_PATTERN, {
      error: "The primary colour must be a hex colour such as #1E88E5.",
    })
    .optional(),
  ...(Object.fromEntries(THEME_URL_FIELDS.map((field) => [field, themeUrl])) as Record<
    (typeof THEME_URL_FIELDS)[number],
    typeof themeUrl
  >),
  wifi_name: z
    .string()
    .max(WIFI_NAME_MAX, { error: `The Wi-Fi name must be at most ${WIFI_NAME_MAX} characters.` })
    .optional(),
  analytics_enabled: z.boolean().optional(),
  solution_version: z.string().optional(),
  /**
   * The plan settings (data_retention, notification_rule_limit, export) are read here so a form may send the theme
   * back whole, but a server keeps its own values: the plan is not the administrator's to change.
   */
  data_retention: z
    .string()
    .regex(/^(\d+[dwmy]|infinity)$/, { error: "Use a retention such as 7d, 2w, 3m, 1y or infinity." })
    .optional(),
  notification_rule_limit: z.int().optional(),
  export: z.object({ relative_start: seconds, period_min: seconds, period_max: seconds }).optional(),
  /** Theme images, by file name. */
  files: z
    .partialRecord(
      themeFileName,
      blob.refine((file) => file.type === "" || file.type.startsWith("image/"), {
        error: "Theme files must be images.",
      }),
    )
    .optional(),
});

/** The plan settings of the theme: set by the server's configuration and seed, kept when a theme is saved. */
const THEME_PLAN_FIELDS = ["data_retention", "notification_rule_limit", "export"] as const;

/** The theme form as `POST /theme` receives it: every field as text, `export` as JSON text, images as files. */
const themeUpdateWireSchema = z.preprocess((value) => {
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
}, themeUpdateSchema);

const legalUpdateSchema = z.object({
  title: required("The title is required."),
  body: required("The body is required."),
  /** ms since the epoch (seconds on the wire); the server sets it when missing. */
  last_update: epochSeconds.optional(),
});

const SERVICES = ["email"] as const;
const serviceNameSchema = z.enum(SERVICES);

const emailServiceConfigInputSchema = z.object({
  connection_server: required("The server is required."),
  connection_user: z.string().regex(/^[^\s-]*$/, { error: "The user must not contain whitespace or dashes." }),
  connection_password: required("The password is required.").regex(/^[^\t\n\r-]*$/, {
    error: "The password must not contain tabs, new lines or dashes.",
  }),
  connection_scheme: z.string().regex(/smtps?$/, { error: "The scheme must end with smtp or smtps." }),
  connection_port: numericText(z.int({ error: "The port must be a number." }).min(1).max(65535)),
});

// Timeline ---------------------------------------------------------------------------------------------------------

const timelineQuerySchema = z.object({
  /** `{ email, log_type: "event" }` for a user, `{ device_unique_id, log_type? }` for a device (see `timelineTags`). */
  tags: z.record(z.string(), z.string()),
  metrics: z.array(z.enum(TIMELINE_METRICS)).default([...TIMELINE_METRICS]),
  limit: z.int().min(1).max(1000),
  /** µs since the epoch (the wire unit; `timelineQuery` converts from ms): only entries at or after this time. */
  start_time: z.number().optional(),
  /** µs since the epoch: only entries strictly before this time (the next page starts at the last entry's time). */
  end_time: z.number().optional(),
  fill: z.string().optional(),
});

/** The query as it arrives in a URL: `args` is JSON text. */
const timelineQueryWireSchema = z.preprocess((value) => {
  if (!isRecord(value) || typeof value.args !== "string") return value;
  try {
    return JSON.parse(value.args);
  } catch {
    return value.args;
  }
}, timelineQuerySchema);

// Solution test ----------------------------------------------------------------------------------------------------

const solutionTestRequestSchema = z.object({
  SolutionAccount: email,
  SolutionPassword: required("The password is required."),
  RecipientList: required("The recipients are required.").refine(
    (list) => list.split(",").every((address) => EMAIL_PATTERN.test(address.trim())),
    { error: "Recipients must be a comma-separated list of e-mail addresses." },
  ),
});

type SignInRequest = z.output<typeof signInRequestSchema>;
type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
type SetPasswordRequest = z.output<typeof setPasswordRequestSchema>;
type AccountActivationRequest = z.output<typeof accountActivationRequestSchema>;
type DeviceListQuery = z.output<typeof deviceListQuerySchema>;
type DeviceOrder = z.output<typeof deviceOrderSchema>;
type UserListQuery = z.output<typeof userListQuerySchema>;
type UserOrder = z.output<typeof userOrderSchema>;
type UserStatusRequest = z.output<typeof userStatusRequestSchema>;
/** An export range in ms since the epoch, as `api.exports.create` takes it. */
type ExportRequest = z.output<typeof exportRequestSchema>;
/** The body `POST /open/export` sends: the same range in whole seconds (see `exportRequestBody`). */
type ExportRequestBody = z.input<typeof exportRequestSchema>;
type FirmwareUpload = z.output<typeof firmwareUploadSchema>;
type FirmwareDeleteRequest = z.output<typeof firmwareDeleteRequestSchema>;
type InformationModelFile = z.output<typeof informationModelFileSchema>;
type InformationModelDelete = z.output<typeof informationModelDeleteSchema>;
type ImageUpload = z.output<typeof imageUploadSchema>;
type ImageDelete = z.output<typeof imageDeleteSchema>;
type NotificationRuleInput = z.output<typeof notificationRuleInputSchema>;
type ThemeUpdate = z.output<typeof themeUpdateSchema>;
type ThemeFileName = z.output<typeof themeFileName>;
type LegalUpdate = z.output<typeof legalUpdateSchema>;
/** The body `PUT /term_of_service` sends: `last_update` in seconds (see `legalUpdateBody`). */
type LegalUpdateBody = z.input<typeof legalUpdateSchema>;
type ServiceName = z.output<typeof serviceNameSchema>;
type EmailServiceConfigInput = z.output<typeof emailServiceConfigInputSchema>;
type TimelineQuery = z.input<typeof timelineQuerySchema>;
type TimelineMetric = (typeof TIMELINE_METRICS)[number];
type SolutionTestRequest = z.output<typeof solutionTestRequestSchema>;
type LogFilter = "all" | (typeof LOG_TYPES)[number];

export {
  SERVICES,
  THEME_PLAN_FIELDS,
  accountActivationRequestSchema,
  deviceListQuerySchema,
  deviceListQueryWireSchema,
  deviceOrderSchema,
  emailServiceConfigInputSchema,
  exportRequestSchema,
  firmwareDeleteRequestSchema,
  firmwareUploadSchema,
  firmwareUploadWireSchema,
  imageDeleteSchema,
  imageUploadSchema,
  informationModelDeleteSchema,
  informationModelFileSchema,
  informationModelUploadSchema,
  legalUpdateSchema,
  notificationRuleInputSchema,
  passwordResetRequestSchema,
  serviceNameSchema,
  setPasswordRequestSchema,
  signInRequestSchema,
  solutionTestRequestSchema,
  themeFileName as themeFileNameSchema,
  themeUpdateSchema,
  themeUpdateWireSchema,
  timelineQuerySchema,
  timelineQueryWireSchema,
  totalFieldsSchema,
  userListQuerySchema,
  userListQueryWireSchema,
  userOrderSchema,
  userStatusRequestSchema,
};
export type {
  AccountActivationRequest,
  DeviceListQuery,
  DeviceOrder,
  EmailServiceConfigInput,
  ExportRequest,
  ExportRequestBody,
  FirmwareDeleteRequest,
  FirmwareUpload,
  ImageDelete,
  ImageUpload,
  InformationModelDelete,
  InformationModelFile,
  LegalUpdate,
  LegalUpdateBody,
  LogFilter,
  NotificationRuleInput,
  PasswordResetRequest,
  ServiceName,
  SetPasswordRequest,
  SignInRequest,
  SolutionTestRequest,
  ThemeFileName,
  ThemeUpdate,
  TimelineMetric,
  TimelineQuery,
  UserListQuery,
  UserOrder,
  UserStatusRequest,
};
