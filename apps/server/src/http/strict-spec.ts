import type { Context, MiddlewareHandler } from "hono";
import { FIRMWARE_FORM_FIELDS, THEME_FILES, calls } from "@org/api-client";
import type { CallDefinition, CallName } from "@org/api-client";
import type { AppEnv } from "../context.js";
import { HttpError } from "./errors.js";
import { callPath } from "./request-info.js";

/**
 * Strict mode (CONSOLE_STRICT_SPEC=1): the server behaves like the narrowest backend that still speaks the
 * documented API, so a console tested against it depends on nothing this server adds. It refuses any query parameter
 * or body field the API does not name (400 naming it), leaves out of its answers the fields it adds (a user's
 * `builtIn`), and answers errors with `{ message }` alone (no `field`, `issues` or `retryAfter`).
 */

type Named = { query: ReadonlySet<string>; body: ReadonlySet<string> };

type SchemaDef = { type?: string; shape?: Record<string, unknown>; out?: Schema; element?: Schema };
type Schema = { _zod?: { def?: SchemaDef } };

/** The field names of a request schema: an object's keys, through pipes (their output) and arrays (their element). */
function fieldNames(schema: unknown): string[] {
  let def = (schema as Schema | undefined)?._zod?.def;
  while (def?.type === "pipe" || def?.type === "array") def = (def.type === "pipe" ? def.out : def.element)?._zod?.def;
  return def?.type === "object" && def.shape ? Object.keys(def.shape) : [];
}

/**
 * Where the documented names differ from the contract's parsed ones: the query as it travels (`tag.name`, JSON text
 * in `filter` and `args`), the firmware form's `input…` names, the theme's logo files.
 */
const WIRE_NAMES: { [N in CallName]?: Partial<Record<"query" | "body", readonly string[]>> } = {
  "devices.list": { query: ["limit", "offset", "identity", "tag.name", "tag.value", "order"] },
  "devices.totals": { query: ["fields"] },
  "users.total": { query: ["fields"] },
  "users.list": { query: ["limit", "offset", "filter"] },
  "timeline.query": { query: ["args"] },
  "firmware.upload": {
    body: Object.values(FIRMWARE_FORM_FIELDS),
  },
  // One family as the documented rule body names it, or the list the console sends.
  "notificationRules.create": { body: [...fieldNames(calls["notificationRules.create"].request), "familyName"] },
  "notificationRules.update": { body: [...fieldNames(calls["notificationRules.update"].request), "familyName"] },
  "theme.update": {
    body: [...fieldNames(calls["theme.update"].request).filter((name) => name !== "files"), ...THEME_FILES],
  },
};

function namedFor(name: CallName, definition: CallDefinition): Named {
  const wire = WIRE_NAMES[name];
  const derived = fieldNames(definition.request);
  const isGet = definition.method === "GET";
  return {
    query: new Set(wire?.query ?? (isGet ? derived : [])),
    body: new Set(wire?.body ?? (isGet ? [] : derived)),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$|()[\]\\]/g, "\\$&");

const ROUTES = (Object.entries(calls) as [CallName, CallDefinition][]).map(([name, definition]) => ({
  name,
  method: definition.method as string,
  path: new RegExp(
    `^${definition.path
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join("[^/]+")}$`,
  ),
  named: namedFor(name, definition),
}));

function routeOf(c: Context) {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  const path = callPath(c);
  return ROUTES.find((route) => route.method === method && route.path.test(path));
}

/**
 * Refuses a query parameter the documented call does not name, before the route runs, and hands the route's body
 * reader the check of the body's field names (it reads the body within the route's size limit).
 */
const strictSpecRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const route = routeOf(c);
  if (route) {
    const unknownQuery = [...new URL(c.req.url).searchParams.keys()].find((name) => !route.named.query.has(name));
    if (unknownQuery !== undefined) {
      throw new HttpError(400, `${unknownQuery}: The API names no such query parameter for ${route.name}.`);
    }
    c.set("checkBodyFields", (names) => {
      const unknownField = names.find((name) => !route.named.body.has(name));
      if (unknownField !== undefined) {
        throw new HttpError(400, `${unknownField}: The API names no such field for ${route.name}.`);
      }
    });
  }
  await next();
};

/** Answers as the narrowest documented backend would: no fields of this server's own. */
const strictSpecAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const response = c.res;
  if (!/json/i.test(response.headers.get("content-type") ?? "")) return;
  const body: unknown = await response.clone().json();
  let narrowed: unknown = body;
  if (response.status >= 400) {
    const message = (body as { message?: unknown } | null)?.message;
    narrowed = { message: typeof message === "string" ? message : "" };
  } else if (routeOf(c)?.name === "users.list") {
    const list = body as { items?: Record<string, unknown>[] };
    narrowed = { ...list, items: (list.items ?? []).map(({ builtIn: _builtIn, ...user }) => user) };
  }
  if (narrowed === body) return;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify(narrowed), { status: response.status, headers });
};

export { strictSpecAnswers, strictSpecRequests };
