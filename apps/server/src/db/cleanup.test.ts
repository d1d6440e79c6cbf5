import { describe, expect, it } from "vitest";
import { STATUS } from "@org/api-client";
import { createSession, issueUserToken } from "../auth/accounts.js";
import { tokenHash } from "../auth/tokens.js";
import { EXPORT_FILE_TTL_MS, cleanUp } from "./cleanup.js";
import { createTestServerForTest } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

const DAY_MS = 86_400_000;

function sessionCount(server: TestServer): number {
  return server.db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM sessions").get()?.n ?? 0;
}

/** The last 30 days before the server's clock, in SPEC's seconds. */
function lastMonth(server: TestServer) {
  const end = Math.floor(server.now() / 1000);
  return { startTime: end - 30 * 86_400, endTime: end };
}

describe("cleaning up", () => {
  it("expired sessions and reset tokens are deleted; live ones, idle sessions included, are kept", async () => {
    const server = await createTestServerForTest();
    const now = server.now();
    const expired = createSession(server.db, 1, now - 31 * DAY_MS);
    // Idle for a day but not past `expires_at`: the sign-in check refuses it, the sweep leaves it to that check.
    createSession(server.db, 1, now - DAY_MS);
    const stale = issueUserToken(server.db, "reset", 1, now - 2 * DAY_MS, { expiresAt: now - DAY_MS });
    const live = issueUserToken(server.db, "activation", 1, now, { expiresAt: now + DAY_MS });
    const sessionsBefore = sessionCount(server);

    expect(cleanUp(server, now)).toMatchObject({ sessions: 1, tokens: 1 });
    expect(sessionCount(server)).toBe(sessionsBefore - 1);
    expect((await server.call("GET", "/admin", { token: expired })).status).toBe(STATUS.forbidden);
    expect((await server.call("GET", "/admin")).status).toBe(204);
    const tokens = server.db
      .prepare<[], { token_hash: string }>("SELECT token_hash FROM user_tokens")
      .all()
      .map((row) => row.token_hash);
    expect(tokens).toContain(tokenHash(live));
    expect(tokens).not.toContain(tokenHash(stale));
  });

  it("an export file is removed once it is a week old, and its job is kept without a file", async () => {
    const server = await createTestServerForTest();
    const answer = await server.call("POST", "/open/export", { json: lastMonth(server) });
    expect(answer.status).toBe(200);
    const jobId = await answer.text();
    const file = `exports/${jobId}.jsonl`;
    expect(server.files.exists(file)).toBe(true);

    expect(cleanUp(server, server.now() + EXPORT_FILE_TTL_MS - 1).exportFiles).toBe(0);
    expect(server.files.exists(file)).toBe(true);
    expect(cleanUp(server, server.now() + EXPORT_FILE_TTL_MS).exportFiles).toBe(1);
    expect(server.files.exists(file)).toBe(false);
    expect(server.db.prepare("SELECT status, file FROM export_jobs WHERE job_id = ?").get(jobId)).toEqual({
      status: "done",
      file: null,
    });
  });
});

describe("one export at a time", () => {
  it("a second export while one is running answers 409, and a later one runs", async () => {
    // Enough log rows in the range that the first export yields between chunks, leaving room for the second request.
    const server = await createTestServerForTest({ size: { devices: 120, users: 60, timelineEntries: 12_000 } });
    const [first, second] = await Promise.all([
      server.call("POST", "/open/export", { json: lastMonth(server) }),
      server.call("POST", "/open/export", { json: lastMonth(server) }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(STATUS.conflict);
    expect(await second.json()).toEqual({ message: "An export is already running. Please wait for it to finish." });
    expect((await server.call("POST", "/open/export", { json: lastMonth(server) })).status).toBe(200);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM export_jobs").get()).toEqual({ n: 2 });
  });
});
