import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from "@org/api-client";
import { FAKE_NOW } from "@org/api-client/testing";
import { CLEANUP_EVERY_MS } from "./db/cleanup.js";
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
    // Reset e-mails go out at once rather than after the usual random delay, so that a test need not wait for them.
    mailDelayMs: () => 0,
    ...overrides,
  };
}

/** A GET over a real socket with the Host header given (fetch would send the URL's own): status, headers and body. */
function rawGet(url: string, host: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const outgoing = request(url, { headers: { Host: host } }, (answer) => {
      let body = "";
      answer.setEncoding("utf8");
      answer.on("data", (part: string) => (body += part));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    outgoing.once("error", reject);
    outgoing.end();
  });
}

/** A log that keeps every line, errors too, in `lines`. */
const logInto = (lines: string[]) => ({
  info: (line: string) => void lines.push(line),
  error: (line: string) => void lines.push(line),
});

const OWN_PASSWORD = "Own-Strong-Pass-9";

describe("host names", () => {
  it("answers for localhost, IP addresses and the configured names, and 421 for any other (DNS rebinding)", async () => {
    running = await startServer(
      config({
        publicUrl: "https://console.example.com",
        allowedHosts: ["Console.Internal"],
        adminPassword: OWN_PASSWORD,
      }),
    );
    const theme = `${running.url}/api:1/theme`;
    const port = running.port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, "console.example.com"])
      expect((await rawGet(theme, host)).status, host).toBe(200);
    expect((await rawGet(theme, "console.internal")).status).toBe(200);
    for (const host of ["attacker.example", `attacker.example:${port}`, "console.example.com.attacker.example"])
      expect((await rawGet(theme, host)).status, host).toBe(421);
  });

  it("answers a Host that is no host name with 400, the security headers and a log line", async () => {
    const lines: string[] = [];
    running = await startServer(config({ adminPassword: OWN_PASSWORD, log: logInto(lines) }));
    const theme = `${running.url}/api:1/theme`;
    for (const host of ["xn--a", "xn--55555555555", "xn--a.example"]) {
      const answer = await rawGet(theme, host);
      expect(answer.status, host).toBe(400);
      expect(answer.body).toBe("The Host header is not a valid host name.\n");
      expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self'/);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
    }
    expect(lines.filter((line) => line.includes("invalid Host header"))).toEqual([
      expect.stringMatching(/"xn--a" from 127\.0\.0\.1$/),
      expect.stringMatching(/"xn--55555555555"/),
      expect.stringMatching(/"xn--a\.example"/),
    ]);
    // An unknown but valid name still gets its 421, now with the same headers.
    const unknown = await rawGet(theme, "attacker.example");
    expect(unknown.status).toBe(421);
    expect(unknown.headers["x-content-type-options"]).toBe("nosniff");
    expect((await rawGet(theme, `localhost:${running.port}`)).status).toBe(200);
  });
});

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
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          Expect: "100-continue",
        },
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

describe("the built-in administrator", () => {
  it("is the account CONSOLE_ADMIN_EMAIL names, and the users list says so", async () => {
    running = await startServer(config({ adminEmail: "ops@example.net", seed: "demo" }));
    const token = await fetch(`${running.url}/api:1/session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "ops@example.net", password: DEMO_ADMIN_PASSWORD }),
    }).then(async (answer) => ((await answer.json()) as { token: string }).token);
    const list = await fetch(`${running.url}/api:1/users?limit=500&offset=0`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { items } = (await list.json()) as { items: { email: string; builtIn: boolean }[] };
    expect(items.filter((user) => user.builtIn).map((user) => user.email)).toEqual(["ops@example.net"]);
    expect(items.find((user) => user.email === BUILT_IN_ADMIN_EMAIL)?.builtIn ?? false).toBe(false);
  });
});

describe("cleaning up", () => {
  it("expired sessions are deleted at start and then every hour, until the server closes", async () => {
    let now = FAKE_NOW;
    const errors: string[] = [];
    const settings = config({
      clock: { now: () => now },
      log: { info: () => undefined, error: (message) => errors.push(message) },
    });
    running = await startServer(settings);
    await signIn(running.url);
    await running.close();
    const sessions = () => {
      const db = new Database(settings.dbPath, { readonly: true });
      const { n } = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM sessions").get()!;
      db.close();
      return n;
    };
    expect(sessions()).toBe(1);

    now = FAKE_NOW + 31 * 86_400_000;
    running = await startServer(settings);
    expect(sessions()).toBe(0);

    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      await running.close();
      now = FAKE_NOW;
      running = await startServer(settings);
      await signIn(running.url);
      expect(sessions()).toBe(1);
      now = FAKE_NOW + 31 * 86_400_000;
      vi.advanceTimersByTime(CLEANUP_EVERY_MS);
      expect(sessions()).toBe(0);
      // A sweep after the close would run on the closed database.
      await running.close();
      running = undefined;
      vi.advanceTimersByTime(2 * CLEANUP_EVERY_MS);
      expect(errors).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A raw HTTP request with any Host header (fetch does not let a caller choose it). */
function rawRequest(
  url: string,
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(`${url}${path}`, { method: init.method, headers: init.headers }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode ?? 0));
    });
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

describe("links in e-mails", () => {
  it("a reset request with a forged Host header gets a link to the server's own address, never to that host", async () => {
    const lines: string[] = [];
    // A host name the server answers for, so that the request reaches the link's code.
    running = await startServer(
      config({
        allowedHosts: ["evil.example"],
        // Allowed host names count as exposed: the demo password is refused there.
        adminPassword: OWN_PASSWORD,
        log: logInto(lines),
      }),
    );
    const body = JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" });
    const status = await rawRequest(running.url, "/api:1/reset", {
      method: "POST",
      headers: {
        Host: "evil.example",
        "Content-Type": "application/json",
        "Content-Length": String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(status).toBe(204);
    await expect.poll(() => readdirSync(join(dir, "mail")).filter((name) => name.endsWith(".eml")).length).toBe(1);
    const [file] = readdirSync(join(dir, "mail")).filter((name) => name.endsWith(".eml"));
    const raw = readFileSync(join(dir, "mail", file!), "utf8");
    const text = Buffer.from(raw.split("\r\n\r\n")[1]!.replace(/\s+/g, ""), "base64").toString("utf8");
    expect(text).toContain(`http://localhost:${running.port}/reset/`);
    expect(text).not.toContain("evil.example");
  });

  it("a configured public URL is the links' origin whatever the Host header says", async () => {
    running = await startServer(
      config({
        publicUrl: "https://console.example.com",
        allowedHosts: ["evil.example"],
        adminPassword: OWN_PASSWORD,
      }),
    );
    const body = JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" });
    await rawRequest(running.url, "/api:1/reset", {
      method: "POST",
      headers: {
        Host: "evil.example",
        "Content-Type": "application/json",
        "Content-Length": String(Buffer.byteLength(body)),
      },
      body,
    });
    await expect.poll(() => readdirSync(join(dir, "mail")).filter((name) => name.endsWith(".eml")).length).toBe(1);
    const [file] = readdirSync(join(dir, "mail")).filter((name) => name.endsWith(".eml"));
    const raw = readFileSync(join(dir, "mail", file!), "utf8");
    expect(Buffer.from(raw.split("\r\n\r\n")[1]!.replace(/\s+/g, ""), "base64").toString("utf8")).toContain(
      "https://console.example.com/reset/",
    );
  });
});

describe("secrets at rest", () => {
  it("the database (with the SMTP password) and the e-mail files (with live reset links) are readable by the server's user only", async () => {
    running = await startServer(config());
    const answer = await fetch(`${running.url}/api:1/reset`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" }),
    });
    expect(answer.status).toBe(204);
    await expect.poll(() => readdirSync(join(dir, "mail")).filter((name) => name.endsWith(".eml")).length).toBe(1);
    const [file] = readdirSync(join(dir, "mail")).filter((name) => name.endsWith(".eml"));
    expect(statSync(join(dir, "mail", file!)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, "console.db")).mode & 0o777).toBe(0o600);
  });
});

describe("on a public address", () => {
  it("refuses to listen beyond loopback while the administrator has the demo password", async () => {
    await expect(startServer(config({ host: "0.0.0.0" }))).rejects.toThrow(
      /Refusing to listen on 0\.0\.0\.0: the administrator still has the demo password/,
    );
  });

  it("refuses the demo password behind a proxy, a public URL or other host names, and prints no links there", async () => {
    for (const overrides of [
      { trustProxy: 1 },
      { publicUrl: "https://console.example.com" },
      { allowedHosts: ["console.internal"] },
    ]) {
      await expect(startServer(config(overrides))).rejects.toThrow(
        /Refusing to listen on 127\.0\.0\.1 behind a proxy, a public URL or allowed host names: the administrator /,
      );
    }
    // With its own password it starts, and, being public, keeps reset links out of the log.
    const lines: string[] = [];
    running = await startServer(
      config({
        trustProxy: 1,
        adminPassword: OWN_PASSWORD,
        log: logInto(lines),
      }),
    );
    await fetch(`${running.url}/api:1/reset`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" }),
    });
    await expect.poll(() => lines.some((line) => line.includes("written to"))).toBe(true);
    expect(lines.join("\n")).not.toMatch(/\/reset\//);
  });

  it("listens with a password of the operator's own, and keeps reset links out of the log", async () => {
    const lines: string[] = [];
    running = await startServer(
      config({
        host: "0.0.0.0",
        adminPassword: OWN_PASSWORD,
        log: logInto(lines),
      }),
    );
    const url = `http://127.0.0.1:${running.port}`;
    const answer = await fetch(`${url}/api:1/reset`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" }),
    });
    expect(answer.status).toBe(204);
    await expect.poll(() => lines.some((line) => line.startsWith("mail:"))).toBe(true);
    expect(lines.join("\n")).not.toMatch(/\/reset\/[\w-]{20,}/);
  });

  it("on loopback the demo prints the reset link, so the e-mail folder is not needed to try it", async () => {
    const lines: string[] = [];
    running = await startServer(config({ log: logInto(lines) }));
    await fetch(`${running.url}/api:1/reset`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" }),
    });
    await expect.poll(() => lines.join("\n")).toMatch(/link: http:\/\/localhost:\d+\/reset\/[\w-]{20,}\/en/);
  });

  it("refuses a CONSOLE_ADMIN_PASSWORD from the common-password list", async () => {
    for (const overrides of [
      { host: "0.0.0.0" },
      { trustProxy: 1 },
      { publicUrl: "https://console.example.com" },
      { allowedHosts: ["console.internal"] },
    ]) {
      await expect(
        startServer(config({ ...overrides, adminPassword: "password1" })),
        JSON.stringify(overrides),
      ).rejects.toThrow(/CONSOLE_ADMIN_PASSWORD is one of the most common passwords/);
    }
    // On loopback alone it starts, as with the demo password.
    running = await startServer(config({ adminPassword: "password1" }));
    expect(running.adminCreated).toBe(true);
  });
});

describe("the server's log", () => {
  it("keeps a mail line one line when the product name holds a newline", async () => {
    const lines: string[] = [];
    running = await startServer(config({ adminPassword: OWN_PASSWORD, log: logInto(lines) }));
    const signIn = await fetch(`${running.url}/api:1/session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, password: OWN_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const form = new FormData();
    form.append("product_name", 'Console\n{"log":"security","event":"sign_in.succeeded"}');
    const saved = await fetch(`${running.url}/api:1/theme`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(saved.status).toBe(200);
    await fetch(`${running.url}/api:1/reset`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: BUILT_IN_ADMIN_EMAIL, lang: "en" }),
    });
    await expect.poll(() => lines.some((line) => line.startsWith("mail:"))).toBe(true);
    const mail = lines.find((line) => line.startsWith("mail:"));
    expect(mail).toContain('Reset your Console\\r\\n{"log":"security","event":"sign_in.succeeded"} password');
    for (const line of lines) expect(line).not.toMatch(/[\n\r]/);
  });
});
