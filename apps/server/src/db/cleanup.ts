import type { Services } from "../context.js";

const HOUR_MS = 60 * 60_000;

/** How often the running server sweeps: expired rows are already refused, so this only bounds how long they linger. */
const CLEANUP_EVERY_MS = HOUR_MS;

/** An export file is kept this long after its job finished; nothing in the product reads it back later. */
const EXPORT_FILE_TTL_MS = 7 * 24 * HOUR_MS;

interface CleanUpSummary {
  sessions: number;
  tokens: number;
  exportFiles: number;
}

/**
 * Deletes what has expired: sessions and reset/activation tokens past `expires_at`, and export files older than
 * `EXPORT_FILE_TTL_MS`. Idle sessions are left to the sign-in check: only `expires_at` decides here, so this sweep
 * never has to agree with how idleness is measured.
 */
function cleanUp(services: Pick<Services, "db" | "files">, now: number): CleanUpSummary {
  const { db, files } = services;
  const sessions = db.prepare("DELETE FROM sessions WHERE expires_at <= ?").run(now).changes;
  const tokens = db.prepare("DELETE FROM user_tokens WHERE expires_at <= ?").run(now).changes;
  const expired = db
    .prepare<[number], { job_id: string; file: string }>(
      "SELECT job_id, file FROM export_jobs WHERE file IS NOT NULL AND COALESCE(finished_at, created_at) <= ?",
    )
    .all(now - EXPORT_FILE_TTL_MS);
  const forget = db.prepare("UPDATE export_jobs SET file = NULL WHERE job_id = ?");
  for (const job of expired) {
    // The file first: a crash in between leaves a row that is swept again, never a file no row points to.
    files.remove(job.file);
    forget.run(job.job_id);
  }
  return { sessions, tokens, exportFiles: expired.length };
}

export { CLEANUP_EVERY_MS, EXPORT_FILE_TTL_MS, cleanUp };
