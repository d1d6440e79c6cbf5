import type { AppEnv } from "../context.js";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as z from "zod/mini";

// The 400s quote zod's messages for the contract's checks: in English, as zod/mini has none of its own.
z.config(z.locales.en());

interface Issue {
  /** Dotted path of the offending field, e.g. `event.conditions.0.key`; empty for the whole body. */
  path: string;
  message: string;
}

/** An error with an HTTP status and a JSON body `{ message, field?, issues? }`. */
class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

function issuesOf(error: z.core.$ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

interface ParseOptions {
  /** Put in front of every issue path, e.g. `fields` for a query value. */
  prefix?: string;
  /** Wire names for schema paths, e.g. `{ sha1: "inputSHA1" }` for the firmware form. */
  rename?: Record<string, string>;
}

/**
 * Parses a request with a contract schema. On failure it throws a 400 whose body names the first offending field
 * (`field`), repeats it in the message, and lists every issue.
 */
function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown, options: ParseOptions = {}): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = issuesOf(result.error).map((issue) => {
    const [head = "", ...rest] = issue.path === "" ? [] : issue.path.split(".");
    const renamed = [options.rename?.[head] ?? head, ...rest].filter(Boolean).join(".");
    return { ...issue, path: [options.prefix, renamed].filter(Boolean).join(".") };
  });
  const first = issues[0] ?? { path: options.prefix ?? "", message: "Invalid request." };
  const message = first.path ? `${first.path}: ${first.message}` : first.message;
  throw new HttpError(400, message, { field: first.path, issues });
}

/** Reads a JSON body; an empty body is undefined, malformed JSON is a 400. */
async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "body: The body is not valid JSON.", { field: "body" });
  }
  checkBodyFields(c, parsed);
  return parsed;
}

/** In strict mode, the body's field names (each element's, for a list) must be ones the call names. */
function checkBodyFields(c: Context, body: unknown): void {
  const check = (c as Context<AppEnv>).get("checkBodyFields");
  if (!check) return;
  const records = Array.isArray(body) ? (body as unknown[]) : [body];
  check(
    records.flatMap((record) =>
      typeof record === "object" && record !== null && !Array.isArray(record) ? Object.keys(record) : [],
    ),
  );
}

/** Reads a multipart or URL-encoded form into a plain object (the last value of a repeated field wins). */
async function formBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    throw new HttpError(415, "body: Send the form as multipart/form-data or application/x-www-form-urlencoded.", {
      field: "body",
    });
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, "body: The form could not be read.", { field: "body" });
  }
  const out: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) out[name] = value;
  checkBodyFields(c, out);
  return out;
}

/** A URL-encoded form or a JSON object, for calls SPEC sends form-encoded. */
async function formOrJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (/json/i.test(type)) return jsonBody(c);
  if (/application\/x-www-form-urlencoded/i.test(type)) {
    const text = await c.req.text();
    const fields = Object.fromEntries(new URLSearchParams(text));
    checkBodyFields(c, fields);
    return fields;
  }
  if (/multipart\/form-data/i.test(type)) return formBody(c);
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  const fields = Object.fromEntries(new URLSearchParams(text));
  checkBodyFields(c, fields);
  return fields;
}

/** A 429 that says, in seconds, when to try again: in the Retry-After header and as `retryAfter` in the body. */
function tooManyRequests(message: string, waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, message, { retryAfter: seconds }, { "Retry-After": String(seconds) });
}

export { HttpError, formBody, formOrJsonBody, jsonBody, parseWith, tooManyRequests };
