import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { Hono } from "hono";
import { STATUS, exportRangeProblem, exportRequestBody, exportRequestSchema } from "@org/api-client";
import type { ExportRequest, ThemeExport } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { devicesSeenBetween } from "../data/devices.js";
import { failExportJob, finishExportJob, startExportJob } from "../data/exports.js";
import { logsBetween } from "../data/logs.js";
import { HttpError, jsonBody, parseWith } from "../http/errors.js";
import { recordSecurityEvent } from "../http/security-events.js";

const CHUNK = 5_000;

/** SPEC has no text for this; the console shows it in the Export screen's Error alert. */
const EXPORT_RUNNING_MESSAGE = "An export is already running. Please wait for it to finish.";

/**
 * Checks a range against the theme's export limits with the contract's `exportRangeProblem`, as the fake does: a 400
 * naming `endTime` (span) or `startTime` (too far back, or in the future). Ranges are picked as whole days, so one day
 * of slack on each limit keeps a range ending at 23:59:59 or at the next midnight inside.
 */
function checkRange(range: ExportRequest, limits: ThemeExport, nowMs: number): void {
  const problem = exportRangeProblem(range, limits, nowMs);
  if (problem) throw new HttpError(STATUS.badRequest, `${problem.field}: ${problem.message}`, { field: problem.field });
}

/** `exports.*` under `/open/export`: writes the devices and logs of a range to a file, one export at a time. */
function exportRoutes(services: Services): Hono<AppEnv> {
  const { db, clock, files, settings } = services;
  const api = new Hono<AppEnv>();
  // One export at a time: each reads its whole range, so exports side by side would only multiply the load.
  let running = false;

  api.post("/", async (c) => {
    const range = parseWith(exportRequestSchema, await jsonBody(c));
    const now = clock.now();
    checkRange(range, settings.theme().export, now);
    if (running) throw new HttpError(STATUS.conflict, EXPORT_RUNNING_MESSAGE);
    running = true;
    try {
      const jobId = await runExport(range, now, c.get("user").id);
      const { startTime, endTime } = exportRequestBody(range);
      recordSecurityEvent(services, c, { event: "export.created", jobId, startTime, endTime });
      return c.text(jobId);
    } finally {
      running = false;
    }
  });

  async function runExport(range: ExportRequest, now: number, userId: number): Promise<string> {
    // The schema reads the body's seconds as ms; the job and its file keep SPEC's seconds.
    const { startTime, endTime } = exportRequestBody(range);
    const date = new Date(now).toISOString().slice(0, 10).replace(/-/g, "");
    const jobId = `export-${date}-${randomBytes(5).toString("hex")}`;
    const file = `exports/${jobId}.jsonl`;
    startExportJob(db, { jobId, startTime, endTime, file, createdBy: userId }, now);

    // Written in chunks, yielding between them, so a large range does not stall other requests. The file appears
    // under its real name only when complete.
    const full = files.path(file);
    mkdirSync(dirname(full), { recursive: true });
    const temporary = files.temporaryPath(full);
    // Readable by this user only: an export holds every device's owner and every log line of the range.
    const fd = openSync(temporary, "w", 0o600);
    let rows = 0;
    try {
      const line = (value: unknown) => {
        writeSync(fd, `${JSON.stringify(value)}\n`);
        rows += 1;
      };
      line({ type: "export", jobId, startTime, endTime, createdAt: Math.floor(now / 1000) });
      const startUs = startTime * 1_000_000;
      const endUs = (endTime + 1) * 1_000_000 - 1;
      let cursor = { lastseen: startUs - 1, identity: "" };
      for (;;) {
        const page = devicesSeenBetween(db, startUs, endUs, cursor, CHUNK);
        for (const device of page) line({ type: "device", ...device });
        const last = page.at(-1);
        if (!last || page.length < CHUNK) break;
        cursor = { lastseen: last.lastseen ?? 0, identity: last.identity };
        await yieldToEventLoop();
      }
      let logCursor = { time: startUs - 1, id: 0 };
      for (;;) {
        const page = logsBetween(db, startUs, endUs, logCursor, CHUNK);
        for (const row of page) {
          const { time, email, log_type, ip, log } = row;
          line({ type: "log", time, device_unique_id: row.device, email, log_type, from: row.from_addr, ip, log });
        }
        const last = page.at(-1);
        if (!last || page.length < CHUNK) break;
        logCursor = { time: last.time, id: last.id };
        await yieldToEventLoop();
      }
      closeSync(fd);
      files.commit(temporary, file);
    } catch (error) {
      try {
        closeSync(fd);
      } catch {
        // already closed
      }
      rmSync(temporary, { force: true });
      failExportJob(db, jobId, clock.now());
      throw error;
    }
    finishExportJob(db, jobId, rows, clock.now());
    return jobId;
  }

  return api;
}

export { exportRoutes };
