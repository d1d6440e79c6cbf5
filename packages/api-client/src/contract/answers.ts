/** Zod schemas for the API's answers. Each output is what a `ConsoleApi` method resolves with. */
import * as z from "zod/mini";
import { deviceSchema, deviceTotalsSchema } from "./entities/devices.js";
import { firmwareSchema } from "./entities/firmware.js";
import { informationModelSchema } from "./entities/information-models.js";
import { notificationRuleSchema } from "./entities/rules.js";
import { sessionSchema } from "./entities/session.js";
import { emailServiceConfigSchema, legalSchema, themeSchema } from "./entities/theme.js";
import { timelineLogEntrySchema } from "./entities/timeline.js";
import { userDetailSchema, userSchema, userTotalsSchema } from "./entities/users.js";
import { flag, isRecord, lenient, list, numeric } from "./wire.js";

/** A list answer; a list wrapped in `{ data: [...] }` is unwrapped. */
function listAnswer<T extends z.core.$ZodType>(item: T) {
  return lenient((value) => (isRecord(value) && Array.isArray(value.data) ? value.data : value), z.array(item));
}

/** `/ruleTemplate` answers carry their payload in a `data` field; encoding wraps it again. */
function dataField<T extends z.core.$ZodType>(schema: T) {
  return z.codec(z.object({ data: z.unknown() }), schema, {
    decode: (answer) => answer.data as z.input<T>,
    encode: (data) => ({ data }),
  });
}

const deviceListAnswerSchema = z.object({
  devices: list(deviceSchema),
  /** More devices match beyond this page. */
  mayLoadMore: flag,
});

const userListAnswerSchema = z.object({
  /** Users matching the filter. */
  total: numeric,
  items: list(userSchema),
});

/** `POST /open/export` answers with the job id as text (or a JSON string, or `{ jobId }`). */
const exportAnswerSchema = lenient(
  (value) => {
    if (isRecord(value)) return value.jobId ?? value.job_id ?? value.id;
    return typeof value === "number" ? String(value) : value;
  },
  z.string().check(z.trim(), z.minLength(1)),
);

const timelineAnswerSchema = lenient(
  (value) => {
    if (!isRecord(value)) return value;
    const columns = Array.isArray(value.columns) ? value.columns : [];
    const values = Array.isArray(value.values) ? value.values : [];
    const entries = values.map((row: unknown) =>
      Array.isArray(row)
        ? Object.fromEntries(columns.map((column: unknown, index) => [String(column), row[index]]))
        : row,
    );
    return { columns, values, entries };
  },
  z.object({
    columns: z.array(z.string()),
    values: z.array(z.array(z.unknown())),
    /** The rows as log entries, in the order the server sent them (newest first). */
    entries: z.array(timelineLogEntrySchema),
  }),
);

const sessionAnswerSchema = sessionSchema;
const deviceTotalsAnswerSchema = deviceTotalsSchema;
const userTotalsAnswerSchema = userTotalsSchema;
const userDetailAnswerSchema = userDetailSchema;
const firmwareListAnswerSchema = listAnswer(firmwareSchema);
const informationModelListAnswerSchema = listAnswer(informationModelSchema);
const notificationRuleListAnswerSchema = dataField(z.array(notificationRuleSchema));
const notificationRuleAnswerSchema = dataField(notificationRuleSchema);
const themeAnswerSchema = themeSchema;
const legalAnswerSchema = legalSchema;
const serviceConfigAnswerSchema = emailServiceConfigSchema;

type DeviceList = z.output<typeof deviceListAnswerSchema>;
type UserList = z.output<typeof userListAnswerSchema>;
type TimelinePage = z.output<typeof timelineAnswerSchema>;

export {
  deviceListAnswerSchema,
  deviceTotalsAnswerSchema,
  exportAnswerSchema,
  firmwareListAnswerSchema,
  informationModelListAnswerSchema,
  legalAnswerSchema,
  notificationRuleAnswerSchema,
  notificationRuleListAnswerSchema,
  serviceConfigAnswerSchema,
  sessionAnswerSchema,
  themeAnswerSchema,
  timelineAnswerSchema,
  userDetailAnswerSchema,
  userListAnswerSchema,
  userTotalsAnswerSchema,
};
export type { DeviceList, TimelinePage, UserList };
