import type { Database } from "better-sqlite3";
import { perDatabase } from "./statements.js";

/** An export as it starts: the range in seconds, and the file it is written to. */
interface ExportJob {
  jobId: string;
  startTime: number;
  endTime: number;
  file: string;
  createdBy: number;
}

const statements = perDatabase((db) => ({
  insert: db.prepare<[string, number, number, string, number, number]>(
    `INSERT INTO export_jobs (job_id, start_time, end_time, status, file, created_by, created_at)
     VALUES (?, ?, ?, 'running', ?, ?, ?)`,
  ),
  done: db.prepare<[number, number, string]>(
    "UPDATE export_jobs SET status = 'done', rows = ?, finished_at = ? WHERE job_id = ?",
  ),
  failed: db.prepare<[number, string]>("UPDATE export_jobs SET status = 'failed', finished_at = ? WHERE job_id = ?"),
}));

function startExportJob(db: Database, job: ExportJob, now: number): void {
  statements(db).insert.run(job.jobId, job.startTime, job.endTime, job.file, job.createdBy, now);
}

function finishExportJob(db: Database, jobId: string, rows: number, now: number): void {
  statements(db).done.run(rows, now, jobId);
}

function failExportJob(db: Database, jobId: string, now: number): void {
  statements(db).failed.run(now, jobId);
}

export { failExportJob, finishExportJob, startExportJob };
