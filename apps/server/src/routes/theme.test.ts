import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { STATUS, THEME_LONG_TEXT_MAX, THEME_TEXT_MAX, THEME_URL_MAX, isApiError } from "@org/api-client";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";
import { gif, jpeg, png } from "../test-support/images.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

describe("theme files", () => {
  it("theme texts are bounded: a name over 200 characters or a 4 MB news text answers 400 naming it, and nothing changes", async () => {
    server = await createTestServer();
    const before = await (await server.call("GET", "/theme", { token: null })).text();
    const save = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return server!.call("POST", "/theme", { body: form });
    };
    for (const [field, value] of [
      ["product_name", "x".repeat(THEME_TEXT_MAX + 1)],
      ["news", "x".repeat(4 * 1024 * 1024 - 80 * 1024)],
      ["company_url", `https://example.com/${"a".repeat(THEME_URL_MAX)}`],
    ] as const) {
      const refused = await save({ [field]: value });
      expect(refused.status, field).toBe(STATUS.badRequest);
      expect(await refused.json()).toMatchObject({ field });
    }
    expect(await (await server.call("GET", "/theme", { token: null })).text()).toBe(before);
    expect(
      (await save({ product_name: "x".repeat(THEME_TEXT_MAX), news: "n".repeat(THEME_LONG_TEXT_MAX) })).status,
    ).toBe(200);
  });

  it("a logo over 16 megapixels is refused with 400 whatever its bytes, and one of 4096x4096 is saved", async () => {
    server = await createTestServer();
    const save = (name: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.append("logo.png", new File([bytes], name, { type: "image/png" }));
      return server!.call("POST", "/theme", { body: form });
    };
    // A PNG whose header says 20000x20000: the server reads only the header, a browser would decode 1.6 GB.
    const huge = png(1, 1);
    new DataView(huge.buffer).setUint32(16, 20_000);
    new DataView(huge.buffer).setUint32(20, 20_000);
    for (const [name, bytes] of [
      ["logo.png", huge],
      ["logo.jpg", jpeg(20_000, 20_000)],
      ["logo.gif", gif(8192, 2049)],
    ] as const) {
      const refused = await save(name, bytes);
      expect(refused.status, name).toBe(STATUS.badRequest);
      expect(await refused.json()).toMatchObject({
        field: "logo.png",
        message: expect.stringContaining("The image must be at most 16 megapixels (4096x4096)."),
      });
    }
    expect(server.securityEvents.filter((one) => one.event === "upload")).toEqual([]);
    expect((await save("logo.gif", gif(4096, 4096))).status).toBe(200);
  });

  it("a logo saved with the theme is served at /theme/logo.png, and until then a default logo is", async () => {
    server = await createTestServer();
    const fallback = await server.call("GET", "/theme/logo.png", { token: null });
    expect(fallback.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await fallback.text()).toContain("Breeze Home");
    const logo = png(320, 96);
    const saved = await server.api.theme.update({
      product_name: "Contract <Home>",
      files: { "logo.png": new File([logo], "logo.png", { type: "image/png" }) },
    });
    expect(saved.product_name).toBe("Contract <Home>");
    const served = await server.call("GET", "/theme/logo.png", { token: null });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(logo);
    const navbar = await server.call("GET", "/theme/logo_navbar.png", { token: null });
    expect(await navbar.text()).toContain("Contract &#60;Home&#62;");
  });

  it("a logo the browser holds already is answered 304 without a body, until it changes", async () => {
    server = await createTestServer();
    const revalidate = (etag: string) =>
      server!.call("GET", "/theme/logo.png", { token: null, headers: { "If-None-Match": etag } });
    const drawn = await server.call("GET", "/theme/logo.png", { token: null });
    const drawnTag = drawn.headers.get("etag")!;
    expect(drawnTag).toMatch(/^"[0-9a-f]{12}"$/);
    const same = await revalidate(drawnTag);
    expect(same.status).toBe(304);
    expect(await same.text()).toBe("");
    expect((await revalidate(`"other", W/${drawnTag}`)).status).toBe(304);

    // The drawn logo changes with the product name, and so does its tag.
    await server.api.theme.update({ product_name: "Renamed Home" });
    const renamed = await revalidate(drawnTag);
    expect(renamed.status).toBe(200);
    expect(await renamed.text()).toContain("Renamed Home");

    const logo = png(320, 96);
    await server.api.theme.update({ files: { "logo.png": new File([logo], "logo.png", { type: "image/png" }) } });
    const uploaded = await revalidate(renamed.headers.get("etag")!);
    expect(uploaded.status).toBe(200);
    expect(new Uint8Array(await uploaded.arrayBuffer())).toEqual(logo);
    const stored = await revalidate(uploaded.headers.get("etag")!);
    expect(stored.status).toBe(304);
    expect(stored.headers.get("cache-control")).toBe("no-cache");
  });

  it("a theme save whose settings are refused keeps serving the old logo, and leaves no file behind", async () => {
    server = await createTestServer();
    const old = png(320, 96);
    await server.api.theme.update({ files: { "logo.png": new File([old], "logo.png", { type: "image/png" }) } });
    const before = await server.call("GET", "/theme/logo.png", { token: null });
    const listing = () => readdirSync(join(server!.files.root, "theme")).sort();
    const files = listing();
    // The settings write fails after the upload was read and checked, as a full disk or a locked database would.
    server.db.exec(
      `CREATE TRIGGER refuse_theme BEFORE UPDATE ON settings WHEN NEW.key = 'theme'
       BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );

    const refused = await server.api.theme
      .update({
        product_name: "Never Saved",
        files: { "logo.png": new File([png(640, 192)], "logo.png", { type: "image/png" }) },
      })
      .catch((caught: unknown) => caught);
    expect(isApiError(refused) && refused.status).toBe(500);
    expect(server.errors).toHaveLength(1);
    const after = await server.call("GET", "/theme/logo.png", { token: null });
    expect(new Uint8Array(await after.arrayBuffer())).toEqual(old);
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
    expect(listing()).toEqual(files);
  });

  it.each([
    "/theme/..%2F..%2Fpackage.json",
    "/theme/..%2Fconsole.db",
    "/theme/%2e%2e%2fsettings",
    "/theme/..%5Clogo.png",
    "/theme/logo.png%00.txt",
    "/theme/favicon.ico",
    "/theme/logo.PNG",
    "/theme/../theme/logo.png/../../files",
  ])("GET %s serves nothing but the known theme files (404)", async (path) => {
    server = await createTestServer();
    const answer = await server.call("GET", path, { token: null });
    expect([403, 404]).toContain(answer.status);
    expect(answer.headers.get("content-type") ?? "").not.toMatch(/^image\//);
  });
});
