/** Zod schemas for the devices' requests: the device list's query and the totals' fields. */
import * as z from "zod/mini";
import { DEVICE_ORDER_PATTERN } from "../constants.js";
import { isRecord, toNumber } from "../wire.js";

/** A sort order: a key (`identity`, `lastseen`, `state.H02`), ascending, or the key after a minus sign, descending. */
const deviceOrderSchema = z.string().check(
  z.regex(DEVICE_ORDER_PATTERN, {
    error: "Sort by identity, lastseen or state.<field>, with - for descending.",
  }),
);

/** Whether a text holds a control character (U+0000 to U+001F, or U+007F). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const deviceListQuerySchema = z.object({
  limit: z.int().check(z.gte(1), z.lte(500)),
  offset: z.int().check(z.nonnegative()),
  /** Matches serial numbers containing this text, ignoring case. */
  identity: z.optional(z.string()),
  /** Keeps devices whose tag `name` has exactly this `value` (e.g. model, or connected "1"/"0"). */
  tag: z.optional(
    z.object({
      name: z
        .string()
        // A field name, without control characters (a server may build a JSON path or a column name from it).
        .check(
          z.minLength(1),
          z.refine((name) => !hasControlCharacter(name), { error: "A tag name has no control characters." }),
        ),
      value: z.string(),
    }),
  ),
  order: z.optional(deviceOrderSchema),
});

/** The same query as it arrives in a URL: `limit`, `offset`, `identity`, `tag.name`, `tag.value`, `order`. */
const deviceListQueryWireSchema = z.pipe(
  z.transform((value) => {
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
  }),
  deviceListQuerySchema,
);

const totalFieldsSchema = z.array(z.enum(["devices", "connected_devices", "users"])).check(z.minLength(1));

type DeviceListQuery = z.output<typeof deviceListQuerySchema>;
type DeviceOrder = z.output<typeof deviceOrderSchema>;

export { deviceListQuerySchema, deviceListQueryWireSchema, deviceOrderSchema, totalFieldsSchema };
export type { DeviceListQuery, DeviceOrder };
