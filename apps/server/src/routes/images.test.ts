import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, STATUS, isApiError, readImageInfo } from "@org/api-client";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";
import { gif, jpeg, png } from "../test-support/images.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
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
    [
      "a file that is not an image",
      { thumbnail: ["t.png", new TextEncoder().encode("not really a png")] },
      "thumbnail",
    ],
    ["an SVG", { banner: ["b.gif", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')] }, "banner"],
    // A few bytes that a browser would decode to 1.6 GB.
    ["a 20000x20000 thumbnail", { thumbnail: ["t.jpg", jpeg(20_000, 20_000)] }, "thumbnail"],
    ["a banner of 16 megapixels and one row", { banner: ["b.gif", gif(4096, 4097)] }, "banner"],
  ] as const)("%s answers 400 naming the image, and nothing changes", async (what, images, field) => {
    server = await createTestServer();
    const before = server.sql.get("SELECT thumbnail, banner FROM info_models WHERE family_name = 'SmartPlug'");
    const form = new FormData();
    form.append("familyName", "SmartPlug");
    for (const [type, [name, bytes]] of Object.entries(images))
      form.append(type, new File([bytes], name, { type: "image/png" }), name);
    const answer = await server.call("POST", "/image", { body: form });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { field: string; message: string };
    expect(body).toMatchObject({ field });
    if (what.includes("megapixels") || what.includes("20000"))
      expect(body.message).toMatch(/at most 16 megapixels \(4096x4096\)\. It is \d+x\d+\./);
    expect(server.sql.get("SELECT thumbnail, banner FROM info_models WHERE family_name = 'SmartPlug'")).toEqual(before);
  });

  it("an image over 2 MB is refused", async () => {
    server = await createTestServer();
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(png(240, 240));
    const error = await server.api.images
      .upload({ familyName: "SmartPlug", thumbnail: new File([big], "t.png", { type: "image/png" }) })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(400);
    const tooBig = new FormData();
    tooBig.append("familyName", "SmartPlug");
    tooBig.append("thumbnail", new File([new Uint8Array(3 * IMAGE_MAX_BYTES)], "t.png", { type: "image/png" }));
    expect((await server.call("POST", "/image", { body: tooBig })).status).toBe(STATUS.payloadTooLarge);
  });

  it("images for an unknown family answer 404", async () => {
    server = await createTestServer();
    const error = await server.api.images
      .upload({ familyName: "Toaster", thumbnail: new File([png(240, 240)], "t.png", { type: "image/png" }) })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(404);
  });
});
