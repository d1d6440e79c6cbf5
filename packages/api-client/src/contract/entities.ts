/**
 * Zod schemas for the API's entities, as they come back from the server.
 *
 * Where the API has two names for one field, both are accepted and the output carries one:
 *
 * | output name        | also accepted            | why this one                                              |
 * |--------------------|--------------------------|-----------------------------------------------------------|
 * | `identity`         | `sn`                     | the device list sorts and searches by `identity`          |
 * | `owner`            | `owner_email`            | the API names the field owner first                       |
 * | `guests`           | `guest_emails`           | same                                                      |
 * | `lastseen`         | `last_seen`              | the sort key is `lastseen`                                |
 * | `ssid`             | `wifi_ssid`              | short, and what the API calls "wifi ssid"                 |
 * | `connected`        | `tags.connected`, `tags.connectedTag`, `connectedTag` | a boolean; null when unknown  |
 * | `model`            | `tags.model`             | a column of its own                                       |
 * | `familyNames`      | `familyName` (one or many) | a rule may cover several families, so always a list     |
 * | firmware `id`      | `name`                   | `/fw/delete` sends `id`; `name` is kept and defaults to `id` |
 * | group `displayName`| `properties.displayName` | the display name comes first; `label` is the one to show  |
 *
 * Every time since the epoch comes out in milliseconds, whatever unit the wire carries it in (see `TIME_UNITS`):
 *
 * | field                           | on the wire                | output                                             |
 * |---------------------------------|----------------------------|----------------------------------------------------|
 * | device `lastseen` (`last_seen`) | µs                         | whole ms                                           |
 * | device `provisioned_time`       | s                          | ms                                                 |
 * | user `creation_date`            | s                          | ms                                                 |
 * | legal `last_update`             | s, or an ISO date          | ms                                                 |
 * | timeline entry `time`           | µs, or an ISO date         | ms, the µs kept as the fraction (for paging)       |
 * | information-model `timestamp`   | ms (a file's lastModified) | ms                                                 |
 *
 * `encode` writes them back in the wire units, so what a server sends is unchanged. The theme's export limits are
 * durations, not times, and stay in seconds as the API names them. User `status` is 1 (active) or 0 (inactive).
 *
 * The `Wire…` types are the same shapes in the wire units: what a server sends, and what the fake and the reference
 * server hold. The schemas read them as the normalised types.
 */
import { z } from "zod";
import type { IMAGE_TYPES } from "./constants.js";
import { TIME_UNITS } from "./units.js";
import {
  COMPARISON_OPERATORS,
  DEFAULT_DATA_RETENTION,
  DEFAULT_NOTIFICATION_RULE_LIMIT,
  LOG_TYPES,
  RECIPIENTS,
  RULE_TYPES,
} from "./constants.js";
import {
  flag,
  freeRecord,
  id,
  isRecord,
  lenient,
  list,
  nullableFlag,
  nullableNumeric,
  nullableString,
  nullableTime,
  numeric,
  time,
  toNumber,
  withAliases,
} from "./wire.js";
import type { Loose } from "./wire.js";

// Devices ----------------------------------------------------------------------------------------------------------

function tagsToRecord(tags: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(tags)) {
    for (const tag of tags) {
      if (isRecord(tag) && typeof tag.name === "string" && tag.value !== undefined && tag.value !== null)
        out[tag.name] = String(tag.value);
    }
  } else if (isRecord(tags)) {
    for (const [name, value] of Object.entries(tags))
      if (value !== undefined && value !== null) out[name] = String(value);
  }
  return out;
}

const deviceAliases = withAliases({
  identity: ["sn"],
  owner: ["owner_email"],
  guests: ["guest_emails"],
  lastseen: ["last_seen"],
  ssid: ["wifi_ssid"],
  connected: ["connectedTag"],
});

function normaliseDevice(value: unknown): unknown {
  const device = deviceAliases(value);
  if (!isRecord(device)) return device;
  const tags = tagsToRecord(device.tags);
  return {
    ...device,
    tags,
    model: device.model ?? tags.model,
    connected: device.connected ?? tags.connected ?? tags.connectedTag,
  };
}

const deviceSchema = lenient(
  normaliseDevice,
  z.object({
    /** The serial number. */
    identity: z.string().min(1),
    model: nullableString,
    /** The owner's e-mail. */
    owner: nullableString,
    /** The guests' e-mails. */
    guests: list(z.string()),
    locked: flag,
    /** Online (true), offline (false) or unknown (null). */
    connected: nullableFlag,
    /** ms since the epoch (µs on the wire, as `lastseen` or `last_seen`). */
    lastseen: nullableTime(TIME_UNITS.microseconds),
    /** ms since the epoch (seconds on the wire). */
    provisioned_time: nullableTime(TIME_UNITS.seconds),
    firmware_version: nullableString,
    ssid: nullableString,
    /** Device state values (`state.*`), keyed by field, e.g. `H02`. */
    state: freeRecord,
    fields: freeRecord,
    tags: z.record(z.string(), z.string()),
  }),
);

const deviceTotalsSchema = z.object({
  devices: nullableNumeric,
  connected_devices: nullableNumeric,
});

// Users ------------------------------------------------------------------------------------------------------------

const userStatusSchema = lenient(
  (value) => (value === true ? 1 : value === false ? 0 : toNumber(value)),
  z.union([z.literal(1), z.literal(0)]),
);

const userSchema = z.object({
  id,
  email: z.string(),
  /** 1 active, 0 inactive. */
  status: userStatusSchema,
  /** ms since the epoch (seconds on the wire). */
  creation_date: time(TIME_UNITS.seconds),
  /**
   * The administrator the server made at start-up (`CONSOLE_ADMIN_EMAIL`), which it refuses to deactivate or delete.
   * Only the server knows which account that is; a server that does not say is read as "none".
   */
  builtIn: z.boolean().default(false),
});

const userDeviceSchema = lenient(withAliases({ id: ["identity", "sn", "device_id"] }), z.object({ id }));

const userGroupSchema = lenient(
  (value) => {
    if (!isRecord(value)) return value;
    const properties = isRecord(value.properties) ? value.properties : {};
    const displayName = value.displayName ?? properties.displayName;
    return { ...value, displayName, label: displayName || value.name };
  },
  z.object({
    name: z.string(),
    displayName: nullableString,
    /** What to show: the display name when there is one, otherwise the name. */
    label: z.string(),
  }),
);

const userDetailSchema = z.object({
  devices: list(userDeviceSchema),
  groups: list(userGroupSchema),
});

const userTotalsSchema = z.object({ users: nullableNumeric });

// Firmware ---------------------------------------------------------------------------------------------------------

const firmwareSchema = lenient(
  withAliases({ id: ["name"], name: ["id"], previousVersion: ["previous_version", "inputLastVersion"] }),
  z.object({
    id,
    name: lenient((value) => (typeof value === "number" ? String(value) : value), z.string()),
    version: z.string(),
    previousVersion: nullableString,
    model: z.string(),
    sha1: z.string(),
    /** Bytes. */
    size: nullableNumeric,
    /** Devices update at once when true. */
    trigger: flag,
    url: nullableString,
    index: nullableNumeric,
  }),
);

// Information models -----------------------------------------------------------------------------------------------

const imageSchema = z.object({ uri: z.string() });
const nullableImage = lenient((value) => (value === undefined ? null : value), imageSchema.nullable());

const modelImagesSchema = lenient(
  (value) => (value === undefined || value === null ? {} : value),
  z.object({ thumbnail: nullableImage, banner: nullableImage }),
);

const informationModelSchema = lenient(
  (value) => {
    if (!isRecord(value)) return value;
    const content = isRecord(value.informationModel) ? value.informationModel : {};
    return {
      ...value,
      familyName: value.familyName ?? content.familyName,
      familyMembers: value.familyMembers ?? content.familyMembers,
      images: value.images ?? content.images,
    };
  },
  z.object({
    familyName: z.string().min(1),
    /** The file name (json or yaml). */
    name: z.string(),
    /** Milliseconds since the epoch. */
    timestamp: numeric,
    formatedDate: nullableString,
    downloadLink: nullableString,
    /** The model itself (see information-model.schema.json). */
    informationModel: lenient(
      (value) => (value === undefined ? null : value),
      z.record(z.string(), z.unknown()).nullable(),
    ),
    images: modelImagesSchema,
    /** The device models this family supports. */
    familyMembers: list(z.string()),
  }),
);

// Notification rules -----------------------------------------------------------------------------------------------

const operatorSchema = z.enum(COMPARISON_OPERATORS);

const ruleConditionSchema = z.object({
  key: z.string(),
  /**
   * One of COMPARISON_OPERATORS as the console writes it, but stored data may hold another: the console logs an
   * unknown operator and still shows the rule, so reading one must not fail the whole list.
   */
  op: z.string(),
  target: numeric,
});

const ruleEventSchema = z.object({
  source: z.string().default("device"),
  resource: z.string().default("states"),
  type: z.string().default("exohomeEvent"),
  conditions: list(ruleConditionSchema),
});

const ruleActionSchema = z.object({ title: z.string(), body: z.string() });

function familyNamesFrom(value: Loose): unknown {
  const names = value.familyNames ?? value.familyName;
  return typeof names === "string" ? [names] : names;
}

const notificationRuleSchema = lenient(
  (value) => (isRecord(value) ? { ...value, familyNames: familyNamesFrom(value) } : value),
  z.object({
    id,
    ruleType: z.enum(RULE_TYPES).default("deviceStatus"),
    familyNames: list(z.string()),
    familyMembers: list(z.string()),
    ownerId: lenient(
      (value) => (typeof value === "number" ? String(value) : value === undefined || value === "" ? null : value),
      z.string().nullable(),
    ),
    source: z.string().default("admin"),
    actions: list(ruleActionSchema),
    event: ruleEventSchema,
    recipients: list(z.enum(RECIPIENTS)),
  }),
);

// Theme, legal, e-mail service ---------------------------------------------------------------------------------------

const text = lenient((value) => (value === undefined || value === null ? "" : value), z.string());

const themeExportSchema = lenient(
  (value) => (value === undefined || value === null ? {} : typeof value === "string" ? safeJson(value) : value),
  z.object({
    /** How far back (seconds before now) the export range may start. */
    relative_start: numeric.default(31 * 86_400),
    /** Shortest range, seconds. */
    period_min: numeric.default(86_400),
    /** Longest range, seconds. */
    period_max: numeric.default(31 * 86_400),
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
    z.codec(z.number(), z.number(), TIME_UNITS.seconds).nullable(),
  ),
});

const emailServiceConfigSchema = z.object({
  connection_server: text,
  connection_user: text,
  connection_password: text,
  connection_scheme: text,
  connection_port: nullableNumeric,
});

// Timeline -----------------------------------------------------------------------------------------------------------

const scalar = z.union([z.number(), z.string(), z.boolean()]).nullable();

const timelineActionSchema = lenient(
  (value) => {
    if (!isRecord(value)) return value;
    const notification = isRecord(value.notification) ? value.notification : {};
    return { ...value, content: value.content ?? notification.title };
  },
  z.object({
    label: nullableString,
    /** The content, or the notification title for notification entries. */
    content: nullableString,
    key: nullableString,
    value: lenient((value) => (value === undefined ? null : value), scalar.catch(null)),
    conditions: list(z.object({ key: z.string(), op: z.string(), target: scalar })).catch([]),
    email: nullableString,
    device_unique_id: nullableString,
    sn: nullableString,
  }),
);

/** Reads a time sent as microseconds or as an ISO date as microseconds. */
function toMicroseconds(value: unknown): unknown {
  if (typeof value === "string" && !Number.isFinite(Number(value))) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? value : TIME_UNITS.exactMicroseconds.encode(ms);
  }
  return toNumber(value);
}

interface ParsedLog {
  type: unknown;
  action: unknown;
  status: unknown;
}

function parseLog(log: unknown): ParsedLog | null {
  if (isRecord(log)) return { type: log.type, action: log.action, status: log.status };
  if (typeof log !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(log);
    return isRecord(parsed) ? { type: parsed.type, action: parsed.action, status: parsed.status } : null;
  } catch {
    return null;
  }
}

const logTypeSchema = z.enum(LOG_TYPES);

const timelineLogEntrySchema = lenient(
  (value) => {
    if (!isRecord(value)) return value;
    if (value.empty === true || value.empty === false) return value;
    const parsed = parseLog(value.log);
    const log = typeof value.log === "string" ? value.log : value.log === undefined ? "" : JSON.stringify(value.log);
    if (!parsed) return { ...value, log, type: null, action: null, status: null, empty: true };
    return {
      ...value,
      log,
      type: parsed.type ?? value.log_type,
      action: parsed.action ?? null,
      status: parsed.status ?? null,
      empty: false,
    };
  },
  z.object({
    /**
     * ms since the epoch, with the wire's microseconds as the fraction (1_700_000_000_123_456 µs reads as
     * 1_700_000_000_123.456), so that `api.timeline.query({ target, endTime: entry.time })` continues exactly before
     * this entry.
     */
    time: lenient(toMicroseconds, z.codec(z.number(), z.number(), TIME_UNITS.exactMicroseconds)),
    from: nullableString,
    ip: nullableString,
    log_type: logTypeSchema,
    /** The raw JSON text. */
    log: z.string(),
    type: logTypeSchema.nullable().catch(null),
    action: timelineActionSchema.nullable().catch(null),
    status: lenient((value) => value ?? null, z.unknown()),
    /** True when the log text could not be parsed: such an entry shows as empty. */
    empty: z.boolean(),
  }),
);

// Session and solution test ----------------------------------------------------------------------------------------

const sessionSchema = z.object({ token: z.string().min(1), id });

const solutionTestSchema = z.object({
  SolutionAccount: z.string(),
  SolutionPassword: z.string(),
  /** Comma-separated e-mail addresses. */
  RecipientList: z.string(),
});

type Device = z.output<typeof deviceSchema>;
type DeviceTotals = z.output<typeof deviceTotalsSchema>;
type User = z.output<typeof userSchema>;
type UserStatus = z.output<typeof userStatusSchema>;
type UserDetail = z.output<typeof userDetailSchema>;
type UserGroup = z.output<typeof userGroupSchema>;
type UserTotals = z.output<typeof userTotalsSchema>;
type Firmware = z.output<typeof firmwareSchema>;
type InformationModel = z.output<typeof informationModelSchema>;
type ModelImages = z.output<typeof modelImagesSchema>;
type NotificationRule = z.output<typeof notificationRuleSchema>;
type RuleCondition = z.output<typeof ruleConditionSchema>;
type ComparisonOperator = z.output<typeof operatorSchema>;
type Recipient = (typeof RECIPIENTS)[number];
type RuleType = (typeof RULE_TYPES)[number];
type Theme = z.output<typeof themeSchema>;
type ThemeExport = z.output<typeof themeExportSchema>;
type Legal = z.output<typeof legalSchema>;
type EmailServiceConfig = z.output<typeof emailServiceConfigSchema>;
type TimelineLogEntry = z.output<typeof timelineLogEntrySchema>;
type TimelineAction = z.output<typeof timelineActionSchema>;
type LogType = z.output<typeof logTypeSchema>;
type Session = z.output<typeof sessionSchema>;
type SolutionTest = z.output<typeof solutionTestSchema>;
type ImageType = (typeof IMAGE_TYPES)[number];

/** A device as the API sends it, under the output names: `lastseen` in µs, `provisioned_time` in seconds. */
type WireDevice = Omit<Device, "lastseen" | "provisioned_time"> & {
  /** µs since the epoch. */
  lastseen: number | null;
  /** Seconds since the epoch. */
  provisioned_time: number | null;
};
/** A user as the API sends it: `creation_date` in seconds. */
type WireUser = Omit<User, "creation_date"> & {
  /** Seconds since the epoch. */
  creation_date: number;
};
/** The legal text as the API sends it: `last_update` in seconds. */
type WireLegal = Omit<Legal, "last_update"> & {
  /** Seconds since the epoch. */
  last_update: number | null;
};

export {
  deviceSchema,
  deviceTotalsSchema,
  emailServiceConfigSchema,
  firmwareSchema,
  informationModelSchema,
  legalSchema,
  logTypeSchema,
  modelImagesSchema,
  notificationRuleSchema,
  operatorSchema,
  ruleActionSchema,
  ruleConditionSchema,
  ruleEventSchema,
  sessionSchema,
  solutionTestSchema,
  themeSchema,
  themeTextFields,
  timelineLogEntrySchema,
  toMicroseconds,
  userDetailSchema,
  userGroupSchema,
  userSchema,
  userStatusSchema,
  userTotalsSchema,
};
export type {
  ComparisonOperator,
  Device,
  DeviceTotals,
  EmailServiceConfig,
  Firmware,
  ImageType,
  InformationModel,
  Legal,
  LogType,
  ModelImages,
  NotificationRule,
  Recipient,
  RuleCondition,
  RuleType,
  Session,
  SolutionTest,
  Theme,
  ThemeExport,
  TimelineAction,
  TimelineLogEntry,
  User,
  UserDetail,
  UserGroup,
  UserStatus,
  UserTotals,
  WireDevice,
  WireLegal,
  WireUser,
};
