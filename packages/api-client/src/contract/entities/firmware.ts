/**
 * The zod schema of a firmware, as it comes back from the server.
 *
 * Where the API has two names for one field, both are accepted and the output carries one:
 *
 * | output name        | also accepted            | why this one                                              |
 * |--------------------|--------------------------|-----------------------------------------------------------|
 * | firmware `id`      | `name`                   | `/fw/delete` sends `id`; `name` is kept and defaults to `id` |
 */
import * as z from "zod/mini";
import { flag, id, lenient, nullableNumeric, nullableString, withAliases } from "../wire.js";

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

type Firmware = z.output<typeof firmwareSchema>;

export { firmwareSchema };
export type { Firmware };
