#!/usr/bin/env node
// Issue 15's budgets, measured in headless Debian Chromium against the built app and the reference server (demo seed),
// with the CPU throttled 4x, through the screens an operator uses:
// - the SHA-1 of a 4 MB firmware file, computed with WebCrypto when the file is chosen in the Add Firmware dialog
//   (budget 150 ms): the `console:firmware-sha1` User Timing measure the dialog records;
// - the main thread's longest task while a 1 MB information model is checked in the upload dialog (budget 50 ms). The
//   browser reports tasks over 50 ms only (Long Tasks API), so "none" means every task stayed under the budget. For
//   comparison the check's own time is given too (`console:model-check`, in the Web Worker): without the worker, that
//   would be one task of the main thread.
// The same 50 ms budget holds while a broken 1 MB model's tens of thousands of problems are listed; how long they take to
// show is reported next to that model's check in the worker, without a budget.
// Each figure is the median of several runs, each in a fresh tab. Run `npm run build` first (`npm run bench` does).
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { largeInformationModelYaml } from "@org/api-client/testing";
import { figure, printFigures, writeFigures } from "../../../scripts/bench/figures.mjs";
import { launchBrowser, median, openTab, round, signedInContext, startConsoleServer } from "./harness.mjs";

const RUNS = 5;
const THROTTLE = 4;
const BUDGET = { sha1Ms: 150, longestTaskMs: 50 };
// Just under SPEC's limit: the firmware file must be under 4 MB (4096 KB).
const FIRMWARE_BYTES = 4096 * 1024 - 1024;
const MODEL_BYTES = 1024 * 1024;
const SETTLE_MS = 500;

// Runs in the page before any script: keeps every long task (over 50 ms) the main thread runs.
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

/** The duration of the page's latest User Timing measure of this name, once there is one. */
async function latestMeasure(page, name) {
  await page.waitForFunction((measure) => performance.getEntriesByName(measure, "measure").length > 0, name, {
    timeout: 60_000,
    polling: 100,
  });
  return page.evaluate((measure) => {
    const entry = performance.getEntriesByName(measure, "measure").at(-1);
    return { start: entry.startTime, duration: entry.duration };
  }, name);
}

async function throttledScreen(context, url, path) {
  const page = await openTab(context);
  const cdp = await context.newCDPSession(page);
  await page.goto(`${url}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByRole("table").waitFor({ timeout: 30_000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  return page;
}

// The files are written to disk and chosen by path, as an operator's are: given as buffers, Playwright would build them
// inside the page with its own script, a long task of its own on the measured thread.
const filesDir = mkdtempSync(join(tmpdir(), "console-bench-files-"));
const firmwareFile = join(filesDir, "bench-firmware.bin");
writeFileSync(firmwareFile, Buffer.alloc(FIRMWARE_BYTES, 0x5a));
const modelFile = join(filesDir, "benchmark-vrf.yaml");
writeFileSync(modelFile, largeInformationModelYaml(MODEL_BYTES));
// A broken model of the same size: no layouts, and every component without a title and with a key that is not H + hex,
// so that it has tens of thousands of problems to list.
const brokenModelFile = join(filesDir, "broken-heater.yaml");
{
  const lines = ["familyName: Heater", "components:"];
  let length = 0;
  for (let index = 0; length < MODEL_BYTES; index++) {
    const component = [`  - id: zone-${index}`, "    type: switch", "    models:", `      - key: Z${index}`];
    lines.push(...component);
    length += component.join("\n").length + 1;
  }
  writeFileSync(brokenModelFile, `${lines.join("\n")}\n`);
}

async function measureFirmwareSha1(context, url) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await throttledScreen(context, url, "/firmware");
    await page.getByRole("button", { name: /add firmware/i }).click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(SETTLE_MS);
    await page.getByRole("dialog").locator('input[type="file"]').setInputFiles(firmwareFile);
    times.push((await latestMeasure(page, "console:firmware-sha1")).duration);
    await page.close();
  }
  return times.map(round);
}

/**
 * Chooses a model file in the upload dialog of a fresh, throttled tab and waits until `shown(dialog)` says the result is
 * on screen. Returns the check's time in the worker, the time from choosing the file until then, the longest
 * main-thread task meanwhile (0 when none went over 50 ms), and what `read(dialog)` then reads from the page.
 */
async function pickModel(context, url, file, shown, read) {
  const page = await throttledScreen(context, url, "/informationModel");
  await page.getByRole("button", { name: /upload information model/i }).click();
  const dialog = page.getByRole("dialog");
  // Opening the dialog is an interaction of its own: the window starts once it has settled.
  await dialog.waitFor();
  await page.waitForTimeout(SETTLE_MS);
  const from = await page.evaluate(() => performance.now());
  await dialog.locator('input[type="file"]').setInputFiles(file);
  const check = await latestMeasure(page, "console:model-check");
  await shown(dialog, page);
  const at = await page.evaluate(() => performance.now());
  const tasks = await page.evaluate(
    (start) => window.__longTasks.filter((task) => task.start + task.duration >= start),
    from,
  );
  const result = {
    checkMs: check.duration,
    shownMs: at - from,
    longestTaskMs: tasks.length === 0 ? 0 : Math.max(...tasks.map((task) => task.duration)),
    read: read ? await read(dialog) : undefined,
  };
  await page.close();
  return result;
}

async function measureModelCheck(context, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    // The result is on screen: the file is listed as ready and Upload is enabled.
    const ready = (dialog, page) =>
      dialog
        .getByRole("button", { name: /^upload$/i })
        .and(page.locator(":enabled"))
        .waitFor({ timeout: 60_000 });
    runs.push(await pickModel(context, url, modelFile, ready));
  }
  return {
    bytes: statSync(modelFile).size,
    checkMs: runs.map((run) => round(run.checkMs)),
    longestTaskMs: runs.map((run) => round(run.longestTaskMs)),
  };
}

/**
 * A broken model of a megabyte: how long from choosing it until its problems are listed, next to the check's own time
 * in the worker (a peer measured in the same run; no budget), and the longest main-thread task meanwhile (50 ms budget).
 */
async function measureProblemList(context, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const listed = (dialog) => dialog.getByRole("region", { name: "Problems found" }).waitFor({ timeout: 120_000 });
    // The table's rows: the column headers, the file's line and one per problem.
    const problems = async (dialog) => Number(await dialog.getByRole("table").getAttribute("aria-rowcount")) - 2;
    runs.push(await pickModel(context, url, brokenModelFile, listed, problems));
  }
  const figures = (name) => runs.map((run) => round(run[name]));
  return {
    bytes: statSync(brokenModelFile).size,
    problems: runs[0]?.read,
    shownMs: { median: round(median(figures("shownMs"))), runs: figures("shownMs") },
    workerCheckMs: { median: round(median(figures("checkMs"))), runs: figures("checkMs") },
    longestMainThreadTaskMs: { worst: Math.max(...figures("longestTaskMs")), runs: figures("longestTaskMs") },
  };
}

const browser = await launchBrowser();
const consoleServer = await startConsoleServer();
let figures;
let details;
try {
  const { context } = await signedInContext(browser, consoleServer.url, [recordLongTasks]);
  const sha1 = await measureFirmwareSha1(context, consoleServer.url);
  const model = await measureModelCheck(context, consoleServer.url);
  const problemList = await measureProblemList(context, consoleServer.url);
  await context.close();
  const worstOf = (runs) => Math.max(...runs);
  figures = [
    figure({
      id: "uploads.sha1",
      label: `Firmware: SHA-1 of a ${(FIRMWARE_BYTES / 1024).toFixed(0)} KB file (4x throttle)`,
      value: median(sha1),
      unit: "ms",
      max: BUDGET.sha1Ms,
    }),
    figure({
      id: "uploads.modelCheckLongestTask",
      label: "Upload dialog: longest main-thread task while a 1 MB model is checked (0: none over 50 ms, 4x throttle)",
      value: worstOf(model.longestTaskMs),
      unit: "ms",
      max: BUDGET.longestTaskMs,
    }),
    figure({
      id: "uploads.problemListLongestTask",
      label: "Upload dialog: longest main-thread task while a broken model's problems are listed (4x throttle)",
      value: problemList.longestMainThreadTaskMs.worst,
      unit: "ms",
      max: BUDGET.longestTaskMs,
    }),
    figure({
      id: "uploads.problemListShown",
      label: `Upload dialog: ${problemList.problems} problems listed, against their check in the worker (4x throttle)`,
      value: problemList.shownMs.median,
      unit: "ms",
      reference: { label: "the check in the worker", value: problemList.workerCheckMs.median },
    }),
  ];
  details = {
    cpus: availableParallelism(),
    loadAverage1m: round(loadavg()[0]),
    runs: RUNS,
    cpuThrottle: THROTTLE,
    firmwareSha1Ms: { bytes: FIRMWARE_BYTES, runs: sha1 },
    modelCheck: { bytes: model.bytes, workerCheckMs: model.checkMs, longestTaskMs: model.longestTaskMs },
    brokenModelProblemList: problemList,
  };
} finally {
  await consoleServer.stop();
  await browser.close();
  rmSync(filesDir, { recursive: true, force: true });
}
writeFigures("bench-results/uploads.json", "firmware SHA-1 and information-model checks", figures, details);
printFigures(figures);
