/**
 * Zod schemas for the devices, as they come back from the server.
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
 *
 * Every time since the epoch comes out in milliseconds, whatever unit the wire carries it in (see `TIME_UNITS`):
 *
 * | field                           | on the wire                | output                                             |
 * |---------------------------------|----------------------------|----------------------------------------------------|
 * | device `lastseen` (`last_seen`) | µs                         | whole ms                                           |
 * | device `provisioned_time`       | s                          | ms                                                 |
 *
 * `encode` writes them back in the wire units, so what a server sends is unchanged.
 *
 * `WireDevice` is the same shape in the wire units: what a server sends, and what the fake and the reference server
 * hold. The schema reads it as a `Device`.
 */
import * as z from "zod/mini";
import { TIME_UNITS } from "../units.js";
import {
  flag,
  freeRecord,
  isRecord,
  lenient,
  list,
  nullableFlag,
  nullableNumeric,
  nullableString,
  nullableTime,
  withAliases,
} from "../wire.js";

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
    identity: z.string().check(z.minLength(1)),
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

type Device = z.output<typeof deviceSchema>;
type DeviceTotals = z.output<typeof deviceTotalsSchema>;

/** A device as the API sends it, under the output names: `lastseen` in µs, `provisioned_time` in seconds. */
type WireDevice = Omit<Device, "lastseen" | "provisioned_time"> & {
  /** µs since the epoch. */
  lastseen: number | null;
  /** Seconds since the epoch. */
  provisioned_time: number | null;
};

export { deviceSchema, deviceTotalsSchema };
export type { Device, DeviceTotals, WireDevice };
