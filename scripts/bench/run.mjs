#!/usr/bin/env node
// `npm run bench`: builds what the benchmarks measure, runs each in turn (never two at once, so they do not share the
// cores), and prints one table of every figure: measured, reference, ratio, budget, pass. Writes
// bench-results/summary.json with the machine and the commit. Exits non-zero when a budget fails or a benchmark does
// not finish. `npm run bench -- server timeline` runs only the benchmarks named.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, release, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_PATH } from "../headless-chromium.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const MINUTE = 60_000;

const BENCHMARKS = [
  {
    name: "chunks",
    cwd: "apps/console",
    command: ["node", "bench/bundle-size.mjs"],
    results: "apps/console/bench-results/bundle.json",
    timeout: 1 * MINUTE,
  },
  {
    name: "model",
    cwd: "packages/api-client",
    command: ["node", "bench/validate-bench.mjs"],
    results: "packages/api-client/bench-results/validate.json",
    timeout: 2 * MINUTE,
  },
  {
    name: "first-screen",
    cwd: "apps/console",
    command: ["node", "bench/devices-bench.mjs"],
    results: "apps/console/bench-results/devices.json",
    timeout: 10 * MINUTE,
  },
  {
    name: "timeline",
    cwd: "apps/console",
    command: ["node", "bench/timeline-bench.mjs"],
    results: "apps/console/bench-results/timeline.json",
    timeout: 3 * MINUTE,
  },
  {
    name: "uploads",
    cwd: "apps/console",
    command: ["node", "bench/uploads-bench.mjs"],
    results: "apps/console/bench-results/uploads.json",
    timeout: 3 * MINUTE,
  },
  {
    name: "embed",
    cwd: ".",
    command: ["node", "--test", "--test-reporter=dot", "examples/embed/test/embed.test.mjs"],
    // The budget is measured on the React the example pins; `npm test` also runs the React 18 host.
    env: { EMBED_REACT: "19" },
    results: "test-results/embed/budget.json",
    timeout: 5 * MINUTE,
  },
  {
    name: "nextjs",
    cwd: ".",
    command: ["node", "--test", "--test-reporter=dot", "examples/nextjs/test/nextjs.test.mjs"],
    results: "test-results/nextjs/budget.json",
    timeout: 8 * MINUTE,
  },
  {
    name: "plain-html",
    cwd: ".",
    command: ["node", "--test", "--test-reporter=dot", "examples/plain-html/test/plain-html.test.mjs"],
    results: "test-results/plain-html/size.json",
    timeout: 3 * MINUTE,
  },
  {
    name: "server",
    cwd: "apps/server",
    command: ["node", "dist/bench.js"],
    results: "apps/server/bench-results/server.json",
    timeout: 5 * MINUTE,
  },
];

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
}

function git(...args) {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

function machine() {
  const processors = cpus();
  return {
    cpu: processors[0]?.model ?? "unknown",
    cores: processors.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${process.platform} ${release()}`,
    node: process.version,
    chromium: chromiumVersion(),
  };
}

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

function printTable(rows) {
  const labelWidth = Math.max(...rows.map((row) => row.label.length), 6);
  console.log(
    `\n${pad("figure", labelWidth)}  ${padStart("measured", 14)}  ${padStart("reference", 14)}  ${padStart("ratio", 6)}  ${padStart("budget", 10)}  result`,
  );
  for (const row of rows) {
    const measured = `${row.value} ${row.unit}`;
    const reference = row.reference ? `${row.reference.value} ${row.unit}` : "";
    const ratio = row.ratio === undefined ? "" : `${row.ratio}x`;
    const budget = row.max === undefined ? "" : row.budgetOn === "ratio" ? `<= ${row.max}x` : `<= ${row.max}`;
    const result = row.pass === undefined || row.pass === null ? "reported" : row.pass ? "pass" : "FAIL";
    console.log(
      `${pad(row.label, labelWidth)}  ${padStart(measured, 14)}  ${padStart(reference, 14)}  ${padStart(ratio, 6)}  ${padStart(budget, 10)}  ${result}`,
    );
  }
}

const wanted = process.argv.slice(2);
const selected = wanted.length === 0 ? BENCHMARKS : BENCHMARKS.filter((bench) => wanted.includes(bench.name));
if (selected.length === 0) {
  console.error(`No benchmark is named ${wanted.join(", ")}. There are: ${BENCHMARKS.map((b) => b.name).join(", ")}.`);
  process.exit(2);
}

const started = Date.now();
console.log("bench: building the app, the server, the packages and Storybook (turbo reuses what has not changed)");
const built = run("npx", [
  "turbo",
  "run",
  "build",
  "build-storybook",
  "--filter=@org/console-app",
  "--filter=@org/server",
  "--filter=//",
  "--concurrency=2",
  "--output-logs=errors-only",
]);
if (built.status !== 0) {
  console.error("bench: the build failed");
  process.exit(1);
}

const rows = [];
const problems = [];
for (const bench of selected) {
  console.log(`\nbench: ${bench.name}`);
  const benchStart = Date.now();
  const result = run(bench.command[0], bench.command.slice(1), {
    cwd: join(root, bench.cwd),
    timeout: bench.timeout,
    env: { ...process.env, ...bench.env },
  });
  const file = join(root, bench.results);
  const fresh = existsSync(file) && statSync(file).mtimeMs >= benchStart;
  if (result.status !== 0 || !fresh) {
    const why = result.error?.code === "ETIMEDOUT" ? `did not finish in ${bench.timeout / MINUTE} min` : "failed";
    problems.push(`${bench.name} ${why}${fresh ? "" : " and wrote no figures"}`);
  }
  if (fresh) {
    const { figures } = JSON.parse(readFileSync(file, "utf8"));
    for (const row of figures) rows.push({ ...row, benchmark: bench.name });
  }
}

printTable(rows);
const failed = rows.filter((row) => row.pass === false);
const seconds = Math.round((Date.now() - started) / 1000);
const summary = {
  date: new Date().toISOString(),
  commit: git("rev-parse", "HEAD"),
  uncommittedChanges: git("status", "--porcelain") !== "",
  machine: machine(),
  seconds,
  benchmarks: selected.map((bench) => bench.name),
  problems,
  figures: rows,
};
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results/summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\nbench: ${rows.length} figures in ${seconds} s; written to bench-results/summary.json`);
for (const problem of problems) console.error(`bench: ${problem}`);
for (const row of failed) console.error(`bench: over budget: ${row.label}`);
process.exit(problems.length > 0 || failed.length > 0 ? 1 : 0);
