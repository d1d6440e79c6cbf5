import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, calls } from "@org/api-client";
import type { CallDefinition, CallName } from "@org/api-client";
import { FAKE_NOW } from "@org/api-client/testing";
import { createSession, sessionUser } from "./auth/accounts.js";
import { PasswordPool } from "./auth/passwords.js";
import { badRequests, validRule } from "./test-support/bad-requests.js";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";
import { gif, jpeg, png } from "./test-support/images.js";

// Property-based fuzzing of every call in the contract's call table: whatever a client sends, signed in or not, the
// server answers 2xx or 4xx, never 5xx, and a request it refuses leaves the database as it was.

const CALLS = Object.entries(calls as Record<CallName, CallDefinition>) as [CallName, CallDefinition][];

/**
 * Cases per call and strategy (see Strategy); each is sent twice, as the administrator and without a token. The
 * calls without a valid example, which take no input, get `anything` only.
 */
const RUNS: [Strategy, number][] = [
  ["anything", 50],
  ["nearValid", 60],
];

/**
 * Columns a request may change without changing anything it was asked to. The guard moves a session's `last_used_at`
 * (at most once a minute) on every signed-in call, refused or not: that is how an idle session ends, not data the call
 * writes. Nothing else is left out. The rate limiters (sign-in, reset, solution test) keep their counts in memory,
 * not in the database, so a refused request that counts a failure still leaves every table as it was.
 */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = { sessions: ["last_used_at"] };

/** Each table's row count and a hash of its rows: equal fingerprints mean equal contents; a diff names the table. */
function fingerprint(db: Database): Record<string, string> {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all();
  return Object.fromEntries(
    tables.map(({ name }) => {
      const columns = db
        .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${name}') ORDER BY cid`)
        .all()
        .map((column) => column.name)
        .filter((column) => !VOLATILE_COLUMNS[name]?.includes(column));
      // Ordered by every column rather than by rowid: device_guests is a WITHOUT ROWID table.
      const rows = db
        .prepare(
          `SELECT ${columns.map((column) => `"${column}"`).join(", ")} FROM "${name}" ` +
            `ORDER BY ${columns.map((_, index) => index + 1).join(", ")}`,
        )
        .raw()
        .all();
      return [name, `${rows.length} rows, ${createHash("sha256").update(JSON.stringify(rows)).digest("hex")}`];
    }),
  );
}

/** JSON text spliced into a body as it is: nesting deeper than JSON.stringify could write out in the test itself. */
class RawJson {
  constructor(readonly text: string) {}
}

const deepArrays = new RawJson(`${"[".repeat(10_000)}${"]".repeat(10_000)}`);
const deepObjects = new RawJson(`${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`);
// Own properties named like the prototype's, as JSON.parse makes them.
const prototypeKeys: unknown = JSON.parse(
  '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "toString": 1, "valueOf": {}}',
);

const hostileStrings = [
  ...["", " ", "\u0000", "a\u0000b", "%00", "%", "%zz", "\t\r\n", "\u007f", "\u202e", "\uFEFF", "\uD800", "😀"],
  ...["NaN", "-NaN", "Infinity", "-0", "1e308", "-1", "0x10", "1_000", " 1", "9007199254740993", "true", "null"],
  ...["[]", "{}", '{"email":{}}', "[1,", "__proto__", "constructor", "toString", "hasOwnProperty", "../../etc/passwd"],
  ...["<script>alert(1)</script>", "' OR 1=1 --", '"; DROP TABLE users; --', "$.a", 'a"b', "a\\b", "*", "?", "#"],
  ...["x".repeat(5_000), "é".repeat(40), "H00", "state.__proto__", "-state.constructor", "identity;", "smtps", "*/"],
];

const hostileNumbers = [
  ...[0, -0, 1, -1, 0.5, -0.5, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2],
  ...[2 ** 31, 2 ** 32, 2 ** 53, 8.64e15, 8.64e15 + 1, FAKE_NOW, Math.floor(FAKE_NOW / 1000), NaN, Infinity],
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  // Over the 64 kB that every call but the uploads takes, and over SQLite's 50,000 bytes for a LIKE pattern.
  { weight: 2, arbitrary: fc.constantFrom("x".repeat(70_000), "%_".repeat(20_000)) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(deepArrays, deepObjects, prototypeKeys, [], {}, [[]], [null], true) },
);

/** Files of every kind an upload may carry: images that pass, images too small, bytes that are no image at all. */
const fileArbitrary = fc
  .tuple(
    fc.oneof(
      fc.constant(gif(1000, 1000)),
      fc.constant(jpeg(800, 300)),
      fc.constant(png(4, 4)),
      fc.constant(gif(1, 1)),
      fc.uint8Array({ maxLength: 64 }),
      fc.constant(new TextEncoder().encode("<svg onload=alert(1)>")),
    ),
    fc.constantFrom("a.png", "b.gif", "c.jpg", "firmware.bin", "", "../../x.png", "名前.gif", "a\u0000.png", ".png"),
    fc.constantFrom("image/png", "image/gif", "", "application/octet-stream", "text/html"),
  )
  .map(([bytes, name, type]) => new File([bytes], name, { type }));

/** What the fuzzing reads of a zod schema: its definition, which zod keeps on `_zod.def`. */
interface SchemaDef {
  type: string;
  shape?: Record<string, Schema>;
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  options?: Schema[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  pattern?: RegExp;
  checks?: { _zod: { def: { check: string; pattern?: RegExp } } }[];
}
interface Schema {
  _zod: { def: SchemaDef };
}

/** Values the seeded database holds, so that generated requests name things that exist as well as things that don't. */
interface KnownValues {
  words: string[];
  numbers: number[];
}

function knownValues(server: TestServer): KnownValues {
  const column = (sql: string) => server.sql.all<{ value: unknown }>(sql).map((row) => String(row.value));
  const nowSeconds = Math.floor(server.now() / 1000);
  return {
    words: [
      ...column("SELECT id AS value FROM users ORDER BY id LIMIT 4"),
      ...column("SELECT email AS value FROM users ORDER BY id LIMIT 4"),
      ...column("SELECT identity AS value FROM devices ORDER BY identity LIMIT 4"),
      ...column("SELECT model AS value FROM devices GROUP BY model LIMIT 4"),
      ...column("SELECT id AS value FROM rules ORDER BY seq LIMIT 4"),
      ...column("SELECT id AS value FROM firmware ORDER BY seq LIMIT 4"),
      ...column("SELECT family_name AS value FROM info_models ORDER BY family_name"),
      ...[BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, "Fuzzing123", "a@example.com", "email", "1.0.0", "2.0.0"],
      ...["#1E88E5", "https://example.com", "smtp.example.com", "smtps", "en", "zh-TW", "thumbnail", "banner"],
    ],
    numbers: [1, 0, 10, 465, nowSeconds, nowSeconds - 86_400, nowSeconds - 3 * 86_400, server.now()],
  };
}

function checkPattern(def: SchemaDef): RegExp | undefined {
  return def.pattern ?? def.checks?.map((check) => check._zod.def.pattern).find((pattern) => pattern !== undefined);
}

/**
 * Values for a request schema, read from the schema itself, so that a call added to the table is fuzzed with values
 * of the right shape too: every key, each with a value of its type most of the time and a hostile one now and then.
 */
function schemaArbitrary(schema: Schema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  const exact = depth > 8 ? hostileValue : exactSchemaArbitrary(schema, known, depth);
  return fc.oneof({ weight: 6, arbitrary: exact }, { weight: 1, arbitrary: hostileValue });
}

function exactSchemaArbitrary(schema: Schema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const inner = (next: Schema | undefined) => (next ? schemaArbitrary(next, known, depth + 1) : hostileValue);
  const word = fc.constantFrom(...known.words);
  switch (def.type) {
    case "object": {
      const model = Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, inner(value)]));
      return fc.oneof(fc.record(model), fc.record(model, { requiredKeys: [] }));
    }
    case "array":
      return fc.array(inner(def.element), { maxLength: 3 });
    case "record": {
      const key = def.keyType ? exactSchemaArbitrary(def.keyType, known, depth + 1).map(String) : word;
      return fc.dictionary(fc.oneof(key, fc.constantFrom(...hostileStrings)), inner(def.valueType), { maxKeys: 3 });
    }
    case "optional":
    case "default":
    case "nullable":
      return fc.option(inner(def.innerType), { nil: undefined });
    case "pipe":
      // A wire schema's transform reads whatever arrives: its output shape says which keys matter.
      return inner(def.in?._zod.def.type === "transform" ? def.out : def.in);
    case "union":
      return fc.oneof(...(def.options ?? []).map(inner));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "boolean":
      return fc.oneof(fc.boolean(), fc.constantFrom("true", "false", "on", "1", "0"));
    case "number":
      return fc.oneof(fc.constantFrom(...known.numbers), fc.integer({ min: -2, max: 600 }));
    case "string": {
      const pattern = checkPattern(def);
      return fc.oneof(word, fc.string({ maxLength: 12 }), ...(pattern ? [fc.stringMatching(pattern)] : []));
    }
    case "custom":
      return fileArbitrary;
    default:
      return hostileValue;
  }
}

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });
const firmwareBytes = new TextEncoder().encode("firmware image");

/** A request as the generators start from it: its body or query, and the values of its path's `{…}` in order. */
interface Example {
  body?: unknown;
  query?: unknown;
  params?: string[];
}

/**
 * A request the server accepts, per call, for the mutations to start from: deep inside a call is reached only by a
 * request that gets past its checks. A call without one is still fuzzed from its schema and with hostile bodies.
 */
function validExamples(server: TestServer): Partial<Record<CallName, Example[]>> {
  const nowSeconds = Math.floor(server.now() / 1000);
  const userId = server.sql.get<{ id: number }>("SELECT id FROM users WHERE built_in = 0 ORDER BY id LIMIT 1")?.id;
  const user = [String(userId ?? 1001)];
  const rule = [server.sql.get<{ id: string }>("SELECT id FROM rules ORDER BY seq LIMIT 1")?.id ?? "rule-1"];
  const model = server.sql.get<{ family_name: string; content: string }>(
    "SELECT family_name, content FROM info_models ORDER BY family_name LIMIT 1",
  );
  const firmware = server.sql.get<{ id: string }>("SELECT id FROM firmware LIMIT 1");
  const device = server.sql.get<{ identity: string }>("SELECT identity FROM devices ORDER BY identity LIMIT 1");
  const familyName = model?.family_name ?? "AirConditioner";
  const modelText = model?.content ?? "{}";
  return {
    "session.signIn": [{ body: { email: BUILT_IN_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD } }],
    "session.requestPasswordReset": [{ body: { email: BUILT_IN_ADMIN_EMAIL, lang: "en" } }],
    "session.resetPassword": [{ body: { new_password: "Fuzzing123", reset_token: "token" } }],
    "devices.list": [
      { query: { limit: "10", offset: "0", "tag.name": "model", "tag.value": "AC-2200", order: "-lastseen" } },
      { query: { identity: "0", "tag.name": "color", "tag.value": "red", order: "state.H02" } },
    ],
    "devices.totals": [{ query: { fields: "devices,connected_devices,users" } }],
    "devices.lock": [{ params: [device?.identity ?? "x"] }],
    "users.get": [{ params: user }],
    "users.delete": [{ params: user }],
    "users.list": [{ query: { limit: "5", offset: "1", filter: JSON.stringify({ email: "a" }), order: "email" } }],
    "users.setStatus": [{ body: { status: 0 }, params: user }],
    "users.activate": [{ body: { code: "code" } }],
    "firmware.upload": [
      {
        body: {
          inputVersion: "2.0.0",
          inputLastVersion: "1.0.0",
          inputSHA1: createHash("sha1").update(firmwareBytes).digest("hex"),
          inputModel: "AC-2200",
          trigger: "true",
          file: file(firmwareBytes, "fw.bin", "application/octet-stream"),
        },
      },
    ],
    "firmware.delete": [{ body: { id: firmware?.id ?? "fw" } }],
    "informationModels.upload": [
      {
        body: [{ name: "model.json", lastModified: server.now(), size: modelText.length, familyName, text: modelText }],
      },
    ],
    "informationModels.delete": [{ body: { familyName } }],
    "images.upload": [{ body: { familyName, thumbnail: file(gif(800, 800), "t.gif", "image/gif") } }],
    "images.delete": [{ body: { familyName, imageTypes: ["thumbnail", "banner"] } }],
    "notificationRules.get": [{ params: rule }],
    "notificationRules.create": [{ body: validRule }],
    "notificationRules.update": [
      { body: { ...validRule, familyName: "AirConditioner", familyNames: undefined }, params: rule },
    ],
    "notificationRules.delete": [{ params: rule }],
    "theme.update": [
      {
        body: {
          product_name: "Fuzz",
          primary_color: "#123456",
          company_url: "https://example.com",
          analytics_enabled: "on",
          export: JSON.stringify({ relative_start: 86_400, period_min: 86_400, period_max: 86_400 }),
          "logo.png": file(png(16, 16), "logo.png", "image/png"),
        },
      },
    ],
    "legal.update": [{ body: { title: "Terms", body: "Be nice.", last_update: nowSeconds } }],
    "serviceConfig.get": [{ params: ["email"] }],
    "serviceConfig.update": [
      {
        params: ["email"],
        body: {
          connection_server: "smtp.example.com",
          connection_user: "mailer",
          connection_password: "Secret123",
          connection_scheme: "smtps",
          connection_port: "465",
        },
      },
    ],
    "exports.create": [{ body: { startTime: nowSeconds - 86_400, endTime: nowSeconds } }],
    "timeline.query": [
      { query: { args: JSON.stringify({ tags: { device_unique_id: device?.identity ?? "x" }, limit: 10 }) } },
      { query: { args: JSON.stringify({ tags: { email: BUILT_IN_ADMIN_EMAIL, log_type: "event" }, limit: 1000 }) } },
    ],
    "solutionTest.run": [
      {
        body: { SolutionAccount: BUILT_IN_ADMIN_EMAIL, SolutionPassword: DEMO_ADMIN_PASSWORD, RecipientList: "a@b.co" },
      },
    ],
  };
}

/** The near-valid requests of validation.test.ts that go to this call: each differs from a valid one in one field. */
function badExamples(call: CallDefinition): Example[] {
  const pattern = new RegExp(`^${call.path.replace(/\{\w+\}/g, "[^/?]+")}(\\?|$)`);
  return badRequests
    .filter((request) => request.method === call.method && pattern.test(request.path))
    .map((request) => ({
      body: request.form ?? request.json ?? request.text,
      query: Object.fromEntries(new URL(request.path, "http://local").searchParams),
    }));
}

type Path = (string | number)[];

/** How much likelier a mutation lands on a string that holds a JSON document than on any other place. */
const DOCUMENT_WEIGHT = 8;

/**
 * Every place in a value a mutation may change: each property and element, and the value itself. A string holding a
 * JSON document counts several times over, since a mutation there goes on inside the document.
 */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (typeof value === "string" && jsonDocument(value) !== undefined)
    for (let extra = 1; extra < DOCUMENT_WEIGHT; extra++) out.push(prefix);
  if (typeof value !== "object" || value === null || value instanceof Blob || value instanceof RawJson) return out;
  for (const [key, child] of Object.entries(value)) pathsOf(child, [...prefix, Array.isArray(value) ? +key : key], out);
  return out;
}

/** A copy of a request value that keeps its files and raw JSON as they are. */
function copy(value: unknown): unknown {
  if (typeof value !== "object" || value === null || value instanceof Blob || value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(copy);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) defineOwn(out, key, copy(child));
  return out;
}

/** Sets a key as the object's own, `__proto__` included, as JSON.parse would. */
function defineOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

interface Mutation {
  at: number;
  action: "set" | "delete" | "add";
  key: string;
  value: unknown;
  /** Whether a `set` of a string or a number puts in a hostile one of the same type: the right key, a wrong value. */
  keepType: boolean;
  text: string;
  number: number;
}

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  action: fc.constantFrom("set", "set", "add", "add", "delete"),
  key: fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "toString", "", "a.b", "0"), fc.string()),
  // Nesting and prototype names more often than among hostile values at large: added to an object that the schema
  // leaves open (an information model's parts), they keep a request valid and so reach what comes after the checks.
  // Files, for the uploads' fields.
  value: fc.oneof(
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constantFrom(deepArrays, deepObjects, prototypeKeys) },
    { weight: 1, arbitrary: fileArbitrary },
  ),
  keepType: fc.boolean(),
  text: hostileString,
  number: fc.constantFrom(...hostileNumbers),
});

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === "object" && value !== null && !(value instanceof Blob) && !(value instanceof RawJson);

/** Whether a value nests more than `limit` levels, walked without recursion. */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (!isContainer(node)) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The document a string holds when it is JSON text of an object or array (a model file, a filter, a timeline query).
 * One that an earlier mutation made deep is left whole: this file's own walks and JSON.stringify recurse.
 */
function jsonDocument(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    const document: unknown = JSON.parse(text);
    return deeperThan(document, 200) ? undefined : document;
  } catch {
    return undefined;
  }
}

/**
 * Applies one mutation. A string that holds a JSON document is mutated inside and written back: that is where the
 * server parses further, as with an information model's text or the user list's filter. An addition to something
 * that holds nothing goes to the object or array around it.
 */
function mutate(value: unknown, mutation: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[mutation.at % paths.length] as Path;
  const parentPath = path.slice(0, -1);
  const parent = parentPath.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
  const last = path.at(-1);
  const target = last === undefined ? value : (parent as Record<string | number, unknown>)[last];
  const replace = (next: unknown) => {
    if (last === undefined) return next;
    if (Array.isArray(parent) && typeof last === "number") parent[last] = next;
    else defineOwn(parent as Record<string, unknown>, String(last), next);
    return value;
  };
  if (typeof target === "string") {
    const document = jsonDocument(target);
    if (document !== undefined) return replace(toJson(mutate(document, mutation)));
  }
  if (mutation.action === "set" && mutation.keepType) {
    if (typeof target === "string") return replace(mutation.text);
    if (typeof target === "number") return replace(mutation.number);
  }
  if (mutation.action === "delete" && last !== undefined) {
    if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
    else delete (parent as Record<string, unknown>)[String(last)];
    return value;
  }
  const container = isContainer(target) ? target : isContainer(parent) ? parent : undefined;
  if (mutation.action === "add" && container) {
    if (Array.isArray(container)) container.push(copy(mutation.value));
    else defineOwn(container, mutation.key, copy(mutation.value));
    return value;
  }
  return replace(copy(mutation.value));
}

/** A seed request value with mutations applied, on a copy. */
function mutatedArbitrary(seeds: unknown[], mutations: { minLength: number; maxLength: number }) {
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(mutationArbitrary, mutations))
    .map(([seed, applied]) => applied.reduce((value, mutation) => mutate(value, mutation), copy(seed)));
}

/** JSON text of a request value: files as {}, raw JSON spliced in as it is. */
function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0001raw${raws.push(item.text) - 1}\u0001` : item,
  ) as string | undefined;
  return (text ?? "null").replace(/"\\u0001raw(\d+)\\u0001"/g, (_, index: string) => raws[Number(index)] ?? "");
}

/** A form field's text: strings as they are, anything else as JSON (the theme's `export` is sent so). */
const fieldText = (value: unknown) => (typeof value === "string" ? value : toJson(value));

/** A value's form fields; a nested object of files (the theme's logos) sends each file as a field of its own. */
function formEntries(value: unknown): [string, unknown][] {
  if (!isContainer(value) || Array.isArray(value)) return [["value", value]];
  return Object.entries(value).flatMap(([name, item]): [string, unknown][] => {
    if (item === undefined) return [];
    const files = isContainer(item) && !Array.isArray(item) ? Object.entries(item) : [];
    if (files.length > 0 && files.every(([, file]) => file instanceof Blob)) return files;
    return [[name, item]];
  });
}

type Encoding = "natural" | "json" | "urlencoded" | "multipart" | "text" | "none";
const ENCODINGS: Encoding[] = [
  "natural",
  "natural",
  "natural",
  "natural",
  "json",
  "urlencoded",
  "multipart",
  "text",
  "none",
];

interface FuzzRequest {
  method: string;
  path: string;
  body?: BodyInit;
  headers: Record<string, string>;
}

function encodeBody(call: CallDefinition, value: unknown, encoding: Encoding): Pick<FuzzRequest, "body" | "headers"> {
  const kind = encoding === "natural" ? (call.body ?? "json") : encoding;
  if (call.method === "GET" || kind === "none" || value === undefined) return { headers: {} };
  if (kind === "multipart") {
    const form = new FormData();
    for (const [name, item] of formEntries(value)) {
      if (item instanceof Blob) form.append(name, item);
      else form.append(name, fieldText(item));
    }
    return { body: form, headers: {} };
  }
  if (kind === "form" || kind === "urlencoded") {
    const form = new URLSearchParams(formEntries(value).map(([name, item]) => [name, fieldText(item)]));
    return { body: form.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
  }
  if (kind === "text") return { body: fieldText(value), headers: { "Content-Type": "text/plain" } };
  return { body: toJson(value), headers: { "Content-Type": "application/json" } };
}

/** A query value as text: objects and arrays as JSON, as the user list's filter and the timeline's args are sent. */
const queryText = (value: unknown) => (typeof value === "string" ? value : toJson(value));

/** A value's query entries: each key, and each key of a nested object with a dot, as `tag.name` is sent. */
function queryEntries(value: unknown): [string, string][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [["args", queryText(value)]];
  const entries: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    entries.push([key, queryText(item)]);
    if (typeof item === "object" && item !== null && !Array.isArray(item) && !(item instanceof RawJson))
      for (const [name, inner] of Object.entries(item)) entries.push([`${key}.${name}`, queryText(inner)]);
  }
  entries.push(["args", queryText(value)]);
  return entries;
}

/** Percent-encoding of any string: encodeURIComponent throws on a lone surrogate half, a URL carries U+FFFD. */
function encode(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"),
  );
}

const queryKey = fc.constantFrom(
  ...["limit", "offset", "order", "sort", "identity", "tag.name", "tag.value", "filter", "fields", "args", "format"],
  ...["expires", "sig", "__proto__", "constructor", "toString", "", "a[b]", "limit[]"],
);

/** Query text: mostly encoded, sometimes raw, so that malformed percent-encoding reaches the server too. */
function queryString(entries: [string, string][], raw: boolean): string {
  const part = (text: string) => (raw ? text.replace(/[&#\s]/g, encodeURIComponent) : encode(text));
  return entries.length === 0 ? "" : `?${entries.map(([key, value]) => `${part(key)}=${part(value)}`).join("&")}`;
}

const pathSegment = fc.oneof(
  fc.string({ maxLength: 12 }).map(encode),
  fc.constantFrom(...hostileStrings.filter((text) => text.length < 100)).map(encode),
  fc.constantFrom("%", "%zz", "%00", "..", ".", "%2e%2e", "%2F", "a%2Fb", "%E0%A4%A", "1.5", "-1", "0x1", "1e3", " 1"),
);

const headerArbitrary = fc.record(
  {
    "content-type": fc.constantFrom(
      ...["application/json", "text/plain", "application/json; charset=utf-16", "multipart/form-data"],
      ...["multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "", "*/*"],
    ),
    "x-forwarded-for": fc.constantFrom(
      ...["203.0.113.9", "::1", "::ffff:203.0.113.9", "fe80::1%eth0", "2001:db8::1, 10.0.0.1", "", "garbage"],
      ...[":::::", "[::1]:80", "1.2.3.4, 5.6.7.8, 9.9.9.9", "2001:db8:1:2:3:4:5:6:7:8:9"],
    ),
    "accept-encoding": fc.constantFrom("gzip", "br", "deflate", "identity", "*", "gzip;q=0, br;q=abc", "zstd"),
    "if-none-match": fc.constantFrom("*", '"x"', 'W/"x"', ""),
    "content-encoding": fc.constantFrom("gzip", "br"),
  },
  { requiredKeys: [] },
);

/**
 * What a case starts from. `anything`: a value from the call's schema, a near-valid request of validation.test.ts, a
 * valid one, each mutated a few times, or noise. `nearValid`: a valid request changed once or twice, sent as the
 * client would send it, so that most cases get past the checks and reach what the call does with its input.
 */
type Strategy = "anything" | "nearValid";

/** The value a request carries (its body, or for a GET its query) and its path's parameters, already encoded. */
interface Case {
  value: fc.Arbitrary<unknown>;
  params: fc.Arbitrary<string[]>;
}

function caseArbitrary(name: CallName, call: CallDefinition, server: TestServer, strategy: Strategy): Case | undefined {
  const part = call.method === "GET" ? "query" : "body";
  const seedsOf = (examples: Example[]) =>
    examples.map((example) => example[part]).filter((seed) => seed !== undefined);
  const placeholders = call.path.match(/\{\w+\}/g) ?? [];
  const known = knownValues(server);
  const examples = validExamples(server)[name] ?? [];
  const valid = seedsOf(examples);
  if (strategy === "nearValid") {
    if (examples.length === 0) return undefined;
    const params = examples.map((example) => (example.params ?? []).map(encode));
    return {
      value: valid.length === 0 ? fc.constant(undefined) : mutatedArbitrary(valid, { minLength: 1, maxLength: 2 }),
      params: params.every((list) => list.length === placeholders.length)
        ? fc.constantFrom(...params)
        : fc.tuple(...placeholders.map(() => fc.constantFrom(...known.words).map(encode))),
    };
  }
  const bad = seedsOf(badExamples(call));
  const schema = call.request as unknown as Schema | undefined;
  const planned = [
    ...(schema ? [{ weight: 3, arbitrary: schemaArbitrary(schema, known) }] : []),
    ...(bad.length > 0 ? [{ weight: 2, arbitrary: mutatedArbitrary(bad, { minLength: 0, maxLength: 3 }) }] : []),
    ...(valid.length > 0 ? [{ weight: 2, arbitrary: mutatedArbitrary(valid, { minLength: 0, maxLength: 3 }) }] : []),
  ];
  const parameter = fc.oneof(fc.constantFrom(...known.words).map(encode), pathSegment);
  return {
    value: fc.oneof(...planned, { weight: 1, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.jsonValue() }),
    params: fc.tuple(...placeholders.map(() => parameter)),
  };
}

/** Generated requests for one call: its path parameters, query, body and headers around a generated value. */
function requestArbitrary(call: CallDefinition, generated: Case, server: TestServer, strategy: Strategy) {
  const known = knownValues(server);
  const faithful = strategy === "nearValid";
  const extraQuery = fc.array(fc.tuple(queryKey, fc.oneof(hostileString, fc.constantFrom(...known.words))), {
    maxLength: 3,
  });
  return fc
    .record({
      value: generated.value,
      // The call's own encoding most of the time, and now and then one the call does not take.
      encoding: faithful ? fc.constant<Encoding>("natural") : fc.constantFrom(...ENCODINGS),
      parameters: generated.params,
      queryStyle: faithful ? fc.constant("value") : fc.constantFrom("none", "value", "value", "extra"),
      extraQuery,
      rawQuery: faithful ? fc.constant(false) : fc.boolean(),
      headers: headerArbitrary,
      keepContentType: faithful ? fc.constant(true) : fc.boolean(),
    })
    .map((parts): FuzzRequest => {
      let index = 0;
      const path = call.path.replace(/\{\w+\}/g, () => parts.parameters[index++] ?? "");
      // A GET carries its request in the query; any call may get query parameters it never reads.
      const fromValue = call.method === "GET" && parts.queryStyle !== "none" ? queryEntries(parts.value) : [];
      const entries = [...fromValue, ...(parts.queryStyle === "extra" ? parts.extraQuery : [])];
      const { body, headers } = encodeBody(call, parts.value, parts.encoding);
      const { "content-type": contentType, ...otherHeaders } = parts.headers;
      return {
        method: call.method,
        path: `${path}${queryString(entries, parts.rawQuery)}`,
        body,
        headers: {
          ...otherHeaders,
          ...headers,
          ...(contentType !== undefined && !parts.keepContentType ? { "Content-Type": contentType } : {}),
        },
      };
    });
}

/**
 * The password checks without scrypt: a real run costs about 170 ms of a core, and the sign-in and solution-test
 * cases would spend the file's time on hashing (auth.test.ts covers it). The demo password still signs the
 * administrator in, so the routes' success paths run too.
 */
class InstantPasswords extends PasswordPool {
  override verify(password: string, stored: string | null | undefined): Promise<boolean> {
    return this.run(async () => typeof stored === "string" && password === DEMO_ADMIN_PASSWORD);
  }

  override hash(password: string): Promise<string> {
    return this.run(async () => `instant$${password}`);
  }
}

async function fuzzServer(): Promise<TestServer> {
  return createTestServer({
    size: { devices: 30, users: 12, timelineEntries: 200 },
    // One proxy trusted, so that the generated X-Forwarded-For headers reach the rate limiters' address parsing.
    app: { trustProxy: 1, passwordPool: new InstantPasswords() },
  });
}

/** A readable account of a request for a failure message: fast-check prints the generated values as well. */
function describeRequest(request: FuzzRequest, signedIn: boolean): string {
  const body = typeof request.body === "string" ? request.body.slice(0, 300) : request.body ? "(form)" : "(none)";
  return `${request.method} ${request.path.slice(0, 300)} ${signedIn ? "signed in" : "without a token"}: ${body}`;
}

describe("every /api:1 call, fuzzed", () => {
  it("has calls to fuzz: the ones below come from the contract's call table", () => {
    expect(CALLS.length).toBeGreaterThan(0);
  });

  it.each(CALLS)(
    "%s answers 2xx or 4xx to any request, and a 4xx leaves the database as it was",
    async (name, call) => {
      const server = await fuzzServer();
      try {
        let token = server.adminToken;
        const check = async (request: FuzzRequest) => {
          for (const signedIn of [true, false]) {
            // Emptied per request, so that while fast-check shrinks a failure each try is judged on its own.
            server.errors.length = 0;
            // Signing out (DELETE /session) ends the administrator's session: the next case gets a new one.
            if (signedIn && !sessionUser(server.db, token, server.now()))
              token = createSession(server.db, 1, server.now());
            const before = fingerprint(server.db);
            const answer = await server.call(request.method, request.path, {
              body: request.body,
              headers: request.headers,
              token: signedIn ? token : null,
            });
            await answer.arrayBuffer();
            // Reset e-mails are written after the answer, and may issue a reset link: both belong to this request.
            await server.mail.idle();
            const what = describeRequest(request, signedIn);
            expect(server.errors.join("\n"), what).toBe("");
            expect(answer.status, what).toBeGreaterThanOrEqual(200);
            expect(answer.status, what).toBeLessThan(500);
            expect(answer.status >= 300 && answer.status < 400, what).toBe(false);
            if (answer.status >= 400) expect(fingerprint(server.db), `${what} changed the database`).toEqual(before);
          }
        };
        for (const [strategy, numRuns] of RUNS) {
          const generated = caseArbitrary(name, call, server, strategy);
          if (generated === undefined) continue;
          await fc.assert(fc.asyncProperty(requestArbitrary(call, generated, server, strategy), check), { numRuns });
        }
      } finally {
        server.dispose();
      }
    },
    120_000,
  );
});
