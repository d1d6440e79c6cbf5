/**
 * Zod schemas for the users, as they come back from the server.
 *
 * Where the API has two names for one field, both are accepted and the output carries one:
 *
 * | output name        | also accepted            | why this one                                              |
 * |--------------------|--------------------------|-----------------------------------------------------------|
 * | group `displayName`| `properties.displayName` | the display name comes first; `label` is the one to show  |
 *
 * Every time since the epoch comes out in milliseconds, whatever unit the wire carries it in (see `TIME_UNITS`):
 *
 * | field                           | on the wire                | output                                             |
 * |---------------------------------|----------------------------|----------------------------------------------------|
 * | user `creation_date`            | s                          | ms                                                 |
 *
 * `encode` writes it back in the wire unit, so what a server sends is unchanged. User `status` is 1 (active) or 0
 * (inactive).
 *
 * `WireUser` is the same shape in the wire units: what a server sends, and what the fake and the reference server
 * hold. The schema reads it as a `User`.
 */
import * as z from "zod/mini";
import { TIME_UNITS } from "../units.js";
import { id, isRecord, lenient, list, nullableNumeric, nullableString, time, toNumber, withAliases } from "../wire.js";

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
  builtIn: z._default(z.boolean(), false),
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

type User = z.output<typeof userSchema>;
type UserStatus = z.output<typeof userStatusSchema>;
type UserDetail = z.output<typeof userDetailSchema>;
type UserGroup = z.output<typeof userGroupSchema>;
type UserTotals = z.output<typeof userTotalsSchema>;

/** A user as the API sends it: `creation_date` in seconds. */
type WireUser = Omit<User, "creation_date"> & {
  /** Seconds since the epoch. */
  creation_date: number;
};

export { userDetailSchema, userGroupSchema, userSchema, userStatusSchema, userTotalsSchema };
export type { User, UserDetail, UserGroup, UserStatus, UserTotals, WireUser };
