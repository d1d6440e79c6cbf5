import { readFileSync, statSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

describe("export", () => {
  it("writes a file with the devices seen and the logs in the range, and answers its job id", async () => {
    server = await createTestServer();
    const end = Math.floor(server.now() / 1000);
    const start = end - 2 * 86_400;
    // The API takes ms; the request, the job and the file carry SPEC's seconds.
    const jobId = await server.api.exports.create({ startTime: start * 1000, endTime: end * 1000 });
    expect(jobId).toMatch(/^export-\d{8}-[0-9a-f]{10}$/);
    const job = server.sql.get<{ status: string; file: string; rows: number }>(
      "SELECT status, file, rows FROM export_jobs WHERE job_id = ?",
      jobId,
    );
    expect(job?.status).toBe("done");
    // Readable by the server's user alone.
    expect(statSync(server.files.path(job?.file ?? "")).mode & 0o777).toBe(0o600);
    const lines = readFileSync(server.files.path(job?.file ?? ""), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; time?: number; lastseen?: number });
    expect(lines[0]).toMatchObject({ type: "export", jobId, startTime: start, endTime: end });
    expect(lines).toHaveLength(job?.rows ?? 0);
    const logs = lines.filter((line) => line.type === "log");
    const devices = lines.filter((line) => line.type === "device");
    const count = (sql: string, ...params: number[]) => (server?.sql.get(sql, ...params) as { n: number }).n;
    expect(logs.length).toBe(
      count("SELECT COUNT(*) AS n FROM logs WHERE time BETWEEN ? AND ?", start * 1e6, (end + 1) * 1e6 - 1),
    );
    expect(devices.length).toBe(
      count("SELECT COUNT(*) AS n FROM devices WHERE lastseen BETWEEN ? AND ?", start * 1e6, (end + 1) * 1e6 - 1),
    );
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((line) => (line.time ?? 0) >= start * 1e6 && (line.time ?? 0) < (end + 1) * 1e6)).toBe(true);
  });
});
