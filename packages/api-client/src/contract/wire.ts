import { z } from "zod";

/**
 * Building blocks for answer schemas. An answer schema accepts what a server may send (SPEC's alternative names,
 * numbers sent as strings, missing optional fields) and outputs one normalised shape. Parsing a normalised value
 * again gives the same value, so the fake, the server and the client can all pass data through the same schema.
 */

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

function toNumber(value: unknown): unknown {
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** A finite number, also accepted as a numeric string. */
const numeric = z.preprocess(toNumber, z.number());

/** A number or null; a missing, empty or null value becomes null. */
const nullableNumeric = z.preprocess(
  (value) => (value === undefined || value === "" ? null : toNumber(value)),
  z.number().nullable(),
);

/** A string or null; a missing or empty value becomes null. */
const nullableString = z.preprocess(
  (value) => (value === undefined || value === "" ? null : value),
  z.string().nullable(),
);

/** An identifier sent as a string or a number, always output as a string. */
const id = z.preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().min(1));

/** A boolean, also accepted as 1/0, "1"/"0" or "true"/"false"; missing means false. */
const flag = z.preprocess((value) => {
  if (value === undefined || value === null || value === "") return false;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return value;
}, z.boolean());

/** Like `flag`, but a missing value is null (unknown) rather than false. */
const nullableFlag = z.preprocess((value) => {
  if (value === undefined || value === null || value === "") return null;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return value;
}, z.boolean().nullable());

/** A list that may be missing (empty list). */
function list<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined || value === null ? [] : value), z.array(item));
}

/** An object of free-form values that may be missing (empty object). */
const freeRecord = z.preprocess(
  (value) => (value === undefined || value === null ? {} : value),
  z.record(z.string(), z.unknown()),
);

export {
  flag,
  freeRecord,
  id,
  isRecord,
  list,
  nullableFlag,
  nullableNumeric,
  nullableString,
  numeric,
  toNumber,
  withAliases,
};
export type { Loose };
