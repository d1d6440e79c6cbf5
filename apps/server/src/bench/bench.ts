/**
 * `npm run bench`: builds a large-seed database in a temporary directory, measures a filtered, sorted page of
 * GET /devices in-process (p50/p99, budget p99 <= 15 ms), then runs autocannon with 200 connections for 30 s against
 * the built server on 127.0.0.1 (a child process, so load and server do not share a thread) and expects zero errors.
 * Writes the figures to bench-results/server.json. Every phase is bounded and the run stops by itself.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from "@org/api-client";
import { createApp } from "../app.js";
import { createSession, ensureBuiltInAdmin } from "../auth/accounts.js";
import { Settings } from "../db/settings.js";
import { migrate } from "../db/migrations.js";
import { FileStore } from "../files/file-store.js";
import { createMailer } from "../mail/mailer.js";
import { seedDatabase } from "../seed/seed.js";

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, "..");
const env = process.env;
const DURATION_S = Number(env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 200);
const SAMPLES = Number(env.BENCH_SAMPLES ?? 2000);
const P99_BUDGET_MS = 15;
const SEED_BUDGET_MS = 60_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The filtered, sorted page the console asks for most: online devices, last seen first, one of the first 40 pages. */
function pagePath(index: number): string {
  const offset = (index % 40) * 50;
  return `/api:1/devices?limit=50&offset=${offset}&tag.name=connected&tag.value=1&order=-lastseen`;
}

async function startChild(dbPath: string, dir: string): Promise<{ url: string; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, [join(packageDir, "dist", "main.js")], {
    env: {
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
      CONSOLE_DB: dbPath,
      CONSOLE_SEED: "large",
      CONSOLE_MAIL_DIR: join(dir, "mail"),
      CONSOLE_STATIC_DIR: join(dir, "no-console"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 60 s:\n${output}`)), 60_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl((match[1] as string).replace("localhost", "127.0.0.1"));
      }
    });
    child.once("exit", (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolveStop) => {
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", (code) => {
          clearTimeout(timer);
          resolveStop(code);
        });
        child.kill("SIGTERM");
      }),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "console-bench-"));
  const dbPath = join(dir, "console.db");
  try {
    // 1. The large seed, into a file database as the server uses it.
    const db = new Database(dbPath);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    migrate(db);
    const files = new FileStore(join(dir, "files"));
    const now = Date.now();
    await ensureBuiltInAdmin(db, BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, now);
    console.info("seed: large (100,000 devices, 1,000,000 log rows) ...");
    const seeded = seedDatabase(db, files, new Settings(db), { kind: "large", now });
    const seconds = (seeded.ms / 1000).toFixed(1);
    console.info(`seed: ${seeded.devices} devices, ${seeded.users} users, ${seeded.logs} log rows in ${seconds} s`);

    // 2. In-process latency of a filtered, sorted page.
    const app = createApp({ db, mail: createMailer({ dir: join(dir, "mail"), log: () => undefined }), files });
    const token = createSession(db, 1, Date.now());
    const headers = { Authorization: `Bearer ${token}` };
    const once = async (index: number) => {
      const started = performance.now();
      const answer = await app.fetch(new Request(`http://bench${pagePath(index)}`, { headers }));
      const body = (await answer.json()) as { devices: unknown[] };
      const ms = performance.now() - started;
      if (answer.status !== 200 || body.devices.length !== 50)
        throw new Error(`Unexpected answer ${answer.status} with ${body.devices.length} devices`);
      return ms;
    };
    for (let index = 0; index < 100; index++) await once(index);
    const latencies: number[] = [];
    for (let index = 0; index < SAMPLES; index++) latencies.push(await once(index));
    latencies.sort((a, b) => a - b);
    const inProcess = {
      request: `GET ${pagePath(3)}`,
      samples: SAMPLES,
      p50_ms: round(percentile(latencies, 50), 3),
      p99_ms: round(percentile(latencies, 99), 3),
      max_ms: round(latencies.at(-1) ?? NaN, 3),
      budget_p99_ms: P99_BUDGET_MS,
    };
    console.info(`in-process: p50 ${inProcess.p50_ms} ms, p99 ${inProcess.p99_ms} ms (budget ${P99_BUDGET_MS} ms)`);
    db.close();

    // 3. Load over loopback against the built server in its own process.
    const child = await startChild(dbPath, dir);
    const signIn = await fetch(`${child.url}/api:1/session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
    });
    const { token: loadToken } = (await signIn.json()) as { token: string };
    console.info(`load: autocannon, ${CONNECTIONS} connections for ${DURATION_S} s against ${child.url} ...`);
    let requestIndex = 0;
    const result = await autocannon({
      url: child.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 10,
      headers: { Authorization: `Bearer ${loadToken}` },
      requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: pagePath(requestIndex++) }) }],
    });
    const exitCode = await child.stop();
    const load = {
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      requests: result.requests.total,
      requests_per_s: round(result.requests.average, 1),
      latency_p50_ms: result.latency.p50,
      latency_p99_ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non_2xx: result.non2xx,
      server_exit_code_after_sigterm: exitCode,
    };
    console.info(
      [
        `load: ${load.requests} requests (${load.requests_per_s}/s)`,
        `p50 ${load.latency_p50_ms} ms`,
        `p99 ${load.latency_p99_ms} ms`,
        `errors ${load.errors}`,
        `timeouts ${load.timeouts}`,
        `non-2xx ${load.non_2xx}`,
      ].join(", "),
    );

    const figures = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: (await import("node:os")).cpus().length,
      seed: {
        kind: "large",
        devices: seeded.devices,
        users: seeded.users,
        log_rows: seeded.logs,
        seconds: round(seeded.ms / 1000, 1),
        budget_seconds: SEED_BUDGET_MS / 1000,
      },
      devicesPage: inProcess,
      load,
      pass: {
        seedUnder60s: seeded.ms < SEED_BUDGET_MS,
        p99WithinBudget: inProcess.p99_ms <= P99_BUDGET_MS,
        zeroErrors: load.errors === 0 && load.timeouts === 0 && load.non_2xx === 0,
        gracefulShutdown: exitCode === 0,
      },
    };
    const out = join(packageDir, "bench-results", "server.json");
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
    console.info(JSON.stringify(figures, null, 2));
    console.info(`written to ${out}`);
    if (!Object.values(figures.pass).every(Boolean)) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
