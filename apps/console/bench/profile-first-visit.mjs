#!/usr/bin/env node
// Where a first visit to the device screen spends its time, from a Chromium trace: script compile, script evaluation
// (the modules' top level), React rendering (samples in React's own code), the rest of script, style, layout and
// paint, from navigation start to 50 rows in the DOM, CPU throttled 4x as in devices-bench.mjs. Each category is the
// median over the runs of the main thread's time in it. The React floor page is profiled the same way, for comparison.
// Samples of script are split by the file their function came from, so that a change in one chunk shows.
// Each first visit has a fresh context, with nothing cached. PROFILE_VISIT=returning profiles returning visits
// instead: one persistent profile that has seen each page three times, so that the scripts come from the disk cache
// with their compiled code.
//
//   npm run build && node apps/console/bench/profile-first-visit.mjs   (PROFILE_RUNS=5 by default)
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { FLOOR, staticDirWithFloors, writeNavigationFloors } from "./floors.mjs";
import {
  CHROMIUM,
  VIEWPORT,
  median,
  openTab,
  round,
  signInContext,
  signedInContext,
  startConsoleServer,
} from "./harness.mjs";

const RUNS = Number(process.env.PROFILE_RUNS ?? 5);
const RETURNING = process.env.PROFILE_VISIT === "returning";
const THROTTLE = 4;
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
];

// Trace events by what they are. Time nested inside another event counts for the innermost one (self time).
const KIND = {
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "V8.CompileCode": "compile",
  "v8.parseOnBackground": "compile",
  "V8.ScriptCompiler": "compile",
  "v8.produceModuleCache": "compile",
  "v8.produceCache": "compile",
  "v8.evaluateModule": "evaluate",
  EvaluateScript: "evaluate",
  FunctionCall: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  EventDispatch: "script",
  "V8.Execute": "script",
  "v8.run": "script",
  MajorGC: "gc",
  MinorGC: "gc",
  "V8.GCScavenger": "gc",
  "V8.GCFinalizeMC": "gc",
  UpdateLayoutTree: "style",
  ScheduleStyleRecalculation: "style",
  ParseAuthorStyleSheet: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
  UpdateLayer: "paint",
  ParseHTML: "html",
  "v8.callFunction": "script",
  RunTask: "other",
};

function probe() {
  new MutationObserver(() => {
    if (document.querySelectorAll('[data-slot="data-table-row"]').length >= 50 && !window.__rows50) {
      window.__rows50 = performance.now();
      performance.mark("rows50");
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Self time per kind on the renderer's main thread between navigation start and the rows50 mark. */
function breakdown(events) {
  const end = events.find((e) => e.name === "rows50");
  const start = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.navigationId === end?.args?.data?.navigationId,
  );
  if (!start || !end) throw new Error("the trace lacks the navigation or the rows50 mark");
  const main = { pid: end.pid, tid: end.tid };
  const from = start.ts;
  const to = end.ts;
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur > 0 && KIND[e.name])
    .map((e) => ({ kind: KIND[e.name], start: Math.max(e.ts, from), end: Math.min(e.ts + e.dur, to) }))
    .filter((e) => e.end > e.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // Self time: walk the spans as a stack, charging each microsecond to the innermost span that holds it.
  const totals = {};
  const stack = [];
  let cursor = from;
  const charge = (until) => {
    if (stack.length > 0 && until > cursor) {
      const kind = stack.at(-1).kind;
      totals[kind] = (totals[kind] ?? 0) + (until - cursor);
    }
    cursor = Math.max(cursor, until);
  };
  for (const span of spans) {
    while (stack.length > 0 && stack.at(-1).end <= span.start) {
      charge(stack.at(-1).end);
      stack.pop();
    }
    charge(span.start);
    stack.push(span);
  }
  while (stack.length > 0) {
    charge(stack.at(-1).end);
    stack.pop();
  }
  const busy = Object.values(totals).reduce((sum, us) => sum + us, 0);
  const ms = Object.fromEntries(Object.entries(totals).map(([kind, us]) => [kind, us / 1000]));
  return {
    total: (to - from) / 1000,
    busy: busy / 1000,
    idle: (to - from - busy) / 1000,
    ...ms,
    ...samplesByFile(events, main, from, to),
  };
}

/** CPU profile samples in the window, by the file of the sampled function (self), as ms of samples. */
function samplesByFile(events, main, from, to) {
  const nodes = new Map();
  const byFile = {};
  let time = 0;
  for (const event of events) {
    if (event.pid !== main.pid) continue;
    if (event.name === "Profile") time = event.args.data.startTime;
    if (event.name !== "ProfileChunk") continue;
    const { cpuProfile, timeDeltas } = event.args.data;
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = cpuProfile?.samples ?? [];
    for (let index = 0; index < samples.length; index++) {
      const delta = timeDeltas[index] ?? 0;
      time += delta;
      if (time < from || time > to) continue;
      const node = nodes.get(samples[index]);
      const url = node?.callFrame?.url ?? "";
      const name = node?.callFrame?.functionName ?? "";
      if (name === "(idle)" || name === "(program)" || name === "(garbage collector)" || name === "(root)") continue;
      const file = url ? `js:${fileLabel(url)}` : "js:(native)";
      byFile[file] = (byFile[file] ?? 0) + (delta > 0 && delta < 10_000 ? delta : 0) / 1000;
    }
  }
  return byFile;
}

function fileLabel(url) {
  const path = new URL(url, "http://x").pathname;
  return path.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, ".js");
}

/** Traces one visit through the page's own DevTools session, which works in a persistent profile too. */
async function profile(context, url) {
  const page = await openTab(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: CATEGORIES }, transferMode: "ReportEvents" });
  await page.goto(url);
  await page.waitForFunction(() => window.__rows50 !== undefined, null, { timeout: 30_000, polling: 500 });
  await cdp.send("Tracing.end");
  await complete;
  await page.close();
  if (process.env.PROFILE_DUMP) writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(events));
  return breakdown(events);
}

function medians(runs) {
  const keys = [...new Set(runs.flatMap(Object.keys))];
  return Object.fromEntries(keys.map((key) => [key, round(median(runs.map((run) => run[key] ?? 0)))]));
}

const statics = await staticDirWithFloors();
const browser = await chromium.launch(CHROMIUM);
const server = await startConsoleServer({ staticDir: statics.dir });
const profileDir = mkdtempSync(join(tmpdir(), "console-profile-"));
let returning;
try {
  const { context: signedIn, token, session } = await signedInContext(browser, server.url);
  await signedIn.close();
  await writeNavigationFloors(statics.dir, server.url, token);
  if (RETURNING)
    ({ context: returning } = await signInContext(
      await chromium.launchPersistentContext(profileDir, { ...CHROMIUM, viewport: VIEWPORT }),
      server.url,
      [probe],
      session,
    ));
  const visit = async (url) => {
    if (returning) return profile(returning, url);
    const { context } = await signedInContext(browser, server.url, [probe], session);
    try {
      return await profile(context, url);
    } finally {
      await context.close();
    }
  };
  const pages = { "React floor": FLOOR.reactRows, console: "/device" };
  const results = {};
  for (const [name, path] of Object.entries(pages)) {
    if (returning) for (let warmup = 0; warmup < 3; warmup++) await visit(`${server.url}${path}`);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await visit(`${server.url}${path}`));
    results[name] = medians(runs);
  }
  const order = [
    "total",
    "busy",
    "idle",
    "html",
    "compile",
    "evaluate",
    "script",
    "gc",
    "style",
    "layout",
    "paint",
    "other",
  ];
  const keys = [...new Set(Object.values(results).flatMap(Object.keys))];
  const files = keys
    .filter((key) => key.startsWith("js:"))
    .sort((a, b) => (results.console[b] ?? 0) - (results.console[a] ?? 0));
  console.log(
    `median of ${RUNS} ${RETURNING ? "returning" : "first"} visits, ms, CPU throttled ${THROTTLE}x (main thread self time)`,
  );
  console.log(["", ...Object.keys(results)].join("\t"));
  for (const key of [...order, ...files])
    console.log([key, ...Object.values(results).map((r) => r[key] ?? 0)].join("\t"));
} finally {
  await returning?.close();
  await server.stop();
  await browser.close();
  statics.remove();
  rmSync(profileDir, { recursive: true, force: true });
}
