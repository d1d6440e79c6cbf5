import * as z from "zod/mini";
import type { TimeUnit } from "./units.js";

/**
 * Building blocks for answer schemas. Every answer schema is a zod codec between the wire and the API:
 *
 * - `parse` (or `z.decode(schema, value)`) reads what a server may send (alternative field names, numbers sent as
 *   strings, missing optional fields, times in the wire units) and outputs one normalised shape, with every time in ms
 *   since the epoch. The HTTP client and the fake read answers this way.
 * - `z.encode(schema, value)` writes a normalised value back as the canonical wire form: the output names, the wire
 *   units. A server that holds normalised values answers with it.
 *
 * `parse(encode(value))` gives `value` again, so the two directions agree. Parsing a normalised value a second time
 * does not: its times are already ms. Data that stands for what a server holds (the fake's, the reference server's)
 * is therefore kept in wire form and parsed once, on its way out.
 */

/**
 * zod/mini has no messages of its own: without a locale, every issue it reports says "Invalid input". Full zod sets
 * English when it makes its first schema, unless the app has chosen a locale (`z.config(z.locales.…())`). The contract
 * does the same when its schemas are made, so their messages (a server's 400s, `checkAnswer`'s) read as zod's always
 * have. Every module that makes schemas imports this one or `requests/fields`, which calls it too.
 */
function englishByDefault(): void {
  if (!z.config().localeError) z.config(z.locales.en());
}

englishByDefault();

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Copies the first alias that is present onto the canonical name when the canonical name is missing. */
function withAliases(aliases: Record<string, readonly string[]>) {
  return (value: unknown): unknown => {
    if (!isRecord(value)) return value;
    const out: Loose = { ...value };
    for (const [canonical, names] of Object.entries(aliases)) {
      if (out[canonical] !== undefined) continue;
      const alias = names.find((name) => out[name] !== undefined);
      if (alias !== undefined) out[canonical] = out[alias];
    }
    return out;
  };
}

/**
 * Like a preprocess (`z.pipe(z.transform(tidy), schema)`), but it also encodes: `encode` passes the normalised value
 * through unchanged (encoding only `schema`'s own codecs, such as times), where a preprocess's transform would throw.
 */
function lenient<T extends z.core.$ZodType>(tidy: (value: unknown) => unknown, schema: T) {
  return z.codec(z.optional(z.unknown()), schema, {
    decode: (value) => tidy(value) as z.input<T>,
    encode: (value) => value,
  });
}

function toNumber(value: unknown): unknown {
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return value;
}

function toNullableNumber(value: unknown): unknown {
  return value === undefined || value === "" ? null : toNumber(value);
}

/** A finite number, also accepted as a numeric string. */
const numeric = lenient(toNumber, z.number());

/** A number or null; a missing, empty or null value becomes null. */
const nullableNumeric = lenient(toNullableNumber, z.nullable(z.number()));

/** A time since the epoch, sent in `unit` (also as a numeric string), read as ms. */
function time(unit: TimeUnit) {
  return lenient(toNumber, z.codec(z.number(), z.number(), unit));
}

/** Like `time`, or null when missing, empty or null. */
function nullableTime(unit: TimeUnit) {
  return lenient(toNullableNumber, z.nullable(z.codec(z.number(), z.number(), unit)));
}

/** A string or null; a missing or empty value becomes null. */
const nullableString = lenient((value) => (value === undefined || value === "" ? null : value), z.nullable(z.string()));

/** An identifier sent as a string or a number, always output as a string. */
const id = lenient((value) => (typeof value === "number" ? String(value) : value), z.string().check(z.minLength(1)));

/** A boolean, also accepted as 1/0, "1"/"0" or "true"/"false"; missing means false. */
const flag = lenient((value) => {
  if (value === undefined || value === null || value === "") return false;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return value;
}, z.boolean());

/** Like `flag`, but a missing value is null (unknown) rather than false. */
const nullableFlag = lenient((value) => {
  if (value === undefined || value === null || value === "") return null;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return value;
}, z.nullable(z.boolean()));

/** A list that may be missing (empty list). */
function list<T extends z.core.$ZodType>(item: T) {
  return lenient((value) => (value === undefined || value === null ? [] : value), z.array(item));
}

/** An object of free-form values that may be missing (empty object). */
const freeRecord = lenient(
  (value) => (value === undefined || value === null ? {} : value),
  z.record(z.string(), z.unknown()),
);

export {
  englishByDefault,
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
};
export type { Loose };
