import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { calls } from "@org/api-client";
import type { CallDefinition } from "@org/api-client";
import { createSession } from "./auth/accounts.js";
import { preferredEncoding } from "./http/static-files.js";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => server?.dispose());

const definitions = Object.entries(calls as Record<string, CallDefinition>);
const concretePath = (path: string) => path.replace("{id}", "x").replace("{service}", "email");

describe("the /api:1 prefix", () => {
  it("answers under the literal /api:1 and nowhere else", async () => {
    server = await createTestServer({ kind: "none" });
    expect((await server.fetch("/api:1/theme")).status).toBe(200);
    for (const other of ["/apiX1/theme", "/api:2/theme", "/api/theme", "/api1/theme", "/theme"]) {
      const answer = await server.fetch(other);
      expect(answer.status, other).toBe(404);
    }
  });

  it("answers an unknown call with a signed-in token with 404 JSON, never the console", async () => {
    server = await createTestServer({ kind: "none" });
    const answer = await server.call("GET", "/no-such-call");
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: "There is no such call." });
  });
});

describe("sessions guard every call that is not public", () => {
  const guarded = definitions.filter(([, definition]) => definition.auth);
  const open = definitions.filter(([, definition]) => !definition.auth);

  it.each(guarded)(
    "%s answers 403 without a token, with a bad token and with an expired one, and changes nothing",
    async (_name, definition) => {
      server = await createTestServer();
      const expired = createSession(server.db, 1, server.now() - 31 * 86_400_000);
      const before = server.counts();
      const path = concretePath(definition.path);
      const body = definition.method === "GET" ? undefined : "{}";
      const headers = body ? { "Content-Type": "application/json" } : undefined;
      for (const token of [null, "not-a-token", expired]) {
        const answer = await server.call(definition.method, path, {
          token,
          ...(body ? { body } : {}),
          ...(headers ? { headers } : {}),
        });
        expect(answer.status, `${definition.method} ${path} with ${String(token)}`).toBe(403);
        expect(await answer.json()).toEqual({
          message: "Your authentication is out of date. Please log in and try again.",
        });
      }
      expect(server.counts()).toEqual(before);
    },
  );

  it.each(open)("%s is public: it never answers 403 without a token", async (_name, definition) => {
    server = await createTestServer();
    const answer = await server.call(definition.method, concretePath(definition.path), {
      token: null,
      ...(definition.method === "GET" ? {} : { json: {} }),
    });
    expect(answer.status).not.toBe(403);
  });

  it("a theme file is public, and a deactivated account's token stops working at once", async () => {
    server = await createTestServer();
    expect((await server.call("GET", "/theme/logo.png", { token: null })).status).toBe(200);
    const user = server.db
      .prepare<[], { id: number }>("SELECT id FROM users WHERE status = 1 AND built_in = 0 LIMIT 1")
      .get();
    server.db.prepare("UPDATE users SET is_admin = 1 WHERE id = ?").run(user?.id);
    const token = createSession(server.db, user?.id ?? 0, server.now());
    expect((await server.call("GET", "/admin", { token })).status).toBe(204);
    expect((await server.call("PUT", `/users/${user?.id}/status`, { json: { status: 0 } })).status).toBe(204);
    expect((await server.call("GET", "/admin", { token })).status).toBe(403);
  });

  it("a session ends after 30 days, however often it is used", async () => {
    server = await createTestServer({ kind: "none" });
    const start = server.now();
    const token = createSession(server.db, 1, start);
    // Used every 10 hours, so the 12-hour idle limit never ends it first.
    for (let at = start + 10 * 3_600_000; at < start + 30 * 86_400_000; at += 10 * 3_600_000) {
      server.setNow(at);
      expect((await server.call("GET", "/admin", { token })).status).toBe(204);
    }
    server.setNow(start + 30 * 86_400_000 - 1000);
    expect((await server.call("GET", "/admin", { token })).status).toBe(204);
    server.setNow(server.now() + 2000);
    expect((await server.call("GET", "/admin", { token })).status).toBe(403);
  });

  it("file downloads need a valid signature instead of a token", async () => {
    server = await createTestServer();
    const [firmware] = await server.api.firmware.list();
    const url = firmware?.url ?? "";
    expect(url).toMatch(/^\/api:1\/files\/firmware\/.+\?expires=\d+&sig=/);
    expect((await server.fetch(url)).status).toBe(200);
    expect((await server.fetch(url.replace(/sig=[^&]+/, "sig=forged"))).status).toBe(403);
    expect((await server.fetch(url.replace(/\?.*$/, ""))).status).toBe(403);
    expect((await server.fetch(url.replace(/expires=\d+/, "expires=99999999999999"))).status).toBe(403);
    server.setNow(server.now() + 3 * 86_400_000);
    expect((await server.fetch(url)).status).toBe(403);
  });
});

describe("security headers and the built console", () => {
  let staticDir: string | undefined;
  afterEach(() => {
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
    staticDir = undefined;
  });

  function buildConsole(): string {
    staticDir = mkdtempSync(join(tmpdir(), "console-dist-"));
    mkdirSync(join(staticDir, "assets"));
    writeFileSync(join(staticDir, "index.html"), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(staticDir, "assets", "app.js"), "console.log('app');");
    writeFileSync(join(tmpdir(), "outside-the-console.txt"), "secret");
    return staticDir;
  }

  it("every answer carries a CSP without unsafe-eval, nosniff, a referrer policy and frame-ancestors 'none'", async () => {
    server = await createTestServer({ kind: "none", app: { staticDir: buildConsole() } });
    for (const path of ["/api:1/theme", "/api:1/devices", "/", "/device", "/assets/app.js"]) {
      const answer = await server.fetch(path);
      const csp = answer.headers.get("content-security-policy") ?? "";
      expect(csp, path).toMatch(/script-src 'self'(;|$)/);
      expect(csp, path).not.toMatch(/unsafe-eval/);
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(answer.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("serves the built console's files and falls back to index.html for client routes", async () => {
    server = await createTestServer({ kind: "none", app: { staticDir: buildConsole() } });
    const asset = await server.fetch("/assets/app.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toMatch(/immutable/);
    for (const route of [
      "/",
      "/login",
      "/device/AC1234",
      "/reset/code/en",
      "/theme/general",
      "/user/someone@example.com",
      "/device/SN.2024.1",
    ]) {
      const page = await server.fetch(route);
      expect(page.status, route).toBe(200);
      expect(await page.text(), route).toContain("/assets/app.js");
    }
    expect((await server.fetch("/assets/missing.js")).status).toBe(404);
    expect((await server.fetch("/missing-logo.png")).status).toBe(404);
  });

  it("sends the console's text files compressed with brotli or gzip, as the browser accepts, and the same bytes", async () => {
    const dir = buildConsole();
    const script = `console.log(${JSON.stringify("operator console ".repeat(400))});`;
    writeFileSync(join(dir, "assets", "big.js"), script);
    server = await createTestServer({ kind: "none", app: { staticDir: dir } });

    const br = await server.fetch("/assets/big.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);

    const gzip = await server.fetch("/assets/big.js", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await server.fetch("/assets/big.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);

    // Tiny files are not worth it; images are compressed already.
    const small = await server.fetch("/assets/app.js", { headers: { "Accept-Encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.text()).toBe("console.log('app');");
  });

  it("compresses large API answers with brotli or gzip, as the browser accepts, and the answer reads the same", async () => {
    server = await createTestServer({ kind: "demo", app: { staticDir: null } });
    const path = "/devices?limit=500&offset=0";
    const br = await server.call("GET", path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("content-length")).toBe(String(brBody.length));
    const small = await server.call("GET", "/total?fields=devices", { headers: { "Accept-Encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toHaveProperty("devices");
    const gzipped = await server.call("GET", path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await gzipped.arrayBuffer());
    const plain = await server.call("GET", path);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(10_000);
    expect(body.length).toBeLessThan(text.length / 4);
    expect(gunzipSync(body).toString()).toBe(text);
    expect(brotliDecompressSync(brBody).toString()).toBe(text);
  });

  it("reads what Accept-Encoding allows, q=0 included", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("GZIP")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
  });

  it("never serves the build's source maps, which would hand out the console's source", async () => {
    const dir = buildConsole();
    writeFileSync(
      join(dir, "assets", "app.js.map"),
      '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["secret source"]}',
    );
    writeFileSync(join(dir, "index.js.map"), '{"version":3,"sourcesContent":["secret source"]}');
    server = await createTestServer({ kind: "none", app: { staticDir: dir } });
    for (const path of ["/assets/app.js.map", "/index.js.map", "/assets/APP.JS.MAP", "/assets/app.js%2Emap"]) {
      const answer = await server.fetch(path, { headers: { "Accept-Encoding": "gzip, br" } });
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain("secret source");
    }
    expect((await server.fetch("/assets/app.js")).status).toBe(200);
  });

  it("never serves a file outside the console's directory", async () => {
    server = await createTestServer({ kind: "none", app: { staticDir: buildConsole() } });
    for (const path of [
      "/../outside-the-console.txt",
      "/%2e%2e/outside-the-console.txt",
      "/assets/..%2f..%2foutside-the-console.txt",
      "/..%5coutside-the-console.txt",
    ]) {
      const answer = await server.fetch(path);
      expect(await answer.text(), path).not.toContain("secret");
    }
  });
});
