/**
 * The reference server's budgets, part of `npm run bench`:
 * - a filtered, sorted page of GET /devices in-process: p99 at most 15 ms on the large seed (100,000 devices), and its
 *   p99 on the demo seed (3,000) beside it, to show how the query scales;
 * - the built server in a child process pinned to one core, under autocannon's 200 connections for 30 s from another
 *   core: zero server errors (5xx answers). Connections the generator could not open or that timed out are reported
 *   apart, since they measure the generator and the loopback as much as the server. Throughput per server core is
 *   reported.
 * Writes bench-results/server.json. Every phase is bounded and the run stops by itself.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
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
import { figure, printFigures, writeFigures } from "../../../../scripts/bench/figures.mjs";

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
const kb = (bytes: number) => Math.round(bytes / 1024);

/** The filtered, sorted page the console asks for most: online devices, last seen first, one of the first pages. */
function pagePath(index: number, pages = 40): string {
  const offset = (index % pages) * 50;
  return `/api:1/devices?limit=50&offset=${offset}&tag.name=connected&tag.value=1&order=-lastseen`;
}

/** Whether `taskset` can pin processes to cores here: Linux with util-linux, and at least two cores to split. */
function canPin(): boolean {
  if (availableParallelism() < 2) return false;
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function startChild(
  dbPath: string,
  dir: string,
  pinned: boolean,
): Promise<{ url: string; stop(): Promise<number | null> }> {
  const command = [process.execPath, join(packageDir, "dist", "main.js")];
  // The server gets core 0 to itself; the load generator (this process) moves to core 1.
  const [file, ...args] = pinned ? ["taskset", "-c", "0", ...command] : command;
  const child = spawn(file as string, args, {
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

/** Seeds a file database as the server uses it. */
async function seedInto(dbPath: string, dir: string, kind: "demo" | "large") {
  const db = new Database(dbPath);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  migrate(db);
  const files = new FileStore(join(dir, "files"));
  const now = Date.now();
  await ensureBuiltInAdmin(db, BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, now);
  const seeded = seedDatabase(db, files, new Settings(db), { kind, now });
  console.info(
    `seed ${kind}: ${seeded.devices} devices, ${seeded.users} users, ${seeded.logs} log rows` +
      ` in ${round(seeded.ms / 1000, 1)} s`,
  );
  return { db, files, seeded };
}

/** p50 and p99 of the console's most frequent device page, asked of the app in this process. */
async function pageLatencies(db: Database.Database, files: FileStore, dir: string, pages: number) {
  const app = createApp({ db, mail: createMailer({ dir: join(dir, "mail"), log: () => undefined }), files });
  const token = createSession(db, 1, Date.now());
  const headers = { Authorization: `Bearer ${token}` };
  const once = async (index: number) => {
    const started = performance.now();
    const answer = await app.fetch(new Request(`http://bench${pagePath(index, pages)}`, { headers }));
    const body = (await answer.json()) as { devices: unknown[] };
    const ms = performance.now() - started;
    if (answer.status !== 200 || body.devices.length === 0)
      throw new Error(`Unexpected answer ${answer.status} with ${body.devices.length} devices`);
    return ms;
  };
  for (let index = 0; index < 100; index++) await once(index);
  const latencies: number[] = [];
  for (let index = 0; index < SAMPLES; index++) latencies.push(await once(index));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN };
}

/**
 * Where a request's time goes, in-process on the large seed, as medians to the last byte of the answer: a signed-in
 * call that does nothing else (`GET /admin`: the session lookup and a tiny answer), the console's first device window
 * (`limit=500`, what the device screen asks for), and the same window compressed as Chromium asks for it.
 */
async function costBreakdown(db: Database.Database, files: FileStore, dir: string) {
  const app = createApp({ db, mail: createMailer({ dir: join(dir, "mail"), log: () => undefined }), files });
  const token = createSession(db, 1, Date.now());
  const median = async (path: string, extra: Record<string, string> = {}, samples = 300) => {
    const once = async () => {
      const started = performance.now();
      const answer = await app.fetch(
        new Request(`http://bench/api:1${path}`, { headers: { Authorization: `Bearer ${token}`, ...extra } }),
      );
      const bytes = (await answer.arrayBuffer()).byteLength;
      if (!answer.ok) throw new Error(`Unexpected answer ${answer.status} to ${path}`);
      return { ms: performance.now() - started, bytes };
    };
    for (let index = 0; index < 20; index++) await once();
    const runs: { ms: number; bytes: number }[] = [];
    for (let index = 0; index < samples; index++) runs.push(await once());
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    return { ms: percentile(times, 50), bytes: runs[0]?.bytes ?? 0 };
  };
  const window = "/devices?limit=500&offset=0";
  return {
    auth: await median("/admin"),
    window: await median(window),
    windowCompressed: await median(window, { "Accept-Encoding": "gzip, deflate, br, zstd" }),
  };
}

async function underLoad(dbPath: string, dir: string) {
  const pinned = canPin();
  const child = await startChild(dbPath, dir, pinned);
  if (pinned) execFileSync("taskset", ["-a", "-p", "-c", "1", String(process.pid)], { stdio: "ignore" });
  const signIn = await fetch(`${child.url}/api:1/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  console.info(
    `load: ${CONNECTIONS} connections for ${DURATION_S} s against ${child.url}${pinned ? ", server on core 0" : ""}`,
  );
  let requestIndex = 0;
  let serverErrors = 0;
  const result = await new Promise<autocannon.Result>((resolveLoad, reject) => {
    const instance = autocannon(
      {
        url: child.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 10,
        headers: { Authorization: `Bearer ${token}` },
        requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: pagePath(requestIndex++) }) }],
      },
      (error, finished) => (error ? reject(error) : resolveLoad(finished)),
    );
    instance.on("response", (_client, statusCode) => {
      if (statusCode >= 500) serverErrors += 1;
    });
  });
  const exitCode = await child.stop();
  return {
    pinned,
    serverCores: pinned ? 1 : availableParallelism(),
    requests: result.requests.total,
    requestsPerS: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    serverErrors,
    non2xx: result.non2xx,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    exitCodeAfterSigterm: exitCode,
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "console-bench-"));
  try {
    const demo = await seedInto(join(dir, "demo.db"), dir, "demo");
    // The demo seed has about 1,000 online devices: its pages stop sooner.
    const demoPage = await pageLatencies(demo.db, demo.files, dir, 10);
    demo.db.close();
    const largePath = join(dir, "console.db");
    const large = await seedInto(largePath, dir, "large");
    const largePage = await pageLatencies(large.db, large.files, dir, 40);
    const costs = await costBreakdown(large.db, large.files, dir);
    large.db.close();
    console.info(`device page p99: ${round(demoPage.p99, 3)} ms (demo), ${round(largePage.p99, 3)} ms (large)`);
    const load = await underLoad(largePath, dir);
    console.info(JSON.stringify(load));

    const figures = [
      figure({
        id: "server.devicesP99",
        label: "Server: filtered device page p99, 100,000 devices (in-process)",
        value: largePage.p99,
        unit: "ms",
        max: P99_BUDGET_MS,
      }),
      figure({
        id: "server.devicesGrowth",
        label: "Server: the same page's p99 with 100,000 devices, against 3,000",
        value: largePage.p99,
        unit: "ms",
        reference: { label: "p99 with 3,000 devices", value: demoPage.p99 },
      }),
      figure({
        id: "server.serverErrors",
        label: `Server: 5xx answers under ${CONNECTIONS} connections for ${DURATION_S} s`,
        value: load.serverErrors,
        unit: "answers",
        max: 0,
      }),
      figure({
        id: "server.connectionFailures",
        label: "Load generator: connection errors and timeouts (not the server's answers), for reference",
        value: load.connectionErrors + load.timeouts,
        unit: "connections",
      }),
      figure({
        id: "server.throughputPerCore",
        label: `Server: device pages per second per server core (${load.serverCores} of them)`,
        value: load.requestsPerS / load.serverCores,
        unit: "req/s",
      }),
      figure({
        id: "server.authOnly",
        label: "Server: a signed-in call that does nothing else (GET /admin), median in-process",
        value: costs.auth.ms,
        unit: "ms",
      }),
      figure({
        id: "server.firstWindow",
        label: `Server: the device screen's first window (500 devices, ${kb(costs.window.bytes)} kB), median`,
        value: costs.window.ms,
        unit: "ms",
      }),
      figure({
        id: "server.firstWindowCompressed",
        label: `Server: the same window in brotli, as Chromium asks (${kb(costs.windowCompressed.bytes)} kB)`,
        value: costs.windowCompressed.ms,
        unit: "ms",
        reference: { label: "plain", value: costs.window.ms },
      }),
      figure({
        id: "server.seed",
        label: "Server: writing the large seed",
        value: large.seeded.ms / 1000,
        unit: "s",
        max: SEED_BUDGET_MS / 1000,
      }),
    ];
    writeFigures(join(packageDir, "bench-results", "server.json"), "reference server", figures, {
      node: process.version,
      cpus: availableParallelism(),
      request: `GET ${pagePath(3)}`,
      samples: SAMPLES,
      devicesPage: { demo: demoPage, large: largePage },
      costs,
      load,
    });
    printFigures(figures);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
