import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from "@org/api-client";
import { FAKE_NOW } from "@org/api-client/testing";
import { startServer } from "./server.js";
import type { RunningServer, ServerConfig } from "./server.js";

let dir: string;
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close(2_000);
  running = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function config(overrides: Partial<ServerConfig> = {}): ServerConfig {
  dir = mkdtempSync(join(tmpdir(), "console-server-start-"));
  const quiet = { info: () => undefined, error: () => undefined };
  return {
    port: 0,
    host: "127.0.0.1",
    dbPath: join(dir, "console.db"),
    dataDir: join(dir, "files"),
    mailDir: join(dir, "mail"),
    adminEmail: BUILT_IN_ADMIN_EMAIL,
    adminPassword: DEMO_ADMIN_PASSWORD,
    seed: "none",
    staticDir: null,
    clock: { now: () => FAKE_NOW },
    log: quiet,
    ...overrides,
  };
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api:1/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
  });
  return ((await answer.json()) as { token: string }).token;
}

describe("starting and stopping", () => {
  it("a first start on loopback creates the administrator, who can sign in over HTTP", async () => {
    running = await startServer(config());
    expect(running.adminCreated).toBe(true);
    const token = await signIn(running.url);
    const check = await fetch(`${running.url}/api:1/admin`, { headers: { Authorization: `Bearer ${token}` } });
    expect(check.status).toBe(204);
  });

  it("the demo seed fills the database once: a restart keeps the data as it is", async () => {
    const first = config({ seed: "demo" });
    running = await startServer(first);
    expect(running.seeded).toMatchObject({ kind: "demo", devices: 3000, users: 299 });
    expect(running.seeded.logs).toBeGreaterThan(10_000);
    const token = await signIn(running.url);
    await fetch(`${running.url}/api:1/users/1001`, { method: "DELETE", headers: { Authorization: `Bearer ${token}` } });
    await running.close();
    running = await startServer({ ...first });
    expect(running.adminCreated).toBe(false);
    expect(running.seeded.devices).toBe(0);
    const db = new Database(first.dbPath, { readonly: true });
    expect(db.prepare("SELECT COUNT(*) AS n FROM users WHERE id = 1001").get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT COUNT(*) AS n FROM devices").get()).toEqual({ n: 3000 });
    db.close();
  });

  it("closing lets a request in flight finish, refuses new connections, then closes the database", async () => {
    const settings = config({ seed: "demo" });
    running = await startServer(settings);
    const token = await signIn(running.url);
    const end = Math.floor(FAKE_NOW / 1000);
    // `Expect: 100-continue` holds the body back until the server has read the request headers: from then on the
    // request is in flight on the server (not an idle connection), whatever the machine's load. Close, then send.
    const server = running;
    const body = JSON.stringify({ startTime: end - 30 * 86_400, endTime: end });
    let closed: Promise<void> | undefined;
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const call = request(`${server.url}/api:1/open/export`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Expect: "100-continue" },
      });
      call.on("continue", () => {
        closed = server.close();
        call.end(body);
      });
      call.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      call.on("error", reject);
      call.flushHeaders();
    });
    expect(answer.status).toBe(200);
    const jobId = answer.text;
    expect(closed).toBeDefined();
    await closed;
    await expect(fetch(`${running.url}/api:1/theme`)).rejects.toThrow();
    const db = new Database(settings.dbPath, { readonly: true });
    expect(db.prepare("SELECT status FROM export_jobs WHERE job_id = ?").get(jobId)).toEqual({ status: "done" });
    db.close();
    running = undefined;
  });
});
