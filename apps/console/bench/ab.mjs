#!/usr/bin/env node
// Two builds of the console, measured against each other in one run: first visits (each in a context of its own, with
// nothing cached) to the device screen until 50 rows are in the DOM, CPU throttled 4x, the builds' runs interleaved
// (and their order alternated), each build served by its own reference server with the demo seed. For comparing a
// change while other work shares the machine: load moves both builds alike, where two separate runs of the benchmark
// would each see a different load.
//
//   node bench/ab.mjs <dist of build A> <dist of build B>     (AB_RUNS=15 by default)
//
// AB_MEASURE=search measures instead the time from a click on Search to the table showing the one device searched
// for, as devices-bench.mjs does. AB_MEASURE=cpu measures the main thread's CPU time from navigation to 50 rows,
// unthrottled, from a trace's thread timestamps: time the thread waited for a core does not count, so it holds
// still while other work loads the machine, where the times above do not.
import { chromium } from "playwright-core";
import { CHROMIUM, installProbes, median, openTab, signedInContext, startConsoleServer } from "./harness.mjs";

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) throw new Error("usage: node bench/ab.mjs <dist A> <dist B>");
const RUNS = Number(process.env.AB_RUNS ?? 15);
const SEARCH = process.env.AB_MEASURE === "search";
const CPU = process.env.AB_MEASURE === "cpu";

const reportOf = (page, name) =>
  page.waitForEvent("console", { predicate: (m) => m.text().startsWith(`bench:${name} `), timeout: 30_000 });

/** The main thread's CPU time, in ms, from the navigation's start to the probe's rows50 mark. */
async function cpuToRows(page, url) {
  await browser.startTracing(page, { categories: ["devtools.timeline", "blink.user_timing"] });
  const shown = reportOf(page, "rows50");
  await page.goto(`${url}/device`);
  await shown;
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const end = events.find((e) => e.name === "rows50");
  const start = events.find(
    (e) => e.name === "navigationStart" && e.pid === end.pid && e.args?.data?.documentLoaderURL === `${url}/device`,
  );
  // Thread timestamps (tts) count the thread's CPU time; navigationStart has none, the first event after it does. (A
  // renderer started for this navigation has its own thread, all of whose events count.)
  const first = events
    .filter((e) => e.pid === end.pid && e.tid === end.tid && e.tts !== undefined && e.ts >= (start?.ts ?? 0))
    .sort((x, y) => x.ts - y.ts)[0];
  return (end.tts - first.tts) / 1000;
}

async function visit(session, url, serial) {
  const { context } = await signedInContext(browser, url, [installProbes], session);
  try {
    return await measure(await openTab(context), url, serial);
  } finally {
    await context.close();
  }
}

async function measure(page, url, serial) {
  if (CPU) return cpuToRows(page, url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const shown = reportOf(page, "rows50");
  await page.goto(`${url}/device`);
  let ms = Number((await shown).text().split(" ")[1]);
  if (SEARCH) {
    await page.evaluate((sn) => (window.__benchMarks.searchFor = sn), serial);
    await page.getByLabel("Search text").fill(serial);
    const searched = reportOf(page, "search");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    ms = Number((await searched).text().split(" ")[1]);
  }
  return ms;
}

/** The 58th device of the first window, on the second page: a search that changes the rows. */
async function serialToSearch(url, token) {
  const answer = await fetch(`${url}/api:1/devices?limit=60&offset=0`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await answer.json()).devices[57].identity;
}

const browser = await chromium.launch(CHROMIUM);
const servers = [await startConsoleServer({ staticDir: distA }), await startConsoleServer({ staticDir: distB })];
try {
  const sessions = [];
  const serials = [];
  for (const server of servers) {
    const { context, token, session } = await signedInContext(browser, server.url);
    await context.close();
    sessions.push(session);
    serials.push(await serialToSearch(server.url, token));
  }
  const times = [[], []];
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) times[which].push(await visit(sessions[which], servers[which].url, serials[which]));
  }
  const [a, b] = times.map(median);
  console.log(`A ${a.toFixed(1)} ms (${times[0].map(Math.round).join(", ")})`);
  console.log(`B ${b.toFixed(1)} ms (${times[1].map(Math.round).join(", ")})`);
  console.log(`B/A ${(b / a).toFixed(3)}`);
  // Each run's two visits are back to back: their ratio cancels a load that drifts over the whole run.
  const paired = median(times[1].map((ms, run) => ms / times[0][run]));
  console.log(`B/A, median of the runs' own ratios ${paired.toFixed(3)}`);
} finally {
  for (const server of servers) await server.stop();
  await browser.close();
}
