import { describe, expect, it } from "vitest";
import { pngBytes } from "../testing/file-bytes.js";
import { exportRangeProblem, imageUploadProblem } from "./checks.js";
import { MESSAGES } from "./constants.js";
import { readImageInfo } from "./image-info.js";

const gif = (width: number, height: number) =>
  new Uint8Array([
    0x47,
    0x49,
    0x46,
    0x38,
    0x39,
    0x61,
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
    0,
    0,
    0,
    0x3b,
  ]);

/** SOI, an APP0 segment, then a baseline frame header with the size. */
const jpeg = (width: number, height: number) =>
  new Uint8Array([
    ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01],
    ...[0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03],
    ...[0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9],
  ]);

/** RIFF, WEBP, and a VP8X chunk holding the size minus one. */
function webp(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(30);
  bytes.set(new TextEncoder().encode("RIFF"), 0);
  bytes.set(new TextEncoder().encode("WEBPVP8X"), 8);
  const [w, h] = [width - 1, height - 1];
  bytes.set([w & 0xff, (w >> 8) & 0xff, w >> 16, h & 0xff, (h >> 8) & 0xff, h >> 16], 24);
  return bytes;
}

const DAY = 86_400;
const NOW = 1_748_770_200;
const limits = { relative_start: 90 * DAY, period_min: DAY, period_max: 31 * DAY };

describe("readImageInfo", () => {
  it("reads the type and size of PNG, JPEG, GIF and WebP images from their headers", () => {
    expect(readImageInfo(pngBytes(240, 241))).toMatchObject({
      type: "png",
      mime: "image/png",
      width: 240,
      height: 241,
    });
    expect(readImageInfo(jpeg(800, 300))).toMatchObject({ type: "jpeg", extension: "jpg", width: 800, height: 300 });
    expect(readImageInfo(gif(750, 240))).toMatchObject({ type: "gif", width: 750, height: 240 });
    expect(readImageInfo(webp(1000, 500))).toMatchObject({ type: "webp", width: 1000, height: 500 });
  });

  it("knows nothing else as an image: SVG, text, an empty file, a truncated PNG", () => {
    expect(readImageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageInfo(new TextEncoder().encode("thumbnail"))).toBeNull();
    expect(readImageInfo(new Uint8Array())).toBeNull();
    expect(readImageInfo(pngBytes(240, 240).subarray(0, 20))).toBeNull();
  });
});

describe("imageUploadProblem", () => {
  it("accepts a jpg, png or gif of at least 240x240 as a thumbnail and 750x240 as a banner", () => {
    expect(imageUploadProblem("thumbnail", pngBytes(240, 240))).toBeNull();
    expect(imageUploadProblem("thumbnail", jpeg(1024, 1024))).toBeNull();
    expect(imageUploadProblem("banner", gif(750, 240))).toBeNull();
  });

  it("names the image that is smaller than its type's minimum, with both sizes in the message", () => {
    expect(imageUploadProblem("thumbnail", pngBytes(239, 240))).toEqual({
      field: "thumbnail",
      message: "The image must be at least 240x240 pixels. It is 239x240.",
    });
    expect(imageUploadProblem("banner", pngBytes(740, 300))).toMatchObject({ field: "banner" });
    expect(imageUploadProblem("banner", pngBytes(240, 240))).toMatchObject({ field: "banner" });
  });

  it("refuses what is not a jpg, png or gif, WebP included, with SPEC's type message", () => {
    expect(imageUploadProblem("thumbnail", new TextEncoder().encode("thumbnail"))).toEqual({
      field: "thumbnail",
      message: MESSAGES.imageType,
    });
    expect(imageUploadProblem("banner", webp(1000, 500))).toEqual({ field: "banner", message: MESSAGES.imageType });
  });
});

describe("exportRangeProblem", () => {
  // The range in ms, as `api.exports.create` takes it; the theme's limits in seconds, as SPEC names them.
  const NOW_MS = NOW * 1000;
  const DAY_MS = DAY * 1000;

  it("accepts ranges between period_min and period_max, read as whole days either way", () => {
    const end = NOW_MS - 3_600_000;
    expect(exportRangeProblem({ startTime: end - DAY_MS, endTime: end }, limits, NOW_MS)).toBeNull();
    expect(exportRangeProblem({ startTime: end - 31 * DAY_MS, endTime: end }, limits, NOW_MS)).toBeNull();
    // 1 May 00:00 to 31 May 23:59:59.999, and to 1 June 00:00.
    const may1 = Date.UTC(2025, 4, 1);
    expect(exportRangeProblem({ startTime: may1, endTime: may1 + 31 * DAY_MS - 1 }, limits, NOW_MS)).toBeNull();
    expect(exportRangeProblem({ startTime: may1, endTime: may1 + 31 * DAY_MS }, limits, NOW_MS)).toBeNull();
    // A single day picked as start and end of the same date.
    expect(exportRangeProblem({ startTime: may1, endTime: may1 }, limits, NOW_MS)).toBeNull();
  });

  it("names endTime when the range is longer than period_max (or shorter than period_min), in hours", () => {
    expect(exportRangeProblem({ startTime: NOW_MS - 40 * DAY_MS, endTime: NOW_MS }, limits, NOW_MS)).toEqual({
      field: "endTime",
      message: "The range of start and end time should be between 24 to 744 hours.",
    });
    const weekLong = { relative_start: 90 * DAY, period_min: 7 * DAY, period_max: 14 * DAY };
    expect(exportRangeProblem({ startTime: NOW_MS - 2 * DAY_MS, endTime: NOW_MS }, weekLong, NOW_MS)).toMatchObject({
      field: "endTime",
    });
  });

  it("names startTime when the range starts before relative_start or in the future", () => {
    const early = NOW_MS - 95 * DAY_MS;
    expect(exportRangeProblem({ startTime: early, endTime: early + DAY_MS }, limits, NOW_MS)).toEqual({
      field: "startTime",
      message: "The start time must be within the last 90 days.",
    });
    const later = NOW_MS + 3 * DAY_MS;
    expect(exportRangeProblem({ startTime: later, endTime: later + DAY_MS }, limits, NOW_MS)).toMatchObject({
      field: "startTime",
    });
  });

  it("applies the export form's rule: whole days, with no day of slack past period_max", () => {
    // 1 to 31 May ends at 23:59:59.999 from the form; 1 May to 1 June 23:59:59.999 is 32 days, over a 31-day limit
    // (the old check let it through).
    const start = Date.UTC(2025, 4, 1);
    expect(exportRangeProblem({ startTime: start, endTime: start + 31 * DAY_MS - 1 }, limits, NOW_MS)).toBeNull();
    expect(exportRangeProblem({ startTime: start, endTime: start + 32 * DAY_MS - 1 }, limits, NOW_MS)).toEqual(
      expect.objectContaining({ field: "endTime" }),
    );
    // Judged in the whole seconds the request carries: 31 days and 999 ms is 31 days on the wire.
    expect(exportRangeProblem({ startTime: start, endTime: start + 31 * DAY_MS + 999 }, limits, NOW_MS)).toBeNull();
  });

  it("reads a range across a 25-hour day as the days it covers", () => {
    // 31 calendar days that include an autumn change of clock span 31 days and an hour (and a spring one, an hour less).
    const start = NOW_MS - 40 * DAY_MS;
    for (const hour of [3_600_000, -3_600_000]) {
      const endTime = start + 31 * DAY_MS + hour - 1;
      expect(exportRangeProblem({ startTime: start, endTime }, limits, NOW_MS)).toBeNull();
    }
  });
});
