import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from "@org/api-client";
import { FAKE_NOW } from "@org/api-client/testing";
import { startServer } from "./server.js";
import type { RunningServer, ServerConfig } from "./server.js";

let dir: string | undefined;
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close(2_000);
  running = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const OWN_PASSWORD = "Own-Strong-Pass-9";

function config(lines: string[], overrides: Partial<ServerConfig> = {}): ServerConfig {
  dir = mkdtempSync(join(tmpdir(), "console-server-exposed-"));
  return {
    port: 0,
    host: "127.0.0.1",
    dbPath: join(dir, "console.db"),
    dataDir: join(dir, "files"),
    mailDir: join(dir, "mail"),
    adminEmail: BUILT_IN_ADMIN_EMAIL,
    adminPassword: OWN_PASSWORD,
    seed: "none",
    staticDir: null,
    clock: { now: () => FAKE_NOW },
    log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
    ...overrides,
  };
}

/** A request over a real socket with any Host header: the status, the headers and the body. */
function rawGet(url: string, host: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const outgoing = request(`${url}/api:1/theme`, { headers: { Host: host } }, (answer) => {
      let body = "";
      answer.setEncoding("utf8");
      answer.on("data", (part: string) => (body += part));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("a Host header that is no host name", () => {
  it("answers 400 with the security headers and a log line, not a bare 500", async () => {
    const lines: string[] = [];
    running = await startServer(config(lines));
    for (const host of ["xn--a", "xn--55555555555", "xn--a.example"]) {
      const answer = await rawGet(running.url, host);
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
    const unknown = await rawGet(running.url, "attacker.example");
    expect(unknown.status).toBe(421);
    expect(unknown.headers["x-content-type-options"]).toBe("nosniff");
    expect((await rawGet(running.url, `localhost:${running.port}`)).status).toBe(200);
  });
});

describe("an exposed server", () => {
  it("counts as exposed when it only allows other host names, and refuses the demo password there", async () => {
    await expect(
      startServer(config([], { adminPassword: DEMO_ADMIN_PASSWORD, allowedHosts: ["console.internal"] })),
    ).rejects.toThrow(/Refusing to listen on 127\.0\.0\.1 behind a proxy, a public URL or allowed host names: the/);
  });

  it("refuses a CONSOLE_ADMIN_PASSWORD from the common-password list", async () => {
    for (const overrides of [
      { host: "0.0.0.0" },
      { trustProxy: 1 },
      { publicUrl: "https://console.example.com" },
      { allowedHosts: ["console.internal"] },
    ]) {
      await expect(
        startServer(config([], { ...overrides, adminPassword: "password1" })),
        JSON.stringify(overrides),
      ).rejects.toThrow(/CONSOLE_ADMIN_PASSWORD is one of the most common passwords/);
    }
    // On loopback alone it starts, as with the demo password.
    running = await startServer(config([], { adminPassword: "password1" }));
    expect(running.adminCreated).toBe(true);
  });
});

describe("the server's log", () => {
  it("keeps a mail line one line when the product name holds a newline", async () => {
    const lines: string[] = [];
    running = await startServer(config(lines));
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
    await expect.poll(() => lines.some((line) => line.startsWith("mail:")), { timeout: 10_000 }).toBe(true);
    const mail = lines.find((line) => line.startsWith("mail:"));
    expect(mail).toContain('Reset your Console\\r\\n{"log":"security","event":"sign_in.succeeded"} password');
    for (const line of lines) expect(line).not.toMatch(/[\n\r]/);
  });
});
