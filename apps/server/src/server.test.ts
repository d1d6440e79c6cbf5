import { mkdtempSync, rmSync } from "node:fs";
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
    const inFlight = fetch(`${running.url}/api:1/open/export`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ startTime: end - 30 * 86_400, endTime: end }),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const closed = running.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    const jobId = await answer.text();
    await closed;
    await expect(fetch(`${running.url}/api:1/theme`)).rejects.toThrow();
    const db = new Database(settings.dbPath, { readonly: true });
    expect(db.prepare("SELECT status FROM export_jobs WHERE job_id = ?").get(jobId)).toEqual({ status: "done" });
    db.close();
    running = undefined;
  });
});
