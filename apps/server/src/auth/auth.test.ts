import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, MESSAGES, STATUS } from "@org/api-client";
import Database from "better-sqlite3";
import { Hono } from "hono";
import { ensureBuiltInAdmin, issueUserToken } from "./accounts.js";
import { DEVICE_COOKIE_MAX_AGE_MS, DeviceCookies } from "./device-cookies.js";
import { PasswordPool, PasswordPoolFull, hashPassword, needsRehash, verifyPassword } from "./passwords.js";
import { tokenHash } from "./tokens.js";
import { clientAddress } from "../http/request-info.js";
import { migrate } from "../db/migrations.js";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

function running(): TestServer {
  if (!server) throw new Error("No test server is running.");
  return server;
}

const signIn = (password: string, email = BUILT_IN_ADMIN_EMAIL) =>
  running().call("POST", "/session", { token: null, json: { email, password } });

/** A sign-in as the proxy in front reports it, from `address`. */
const signInFrom = (address: string, password: string, email = BUILT_IN_ADMIN_EMAIL) =>
  running().call("POST", "/session", {
    token: null,
    json: { email, password },
    headers: { "X-Forwarded-For": address },
  });

/** A sign-in from `address` by a browser that sends `cookie`, its device cookie (none when absent). */
const signInWithCookie = (address: string, password: string, cookie?: string) =>
  running().call("POST", "/session", {
    token: null,
    json: { email: BUILT_IN_ADMIN_EMAIL, password },
    headers: { "X-Forwarded-For": address, ...(cookie ? { Cookie: cookie } : {}) },
  });

/** The `name=value` of the device cookie an answer sets, as the browser sends it back. */
function deviceCookie(answer: Response): string {
  const cookie = /^console_device=[^;]+/.exec(answer.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("The answer set no device cookie.");
  return cookie;
}

/**
 * Uses up the administrator account's 20 free failures with one wrong guess from each of 20 addresses, in parallel
 * (the password pool takes 20 at once), so that the account is held back for unknown browsers.
 */
async function holdBackTheAccount(): Promise<void> {
  const statuses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      signInFrom(`203.0.113.${index + 1}`, "Wrong-guess-1").then((answer) => answer.status),
    ),
  );
  expect(statuses).toEqual(Array(20).fill(401));
}

const TOO_MANY_SIGN_INS = "Too many failed sign-ins. Please wait and try again.";

/** The text of every .eml file written so far, decoded. */
function mails(): string[] {
  const dir = join(running().dir, "mail");
  if (!existsSync(dir)) return [];
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
    // OWASP's minimum in the form that needs 16 MiB: N = 2^14, r = 8, p = 5.
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Admin1234", hash)).toBe(true);
    expect(await verifyPassword("Admin12345", hash)).toBe(false);
    expect(await verifyPassword("Admin1234", null)).toBe(false);
    expect(hash).not.toBe(await hashPassword("Admin1234"));
  });

  it("a password hashed with an older, cheaper cost is hashed again at today's cost when its owner signs in", async () => {
    server = await createTestServer({ kind: "none" });
    const old = await hashPassword(DEMO_ADMIN_PASSWORD, { N: 16_384, r: 8, p: 1 });
    server.db.prepare("UPDATE users SET password_hash = ? WHERE id = 1").run(old);
    expect(needsRehash(old)).toBe(true);
    expect((await signIn("Wrong-pass-1")).status).toBe(401);
    const storedHash = () =>
      server?.db.prepare<[], { password_hash: string }>("SELECT password_hash FROM users WHERE id = 1").get()
        ?.password_hash;
    expect(storedHash(), "a failed sign-in changes nothing").toBe(old);
    expect((await signIn(DEMO_ADMIN_PASSWORD)).status).toBe(200);
    const upgraded = storedHash();
    expect(upgraded).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(needsRehash(upgraded)).toBe(false);
    expect(await verifyPassword(DEMO_ADMIN_PASSWORD, upgraded)).toBe(true);
    expect((await signIn(DEMO_ADMIN_PASSWORD)).status).toBe(200);
    expect(storedHash(), "a current hash is kept as it is").toBe(upgraded);
  });

  it("signing in returns a random 256-bit token and the user id, and only the token's hash is stored", async () => {
    server = await createTestServer({ kind: "none" });
    const answer = await signIn(DEMO_ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    const { token, id } = (await answer.json()) as { token: string; id: string };
    expect(id).toBe("1");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = server.db
      .prepare<[], { token_hash: string; expires_at: number; created_at: number }>(
        "SELECT * FROM sessions ORDER BY created_at DESC",
      )
      .all();
    expect(stored.some((row) => row.token_hash === tokenHash(token))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
    const session = stored.find((row) => row.token_hash === tokenHash(token));
    expect((session?.expires_at ?? 0) - (session?.created_at ?? 0)).toBe(30 * 86_400_000);
    expect((await server.call("GET", "/admin", { token })).status).toBe(204);
  });

  it("accounts that are not administrators cannot sign in to the console", async () => {
    server = await createTestServer();
    const user = server.db
      .prepare<[], { id: number; email: string }>(
        "SELECT id, email FROM users WHERE built_in = 0 AND status = 1 LIMIT 1",
      )
      .get();
    server.db
      .prepare("UPDATE users SET password_hash = ? WHERE id = ?")
      .run(await hashPassword("Customer123"), user?.id);
    expect((await signIn("Customer123", user?.email)).status).toBe(401);
  });

  it("five failed sign-ins from one address hold back only that address: the right password still works from another", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signInFrom("203.0.113.7", "Wrong-pass-1")).status).toBe(401);
    const held = await signInFrom("203.0.113.7", DEMO_ADMIN_PASSWORD);
    expect(held.status).toBe(STATUS.tooManyRequests);
    expect(held.headers.get("retry-after")).toBe("30");
    expect(await held.json()).toEqual({ message: TOO_MANY_SIGN_INS, retryAfter: 30 });
    expect((await signInFrom("203.0.113.7", DEMO_ADMIN_PASSWORD, "ADMIN@example.com")).status).toBe(
      STATUS.tooManyRequests,
    );
    expect((await signInFrom("198.51.100.20", DEMO_ADMIN_PASSWORD)).status).toBe(200);
    // The administrator's success elsewhere does not set the guessing address free.
    expect((await signInFrom("203.0.113.7", DEMO_ADMIN_PASSWORD)).status).toBe(STATUS.tooManyRequests);
  });

  it("each further failure from a held-back address doubles the wait, up to 15 minutes, and the right password then clears it", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signInFrom("203.0.113.7", "Wrong-pass-1")).status).toBe(401);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const wait = Number((await signInFrom("203.0.113.7", "Wrong-pass-1")).headers.get("retry-after"));
      waits.push(wait);
      server.setNow(server.now() + wait * 1000 - 1);
      expect((await signInFrom("203.0.113.7", "Wrong-pass-1")).status).toBe(STATUS.tooManyRequests);
      server.setNow(server.now() + 1);
      expect((await signInFrom("203.0.113.7", "Wrong-pass-1")).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    server.setNow(server.now() + 900_000);
    expect((await signInFrom("203.0.113.7", DEMO_ADMIN_PASSWORD)).status).toBe(200);
    expect((await signInFrom("203.0.113.7", "Wrong-pass-1")).status).toBe(401);
  });

  it("parallel failed sign-ins cannot slip past the limit", async () => {
    server = await createTestServer({ kind: "none" });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => signIn("Wrong-pass-1").then((answer) => answer.status)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === STATUS.tooManyRequests)).toHaveLength(5);
    expect((await signIn(DEMO_ADMIN_PASSWORD)).status).toBe(STATUS.tooManyRequests);
  });

  it("guesses at one account spread over 40 addresses are held back after 20", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    const statuses: number[] = [];
    for (let index = 1; index <= 40; index++)
      statuses.push((await signInFrom(`198.51.100.${index}`, "Wrong-guess-1")).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it("guesses from rotating addresses, each the moment the account's next try opens, hold back unknown browsers but never one that signed in before", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    const known = deviceCookie(await signInWithCookie("192.0.2.10", DEMO_ADMIN_PASSWORD));
    let guesses = 0;
    /** One wrong guess from the next of 16 addresses, as soon as the account's limit lets one through. */
    const guess = async () => {
      for (;;) {
        const answer = await signInFrom(`203.0.113.${(guesses % 16) + 1}`, "Wrong-guess-1");
        if (answer.status === 401) break;
        expect(answer.status).toBe(STATUS.tooManyRequests);
        running().setNow(running().now() + Number(answer.headers.get("retry-after")) * 1000);
      }
      guesses += 1;
    };
    // The account's 20 free failures, then waits of 5, 10, 20 and 40 s up to its cap: a try a minute.
    await holdBackTheAccount();
    for (let warmUp = 0; warmUp < 5; warmUp++) await guess();
    const fromKnown: number[] = [];
    const fromUnknown: number[] = [];
    for (let minute = 0; minute < 10; minute++) {
      await guess();
      server.setNow(server.now() + 30_000);
      fromKnown.push((await signInWithCookie("192.0.2.10", DEMO_ADMIN_PASSWORD, known)).status);
      fromUnknown.push((await signInFrom(`198.51.100.${minute + 1}`, DEMO_ADMIN_PASSWORD)).status);
    }
    expect(fromKnown, "the right password from the browser that signed in before").toEqual(Array(10).fill(200));
    expect(fromUnknown, "the right password from browsers never seen").toEqual(Array(10).fill(429));
  }, 90_000);

  it("a successful sign-in sets a device cookie the page's scripts cannot read, sent back to the sign-in call of this site only, Secure over https", async () => {
    server = await createTestServer({ kind: "none" });
    expect((await signIn("Wrong-pass-1")).headers.get("set-cookie"), "after a failure").toBeNull();
    const cookie = (await signIn(DEMO_ADMIN_PASSWORD)).headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^console_device=[\w.-]+; /);
    expect(cookie.split("; ").slice(1).sort()).toEqual(
      [`Max-Age=${DEVICE_COOKIE_MAX_AGE_MS / 1000}`, "Path=/api:1/session", "HttpOnly", "SameSite=Strict"].sort(),
    );
    server.dispose();
    server = await createTestServer({ kind: "none", app: { publicUrl: "https://console.example.com" } });
    expect((await signIn(DEMO_ADMIN_PASSWORD)).headers.get("set-cookie")).toMatch(/; Secure(;|$)/);
  });

  it("a device cookie's own failures hold back only that browser, and a cookie altered or made for another account counts for nothing", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    const first = deviceCookie(await signInWithCookie("192.0.2.10", DEMO_ADMIN_PASSWORD));
    const second = deviceCookie(await signInWithCookie("192.0.2.11", DEMO_ADMIN_PASSWORD));
    await holdBackTheAccount();
    expect((await signInWithCookie("192.0.2.10", DEMO_ADMIN_PASSWORD)).status).toBe(STATUS.tooManyRequests);
    const altered = `${first.slice(0, -2)}${first.endsWith("AA") ? "BB" : "AA"}`;
    expect((await signInWithCookie("192.0.2.10", DEMO_ADMIN_PASSWORD, altered)).status).toBe(STATUS.tooManyRequests);
    // Five wrong passwords from the first browser, then it waits; the second is not held back by them.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signInWithCookie("192.0.2.10", "Wrong-pass-1", first)).status).toBe(401);
    expect((await signInWithCookie("192.0.2.10", DEMO_ADMIN_PASSWORD, first)).status).toBe(STATUS.tooManyRequests);
    expect((await signInWithCookie("192.0.2.10", DEMO_ADMIN_PASSWORD, second)).status).toBe(200);
  });

  it("a device cookie is valid for its account and password only, and for a year", () => {
    const cookies = new DeviceCookies("a".repeat(43));
    const value = cookies.issue("admin@example.com", "hash-1", 0);
    expect(cookies.verify(value, "admin@example.com", "hash-1", 1)).toMatch(/^[\w-]{22}$/);
    expect(cookies.verify(value, "other@example.com", "hash-1", 1), "another account").toBeNull();
    expect(cookies.verify(value, "admin@example.com", "hash-2", 1), "after a new password").toBeNull();
    expect(cookies.verify(value, "admin@example.com", "hash-1", DEVICE_COOKIE_MAX_AGE_MS), "a year on").toBeNull();
    expect(
      new DeviceCookies("b".repeat(43)).verify(value, "admin@example.com", "hash-1", 1),
      "another secret",
    ).toBeNull();
    expect(cookies.verify(undefined, "admin@example.com", "hash-1", 1)).toBeNull();
  });

  it("the addresses of one IPv6 /64 network count as one client", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    const statuses: number[] = [];
    for (let index = 1; index <= 6; index++)
      statuses.push((await signInFrom(`2001:db8:0:7::${index}`, "Wrong-guess-1")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another /64 is another client.
    expect((await signInFrom("2001:db8:0:8::1", "Wrong-guess-1")).status).toBe(401);
  });

  it("parallel failed sign-ins over many accounts from one address are counted before the password check", async () => {
    server = await createTestServer({
      kind: "none",
      app: { trustProxy: 1, passwordPool: new PasswordPool({ concurrency: 4, queue: 64 }) },
    });
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signInFrom("203.0.113.7", "Wrong-pass-1", `guess${index}@example.com`).then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === STATUS.tooManyRequests)).toHaveLength(10);
    expect((await signInFrom("198.51.100.20", DEMO_ADMIN_PASSWORD)).status).toBe(200);
  });

  it("without a trusted proxy a forged X-Forwarded-For does not change whose failures count", async () => {
    server = await createTestServer({ kind: "none" });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signInFrom(`203.0.113.${attempt}`, "Wrong-pass-1")).status).toBe(401);
    expect((await signInFrom("198.51.100.20", DEMO_ADMIN_PASSWORD)).status).toBe(STATUS.tooManyRequests);
    server.setNow(server.now() + 30_000);
    expect((await signInFrom("198.51.100.21", DEMO_ADMIN_PASSWORD)).status).toBe(200);
  });

  it("the client's address is the socket's, or behind trusted proxies the right-most X-Forwarded-For entry none of them wrote", async () => {
    const app = new Hono();
    app.get("/:hops", (c) => c.text(clientAddress(c, Number(c.req.param("hops"))) ?? "none"));
    const from = async (hops: number, forwarded?: string, socket = "10.0.0.1") => {
      const headers: Record<string, string> = forwarded === undefined ? {} : { "X-Forwarded-For": forwarded };
      return (await app.request(`/${hops}`, { headers }, { incoming: { socket: { remoteAddress: socket } } })).text();
    };
    expect(await from(0, "198.51.100.9, 203.0.113.7")).toBe("10.0.0.1");
    expect(await from(1, "198.51.100.9, 203.0.113.7")).toBe("203.0.113.7");
    expect(await from(2, "198.51.100.9,203.0.113.7")).toBe("198.51.100.9");
    expect(await from(3, "198.51.100.9, 203.0.113.7")).toBe("198.51.100.9");
    expect(await from(1)).toBe("10.0.0.1");
    expect(await from(0, undefined, "::ffff:192.0.2.5")).toBe("192.0.2.5");
  });

  it("a full password pool answers 503 with Retry-After and counts no failure", async () => {
    const pool = new PasswordPool({ concurrency: 1, queue: 1 });
    server = await createTestServer({ kind: "none", app: { passwordPool: pool } });
    // The one slot is taken by a check that ends only when the test says so.
    let release: () => void = () => undefined;
    const holding = pool.run(() => new Promise<void>((resolve) => (release = resolve)));
    const queued = signIn(DEMO_ADMIN_PASSWORD);
    for (let attempt = 0; attempt < 6; attempt++) {
      const busy = await signIn("Wrong-pass-1");
      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toBe("1");
      expect(await busy.json()).toEqual({ message: "The server is busy. Please try again in a moment." });
    }
    release();
    await holding;
    expect((await queued).status).toBe(200);
    // Six refusals were no failures: five free attempts are still left.
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn("Wrong-pass-1")).status).toBe(401);
    expect((await signIn("Wrong-pass-1")).status).toBe(STATUS.tooManyRequests);
  });

  it("the password pool runs at most its concurrency at once and refuses work past its queue without running it", async () => {
    const pool = new PasswordPool({ concurrency: 2, queue: 1 });
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        gates.push(() => {
          running -= 1;
          resolve();
        });
      });
    const accepted = [pool.run(work), pool.run(work), pool.run(work)];
    const refused = vi.fn(work);
    await expect(pool.run(refused)).rejects.toBeInstanceOf(PasswordPoolFull);
    expect(refused).not.toHaveBeenCalled();
    expect(gates).toHaveLength(2);
    gates.shift()?.();
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    while (gates.length > 0) gates.shift()?.();
    await Promise.all(accepted);
    expect(most).toBe(2);
  });

  it("the built-in administrator is created once from the environment and keeps a password changed later", async () => {
    const db = new Database(":memory:");
    migrate(db);
    const first = await ensureBuiltInAdmin(db, "Owner@Example.com", "First-pass1", 0);
    expect(first).toEqual({ id: 1, created: true });
    const row = db
      .prepare<[], { email: string; password_hash: string; built_in: number; is_admin: number }>("SELECT * FROM users")
      .get();
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
  it("a reset request's work for the account runs neither with its answer nor in the tasks after it, but seconds later, and the e-mail goes out", async () => {
    server = await createTestServer({ kind: "none" });
    const tokens = () => server?.db.prepare("SELECT COUNT(*) AS n FROM user_tokens").get();
    const before = tokens();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const requested = await server.call("POST", "/reset", {
        token: null,
        json: { email: BUILT_IN_ADMIN_EMAIL, lang: "en" },
      });
      expect(requested.status).toBe(204);
      // Answered, and nothing done for the account yet, nor in the next tasks, when the next request would run.
      for (let task = 0; task < 5; task++) await new Promise((resolve) => setImmediate(resolve));
      expect(tokens()).toEqual(before);
      expect(mails()).toEqual([]);
      vi.advanceTimersByTime(999);
      expect(tokens(), "within the first second").toEqual(before);
      vi.advanceTimersByTime(4_001);
      expect(tokens(), "within five seconds").not.toEqual(before);
    } finally {
      vi.useRealTimers();
    }
    await server.mail.idle();
    expect(mails()).toHaveLength(1);
  });

  it("a reset request writes an e-mail with a link that sets a new password once", async () => {
    server = await createTestServer({ kind: "none" });
    const requested = await server.call("POST", "/reset", {
      token: null,
      json: { email: BUILT_IN_ADMIN_EMAIL, lang: "zh-TW" },
    });
    expect(requested.status).toBe(204);
    await server.mail.idle();
    const [mail] = mails();
    expect(mail).toContain(`To: ${BUILT_IN_ADMIN_EMAIL}`);
    // Unconfigured, links point at npm start's own address, not at where the request came (http://local here).
    const link = /http:\/\/localhost:8080\/reset\/([\w-]+)\/zh-TW/.exec(mail ?? "");
    expect(link).not.toBeNull();
    expect(server.mailLog.join("\n")).toContain(link?.[0]);
    const token = link?.[1] ?? "";
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM user_tokens WHERE token_hash = ?").get(token)).toEqual({
      n: 0,
    });
    expect(
      (await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-1", reset_token: token } }))
        .status,
    ).toBe(204);
    expect((await signIn("Brand-new-1")).status).toBe(200);
    const reused = await server.call("PUT", "/reset", {
      token: null,
      json: { new_password: "Another-1", reset_token: token },
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ message: MESSAGES.resetLinkExpired, field: "reset_token" });
  });

  it("a common password (the demo one included) is refused with 400 naming new_password, and the link stays live", async () => {
    server = await createTestServer({ kind: "none" });
    expect(
      (await server.call("POST", "/reset", { token: null, json: { email: BUILT_IN_ADMIN_EMAIL, lang: "en" } })).status,
    ).toBe(204);
    await server.mail.idle();
    const token = /\/reset\/([\w-]+)\/en/.exec(mails()[0] ?? "")?.[1] ?? "";
    const before = server.db.prepare("SELECT password_hash FROM users WHERE id = 1").get();
    for (const new_password of [DEMO_ADMIN_PASSWORD, "password1", "QWERTYUIOP"]) {
      const refused = await server.call("PUT", "/reset", { token: null, json: { new_password, reset_token: token } });
      expect(refused.status, new_password).toBe(400);
      expect(await refused.json()).toMatchObject({
        message: `new_password: ${MESSAGES.passwordTooCommon}`,
        field: "new_password",
      });
    }
    expect(server.db.prepare("SELECT password_hash FROM users WHERE id = 1").get()).toEqual(before);
    const accepted = await server.call("PUT", "/reset", {
      token: null,
      json: { new_password: "Tern-lamp-42", reset_token: token },
    });
    expect(accepted.status).toBe(204);
  });

  it("a reset link expires after 24 hours", async () => {
    server = await createTestServer({ kind: "none" });
    const token = issueUserToken(server.db, "reset", 1, server.now());
    server.setNow(server.now() + 24 * 3_600_000 + 1);
    expect(
      (await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-1", reset_token: token } }))
        .status,
    ).toBe(400);
  });

  it("setting a new password ends the account's other reset links and sessions", async () => {
    server = await createTestServer({ kind: "none" });
    const first = issueUserToken(server.db, "reset", 1, server.now());
    const second = issueUserToken(server.db, "reset", 1, server.now());
    expect(
      (await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-1", reset_token: first } }))
        .status,
    ).toBe(204);
    expect(
      (await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-2", reset_token: second } }))
        .status,
    ).toBe(400);
    expect((await server.call("GET", "/admin")).status).toBe(403);
  });

  it("a completed reset clears the account's count of failed sign-ins", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    await holdBackTheAccount();
    expect((await signInFrom("192.0.2.50", DEMO_ADMIN_PASSWORD)).status).toBe(STATUS.tooManyRequests);
    const token = issueUserToken(server.db, "reset", 1, server.now());
    expect(
      (await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-1", reset_token: token } }))
        .status,
    ).toBe(204);
    expect((await signInFrom("192.0.2.50", "Brand-new-1")).status).toBe(200);
  });

  it("a completed reset e-mails the account that its password was changed, when, and what to do if it was not them", async () => {
    server = await createTestServer({ kind: "none", app: { publicUrl: "https://console.example.com" } });
    const token = issueUserToken(server.db, "reset", 1, server.now());
    const refused = await server.call("PUT", "/reset", {
      token: null,
      json: { new_password: "password1", reset_token: token },
    });
    expect(refused.status).toBe(400);
    await server.mail.idle();
    expect(mails(), "a refused new password").toEqual([]);
    expect(
      (await server.call("PUT", "/reset", { token: null, json: { new_password: "Brand-new-1", reset_token: token } }))
        .status,
    ).toBe(204);
    await server.mail.idle();
    const [mail, ...others] = mails();
    expect(others).toEqual([]);
    expect(mail).toContain(`To: ${BUILT_IN_ADMIN_EMAIL}`);
    expect(mail).toMatch(/^Subject: Your .+ password was changed$/m);
    const when = new Date(server.now()).toISOString().slice(0, 16).replace("T", " ");
    expect(mail).toContain(`The password of ${BUILT_IN_ADMIN_EMAIL} was changed on ${when} UTC`);
    expect(mail).toContain("If it was not, ");
    // Links from the configured public URL only, never from where the request came (http://local here).
    expect(mail).toContain("\nhttps://console.example.com/reset\n");
    expect(mail).not.toContain("http://local");
    expect(mail).not.toContain("Brand-new-1");
  });

  it("a reset for an unknown address answers the same and sends nothing", async () => {
    server = await createTestServer({ kind: "none" });
    const answer = await server.call("POST", "/reset", {
      token: null,
      json: { email: "nobody@example.com", lang: "en" },
    });
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

describe("sessions end", () => {
  const HOUR = 60 * 60_000;

  it("at Sign Out, on the server: the token is refused afterwards, even by a copy of it", async () => {
    server = await createTestServer({ kind: "none" });
    const signedOut = await server.call("DELETE", "/session");
    expect(signedOut.status).toBe(204);
    expect((await server.call("GET", "/admin")).status).toBe(STATUS.forbidden);
    expect(
      server.db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?").get(tokenHash(server.adminToken)),
    ).toEqual({ n: 0 });
  });

  it("after 12 quiet hours, while one used every few hours lasts", async () => {
    server = await createTestServer({ kind: "none" });
    const start = server.now();
    server.setNow(start + 11 * HOUR);
    expect((await server.call("GET", "/admin")).status).toBe(204);
    server.setNow(start + 22 * HOUR);
    expect((await server.call("GET", "/admin")).status).toBe(204);
    server.setNow(start + 34 * HOUR + 60_000);
    expect((await server.call("GET", "/admin")).status).toBe(STATUS.forbidden);
  });

  it("when the account stops being an administrator", async () => {
    server = await createTestServer({ kind: "none" });
    server.db.prepare("UPDATE users SET is_admin = 0 WHERE id = 1").run();
    expect((await server.call("GET", "/admin")).status).toBe(STATUS.forbidden);
  });
});
