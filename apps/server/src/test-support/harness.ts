import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { onTestFinished } from "vitest";
import type { Database as Db } from "better-sqlite3";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, createHttpApi } from "@org/api-client";
import type { ConsoleApi } from "@org/api-client";
import { FAKE_NOW } from "@org/api-client/testing";
import type { FakeSize } from "@org/api-client/testing";
import { createApp } from "../app.js";
import type { AppOptions } from "../app.js";
import { createSession } from "../auth/accounts.js";
import { hashPassword } from "../auth/passwords.js";
import type { Logger } from "../context.js";
import { Settings } from "../db/settings.js";
import { FileStore } from "../files/file-store.js";
import { createMailer } from "../mail/mailer.js";
import type { Mailer } from "../mail/mailer.js";
import type { SecurityRecord } from "../http/security-record.js";
import { seedDatabase } from "../seed/seed.js";

/** One scrypt hash for every test server: hashing costs about 170 ms, and the password is always the same. */
let adminHash: Promise<string> | undefined;

/** The fake's default size: enough for every case of the contract suite, small enough to seed in a few ms. */
const TEST_SIZE: FakeSize = { devices: 120, users: 60, timelineEntries: 3000 };

interface TestServer {
  app: ReturnType<typeof createApp>;
  db: Db;
  files: FileStore;
  mail: Mailer;
  /** Lines the mailer printed (one per .eml file, with its link). */
  mailLog: string[];
  errors: string[];
  /** The security log's records, oldest first. */
  securityEvents: SecurityRecord[];
  dir: string;
  /** Moves the server's clock. */
  setNow(ms: number): void;
  now(): number;
  /** `fetch` into the app, in-process: relative URLs resolve against http://local. */
  fetch: typeof fetch;
  adminToken: string;
  /** The HTTP client, signed in as the built-in administrator. */
  api: ConsoleApi;
  withToken(token: string): ConsoleApi;
  /** A raw request to `/api:1<path>`, signed in unless `token` is null. */
  call(
    method: string,
    path: string,
    init?: { body?: BodyInit; json?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Row counts of every table, to show a refused request changed nothing. */
  counts(): Record<string, number>;
  /** SQL run on the server's database, for tests that set up or check what no call shows. */
  sql: {
    get<Row = unknown>(text: string, ...params: unknown[]): Row | undefined;
    all<Row = unknown>(text: string, ...params: unknown[]): Row[];
    run(text: string, ...params: unknown[]): void;
  };
  dispose(): void;
}

interface TestServerOptions {
  seed?: number;
  size?: FakeSize;
  kind?: "demo" | "none";
  now?: number;
  app?: Partial<
    Pick<
      AppOptions,
      "staticDir" | "publicUrl" | "informationModelLimit" | "trustProxy" | "passwordPool" | "smtpPorts" | "strictSpec"
    >
  >;
}

async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = new Database(":memory:");
  const dir = mkdtempSync(join(tmpdir(), "console-server-test-"));
  const files = new FileStore(join(dir, "files"));
  const mailLog: string[] = [];
  const errors: string[] = [];
  const securityEvents: SecurityRecord[] = [];
  // The SMTP sinks of the tests offer STARTTLS with smtp-server's built-in self-signed certificate for localhost.
  const tls = { rejectUnauthorized: false };
  const mail = createMailer({
    dir: join(dir, "mail"),
    log: (line) => mailLog.push(line),
    timeoutMs: 5_000,
    printLinks: true,
    tls,
  });
  let now = options.now ?? FAKE_NOW;
  const log: Logger = {
    info: () => undefined,
    error: (message, error) => errors.push(`${message} ${String(error ?? "")}`),
    security: (record) => securityEvents.push(record),
  };
  // The SMTP sinks of the tests listen on free ports, not on mail ports.
  const app = createApp({ db, clock: { now: () => now }, mail, files, log, smtpPorts: "any", ...options.app });
  const settings = new Settings(db);
  adminHash ??= hashPassword(DEMO_ADMIN_PASSWORD);
  db.prepare(
    `INSERT INTO users (id, email, password_hash, status, creation_date, is_admin, built_in)
     VALUES (1, ?, ?, 1, ?, 1, 1)`,
  ).run(BUILT_IN_ADMIN_EMAIL, await adminHash, Math.floor(now / 1000) - 3 * 365 * 86_400);
  seedDatabase(db, files, settings, {
    kind: options.kind ?? "demo",
    seed: options.seed ?? 7,
    now,
    size: options.size ?? TEST_SIZE,
  });
  const adminToken = createSession(db, 1, now);
  const fetchInApp: typeof fetch = async (input, init) =>
    app.fetch(new Request(new URL(String(input), "http://local"), init));
  const withToken = (token: string) => createHttpApi({ fetch: fetchInApp, getToken: () => token });

  return {
    app,
    db,
    files,
    mail,
    mailLog,
    errors,
    securityEvents,
    dir,
    setNow: (ms) => {
      now = ms;
    },
    now: () => now,
    fetch: fetchInApp,
    adminToken,
    api: withToken(adminToken),
    withToken,
    call(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      const token = init.token === undefined ? adminToken : init.token;
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      let body = init.body;
      if (init.json !== undefined) {
        headers["Content-Type"] = "application/json";
        body = JSON.stringify(init.json);
      }
      return fetchInApp(`/api:1${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    },
    counts() {
      const tables = db
        .prepare<[], { name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all();
      return Object.fromEntries(
        tables.map(({ name }) => [
          name,
          db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "${name}"`).get()?.n ?? 0,
        ]),
      );
    },
    sql: {
      get: <Row>(text: string, ...params: unknown[]) => db.prepare<unknown[], Row>(text).get(...params),
      all: <Row>(text: string, ...params: unknown[]) => db.prepare<unknown[], Row>(text).all(...params),
      run: (text, ...params) => {
        db.prepare(text).run(...params);
      },
    },
    dispose() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A test server that is disposed when the test that asked for it ends. */
async function createTestServerForTest(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await createTestServer(options);
  onTestFinished(() => server.dispose());
  return server;
}

export { createTestServer, createTestServerForTest };
export type { TestServer };
