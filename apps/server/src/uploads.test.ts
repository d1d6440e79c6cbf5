import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FIRMWARE_MAX_BYTES, IMAGE_MAX_BYTES, STATUS, isApiError, readImageInfo } from "@org/api-client";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";
import { gif, jpeg, png } from "./test-support/images.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

const sha1 = (bytes: Uint8Array | string) => createHash("sha1").update(bytes).digest("hex");

function firmwareForm(fields: { bytes: Uint8Array<ArrayBuffer>; sha1: string; name?: string; model?: string; version?: string }): FormData {
  const form = new FormData();
  form.append("inputVersion", fields.version ?? "9.9.9");
  form.append("inputLastVersion", "1.4.0");
  form.append("inputSHA1", fields.sha1);
  form.append("inputModel", fields.model ?? "AC-2200");
  form.append("file", new File([fields.bytes], fields.name ?? "ac_v9.9.9.bin"), fields.name ?? "ac_v9.9.9.bin");
  form.append("trigger", "true");
  return form;
}

describe("firmware", () => {
  it("an upload whose SHA-1 matches the file is listed, stored under the data directory and downloads byte for byte", async () => {
    server = await createTestServer();
    const bytes = new TextEncoder().encode("firmware image for the AC-2200\n".repeat(100));
    const file = new File([bytes], "ac_v9.9.9.bin", { type: "application/octet-stream" });
    const progress: number[] = [];
    await server.api.firmware.upload({ model: "AC-2200", version: "9.9.9", previousVersion: "1.4.0", sha1: sha1(bytes), file, trigger: true }, { onProgress: (f) => progress.push(f) });
    expect(progress.at(-1)).toBe(1);
    const listed = (await server.api.firmware.list()).find((firmware) => firmware.id === "ac_v9.9.9.bin");
    expect(listed).toMatchObject({ version: "9.9.9", previousVersion: "1.4.0", model: "AC-2200", sha1: sha1(bytes), size: bytes.length, trigger: true });
    expect(server.files.exists(`firmware/${sha1(bytes)}-ac_v9.9.9.bin`)).toBe(true);
    const download = await server.fetch(listed?.url ?? "");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="ac_v9.9.9.bin"');
    expect(sha1(new Uint8Array(await download.arrayBuffer()))).toBe(sha1(bytes));
    await server.api.firmware.delete("ac_v9.9.9.bin");
    expect(server.files.exists(`firmware/${sha1(bytes)}-ac_v9.9.9.bin`)).toBe(false);
  });

  it("a SHA-1 that does not match the file answers 400 naming inputSHA1, and nothing is stored", async () => {
    server = await createTestServer();
    const before = server.counts();
    const answer = await server.call("POST", "/fw/upload", { body: firmwareForm({ bytes: new Uint8Array([1, 2, 3]), sha1: sha1("something else") }) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field: "inputSHA1" });
    expect(server.counts()).toEqual(before);
    expect(server.files.exists(`firmware/${sha1(new Uint8Array([1, 2, 3]))}-ac_v9.9.9.bin`)).toBe(false);
  });

  it("a file of 4 MB or more is refused (413 above the limit, 400 at it), and nothing is stored", async () => {
    server = await createTestServer();
    const before = server.counts();
    const atLimit = new Uint8Array(FIRMWARE_MAX_BYTES);
    const exactly = await server.call("POST", "/fw/upload", { body: firmwareForm({ bytes: atLimit, sha1: sha1(atLimit) }) });
    expect(exactly.status).toBe(400);
    expect(await exactly.json()).toMatchObject({ field: "file" });
    const over = new Uint8Array(FIRMWARE_MAX_BYTES + 200_000);
    const tooBig = await server.call("POST", "/fw/upload", { body: firmwareForm({ bytes: over, sha1: sha1(over) }) });
    expect(tooBig.status).toBe(STATUS.payloadTooLarge);
    expect(await tooBig.json()).toMatchObject({ field: "file" });
    expect(server.counts()).toEqual(before);
  });

  it("a hostile file name is stored under a safe name inside the data directory", async () => {
    server = await createTestServer();
    const bytes = new Uint8Array([7, 7, 7]);
    const answer = await server.call("POST", "/fw/upload", { body: firmwareForm({ bytes, sha1: sha1(bytes), name: "../../../etc/passwd" }) });
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    expect(id).toBe("etc_passwd");
    expect(server.files.exists(`firmware/${sha1(bytes)}-etc_passwd`)).toBe(true);
  });

  it("deleting takes a form-encoded id and answers 404 for an unknown one", async () => {
    server = await createTestServer();
    const [first] = await server.api.firmware.list();
    const gone = await server.call("POST", "/fw/delete", { body: new URLSearchParams({ id: first?.id ?? "" }), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(gone.status).toBe(204);
    const again = await server.call("POST", "/fw/delete", { body: new URLSearchParams({ id: first?.id ?? "" }), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(again.status).toBe(404);
  });
});

describe("information model images", () => {
  it("reads the size of PNG, GIF and JPEG images from their headers", () => {
    expect(readImageInfo(png(240, 241))).toMatchObject({ type: "png", width: 240, height: 241 });
    expect(readImageInfo(gif(750, 240))).toMatchObject({ type: "gif", width: 750, height: 240 });
    expect(readImageInfo(jpeg(800, 300))).toMatchObject({ type: "jpeg", width: 800, height: 300 });
    expect(readImageInfo(new TextEncoder().encode("<svg/>"))).toBeNull();
  });

  it("a thumbnail of 240x240 and a banner of 750x240 are stored and served from the model's image links", async () => {
    server = await createTestServer();
    const thumbnail = new File([png(240, 240)], "thumb.png", { type: "image/png" });
    const banner = new File([jpeg(750, 240)], "banner.jpg", { type: "image/jpeg" });
    await server.api.images.upload({ familyName: "SmartPlug", thumbnail, banner });
    const model = (await server.api.informationModels.list()).find((candidate) => candidate.familyName === "SmartPlug");
    const thumb = await server.fetch(model?.images.thumbnail?.uri ?? "");
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await thumb.arrayBuffer())).toEqual(png(240, 240));
    expect((await server.fetch(model?.images.banner?.uri ?? "")).headers.get("content-type")).toBe("image/jpeg");
  });

  it.each([
    ["a thumbnail below 240x240", { thumbnail: ["t.png", png(239, 240)] }, "thumbnail"],
    ["a banner below 750x240", { banner: ["b.gif", gif(749, 400)] }, "banner"],
    ["a file that is not an image", { thumbnail: ["t.png", new TextEncoder().encode("not really a png")] }, "thumbnail"],
    ["an SVG", { banner: ["b.gif", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')] }, "banner"],
  ] as const)("%s answers 400 naming the image, and nothing changes", async (_what, images, field) => {
    server = await createTestServer();
    const before = server.db.prepare("SELECT thumbnail, banner FROM info_models WHERE family_name = 'SmartPlug'").get();
    const form = new FormData();
    form.append("familyName", "SmartPlug");
    for (const [type, [name, bytes]] of Object.entries(images)) form.append(type, new File([bytes], name, { type: "image/png" }), name);
    const answer = await server.call("POST", "/image", { body: form });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field });
    expect(server.db.prepare("SELECT thumbnail, banner FROM info_models WHERE family_name = 'SmartPlug'").get()).toEqual(before);
  });

  it("an image over 2 MB is refused", async () => {
    server = await createTestServer();
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(png(240, 240));
    const error = await server.api.images.upload({ familyName: "SmartPlug", thumbnail: new File([big], "t.png", { type: "image/png" }) }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(400);
    const tooBig = new FormData();
    tooBig.append("familyName", "SmartPlug");
    tooBig.append("thumbnail", new File([new Uint8Array(3 * IMAGE_MAX_BYTES)], "t.png", { type: "image/png" }));
    expect((await server.call("POST", "/image", { body: tooBig })).status).toBe(STATUS.payloadTooLarge);
  });

  it("images for an unknown family answer 404", async () => {
    server = await createTestServer();
    const error = await server.api.images.upload({ familyName: "Toaster", thumbnail: new File([png(240, 240)], "t.png", { type: "image/png" }) }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(404);
  });
});

describe("theme files", () => {
  it("a logo saved with the theme is served at /theme/logo.png, and until then a default logo is", async () => {
    server = await createTestServer();
    const fallback = await server.call("GET", "/theme/logo.png", { token: null });
    expect(fallback.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await fallback.text()).toContain("Breeze Home");
    const logo = png(320, 96);
    const saved = await server.api.theme.update({ product_name: "Contract <Home>", files: { "logo.png": new File([logo], "logo.png", { type: "image/png" }) } });
    expect(saved.product_name).toBe("Contract <Home>");
    const served = await server.call("GET", "/theme/logo.png", { token: null });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(logo);
    const navbar = await server.call("GET", "/theme/logo_navbar.png", { token: null });
    expect(await navbar.text()).toContain("Contract &#60;Home&#62;");
  });

  it("a theme save whose settings are refused keeps serving the old logo, and leaves no file behind", async () => {
    server = await createTestServer();
    const old = png(320, 96);
    await server.api.theme.update({ files: { "logo.png": new File([old], "logo.png", { type: "image/png" }) } });
    const before = await server.call("GET", "/theme/logo.png", { token: null });
    const listing = () => readdirSync(join(server!.files.root, "theme")).sort();
    const files = listing();
    // The settings write fails after the upload was read and checked, as a full disk or a locked database would.
    server.db.exec("CREATE TRIGGER refuse_theme BEFORE UPDATE ON settings WHEN NEW.key = 'theme' BEGIN SELECT RAISE(ABORT, 'refused'); END");

    const refused = await server.api.theme
      .update({ product_name: "Never Saved", files: { "logo.png": new File([png(640, 192)], "logo.png", { type: "image/png" }) } })
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
