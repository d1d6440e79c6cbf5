import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, MESSAGES, STATUS } from "@org/api-client";
import Database from "better-sqlite3";
import { ensureBuiltInAdmin, issueUserToken } from "./auth/accounts.js";
import { hashPassword, verifyPassword } from "./auth/passwords.js";
import { tokenHash } from "./auth/tokens.js";
import { migrate } from "./db/migrations.js";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

function running(): TestServer {
  if (!server) throw new Error("No test server is running.");
  return server;
}

const signIn = (password: string, email = BUILT_IN_ADMIN_EMAIL) => running().call("POST", "/session", { token: null, json: { email, password } });

/** The text of every .eml file written so far, decoded. */
function mails(): string[] {
  const dir = join(running().dir, "mail");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => {
      const raw = readFileSync(join(dir, name), "utf8");
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      return `${head}\n${Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")}`;
    });
}

describe("passwords and sessions", () => {
  it("passwords are stored as scrypt hashes that verify only the right password", async () => {
    const hash = await hashPassword("Admin1234");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Admin1234", hash)).toBe(true);
    expect(await verifyPassword("Admin12345", hash)).toBe(false);
    expect(await verifyPassword("Admin1234", null)).toBe(false);
    expect(hash).not.toBe(await hashPassword("Admin1234"));
  });

  it("signing in returns a random 256-bit token and the user id, and only the token's hash is stored", async () => {
    server = await createTestServer({ kind: "none" });
    const answer = await signIn(DEMO_ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    const { token, id } = (await answer.json()) as { token: string; id: string };
    expect(id).toBe("1");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = server.db.prepare<[], { token_hash: string; expires_at: number; created_at: number }>("SELECT * FROM sessions ORDER BY created_at DESC").all();
    expect(stored.some((row) => row.token_hash === tokenHash(token))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
    const session = stored.find((row) => row.token_hash === tokenHash(token));
    expect((session?.expires_at ?? 0) - (session?.created_at ?? 0)).toBe(30 * 86_400_000);
    expect((await server.call("GET", "/admin", { token })).status).toBe(204);
  });

  it("accounts that are not administrators cannot sign in to the console", async () => {
    server = await createTestServer();
    const user = server.db.prepare<[], { id: number; email: string }>("SELECT id, email FROM users WHERE built_in = 0 AND status = 1 LIMIT 1").get();
    server.db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(await hashPassword("Customer123"), user?.id);
    expect((await signIn("Customer123", user?.email)).status).toBe(401);
  });

  it("five failed sign-ins block the account with 429, even with the right password, until the window passes", async () => {
    server = await createTestServer({ kind: "none" });
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn("Wrong-pass-1")).status).toBe(401);
    const blocked = await signIn(DEMO_ADMIN_PASSWORD);
    expect(blocked.status).toBe(STATUS.tooManyRequests);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn(DEMO_ADMIN_PASSWORD, "ADMIN@example.com")).status).toBe(STATUS.tooManyRequests);
    server.setNow(server.now() + 15 * 60_000 + 1);
    expect((await signIn(DEMO_ADMIN_PASSWORD)).status).toBe(200);
  });

  it("parallel failed sign-ins cannot slip past the limit", async () => {
    server = await createTestServer({ kind: "none" });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => signIn("Wrong-pass-1").then((answer) => answer.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === STATUS.tooManyRequests)).toHaveLength(5);
    expect((await signIn(DEMO_ADMIN_PASSWORD)).status).toBe(STATUS.tooManyRequests);
  });

  it("the built-in administrator is created once from the environment and keeps a password changed later", async () => {
    const db = new Database(":memory:");
    migrate(db);
    const first = await ensureBuiltInAdmin(db, "Owner@Example.com", "First-pass1", 0);
    expect(first).toEqual({ id: 1, created: true });
    const row = db.prepare<[], { email: string; password_hash: string; built_in: number; is_admin: number }>("SELECT * FROM users").get();
    expect(row).toMatchObject({ email: "owner@example.com", built_in: 1, is_admin: 1 });
    expect(await verifyPassword("First-pass1", row?.password_hash)).toBe(true);
    const again = await ensureBuiltInAdmin(db, "owner@example.com", "Other-pass1", 0);
    expect(again).toEqual({ id: 1, created: false });
    const after = db.prepare<[], { password_hash: string }>("SELECT password_hash FROM users").get();
    expect(await verifyPassword("First-pass1", after?.password_hash)).toBe(true);
    db.close();
  });

  it("the built-in administrator cannot be deactivated or deleted (409), and stays active", async () => {
    server = await createTestServer();
    const deactivate = await server.call("PUT", "/users/1/status", { json: { status: 0 } });
    expect(deactivate.status).toBe(409);
    expect((await server.call("DELETE", "/users/1")).status).toBe(409);
    expect(server.db.prepare("SELECT status FROM users WHERE id = 1").get()).toEqual({ status: 1 });
  });
});

describe("password reset and activation", () => {
  it("a reset request writes an e-mail with a link that sets a new password once", async () => {
    server = await createTestServer({ kind: "none" });
    const requested = await server.call("POST", "/reset", { token: null, json: { email: BUILT_IN_ADMIN_EMAIL, lang: "zh-TW" } });
    expect(requested.status).toBe(204);
    await server.mail.idle();
    const [mail] = mails();
    expect(mail).toContain(`To: ${BUILT_IN_ADMIN_EMAIL}`);
    const link = /http:\/\/local\/reset\/([\w-]+)\/zh-TW/.exec(mail ?? "");
    expect(link).not.toBeNull();
    expect(server.mailLog.join("\n")).toContain(link?.[0]);
    const token = link?.[1] ?? "";
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM user_tokens WHERE token_hash = ?").get(token)).toEqual({ n: 0 });
    expect((await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-1", reset_token: token } })).status).toBe(204);
    expect((await signIn("Brand-new-1")).status).toBe(200);
    const reused = await server.call("PUT", "/reset", { token: null, json: { new_password: "Another-1", reset_token: token } });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ message: MESSAGES.resetLinkExpired, field: "reset_token" });
  });

  it("a reset link expires after 24 hours", async () => {
    server = await createTestServer({ kind: "none" });
    const token = issueUserToken(server.db, "reset", 1, server.now());
    server.setNow(server.now() + 24 * 3_600_000 + 1);
    expect((await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-1", reset_token: token } })).status).toBe(400);
  });

  it("setting a new password ends the account's other reset links and sessions", async () => {
    server = await createTestServer({ kind: "none" });
    const first = issueUserToken(server.db, "reset", 1, server.now());
    const second = issueUserToken(server.db, "reset", 1, server.now());
    expect((await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-1", reset_token: first } })).status).toBe(204);
    expect((await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-2", reset_token: second } })).status).toBe(400);
    expect((await server.call("GET", "/admin")).status).toBe(403);
  });

  it("a reset for an unknown address answers the same and sends nothing", async () => {
    server = await createTestServer({ kind: "none" });
    const answer = await server.call("POST", "/reset", { token: null, json: { email: "nobody@example.com", lang: "en" } });
    expect(answer.status).toBe(204);
    await server.mail.idle();
    expect(server.mailLog).toEqual([]);
  });

  it("an activation code activates the account once; an unknown code answers 404", async () => {
    server = await createTestServer();
    const waiting = server.db.prepare<[], { id: number }>("SELECT id FROM users WHERE status = 0 LIMIT 1").get();
    const code = issueUserToken(server.db, "activation", waiting?.id ?? 0, server.now());
    expect((await server.call("POST", "/users", { token: null, json: { code } })).status).toBe(204);
    expect(server.db.prepare("SELECT status FROM users WHERE id = ?").get(waiting?.id)).toEqual({ status: 1 });
    expect((await server.call("POST", "/users", { token: null, json: { code } })).status).toBe(404);
  });
});
