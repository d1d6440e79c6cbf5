import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readImageInfo } from "../contract/image-info.js";
import { pngBytes } from "./file-bytes.js";

/** The chunks of a PNG: type, data, and whether the stored CRC matches. */
function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: { type: string; data: Uint8Array; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    out.push({
      type: new TextDecoder().decode(typeAndData.subarray(0, 4)),
      data: typeAndData.subarray(4),
      crcOk: view.getUint32(at + 8 + length) === crc32(typeAndData),
    });
    at += 12 + length;
  }
  return out;
}

describe("pngBytes", () => {
  it("builds a PNG whose header gives the asked size", () => {
    expect(readImageInfo(pngBytes(240, 240))).toMatchObject({ type: "png", width: 240, height: 240 });
    expect(readImageInfo(pngBytes(750, 241))).toMatchObject({ type: "png", width: 750, height: 241 });
  });

  it("builds a complete PNG: signature, IHDR, a palette of the colour, pixel data that inflates, IEND, valid CRCs", () => {
    const png = pngBytes(750, 240, "#123456");
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    expect(parts.map((part) => part.type)).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
    expect(parts.every((part) => part.crcOk)).toBe(true);
    expect([...(parts[1]?.data ?? [])]).toEqual([0x12, 0x34, 0x56]);
    // One filter byte per row, then ceil(750 / 8) bytes of 1-bit pixels.
    expect(inflateSync(parts[2]?.data ?? new Uint8Array()).length).toBe(240 * (1 + 94));
  });

  it("stays small enough for image uploads, even past the largest stored deflate block", () => {
    const png = pngBytes(2048, 2048);
    expect(png.length).toBeLessThan(600 * 1024);
    expect(inflateSync(chunks(png)[2]?.data ?? new Uint8Array()).length).toBe(2048 * (1 + 256));
  });

  it("refuses a size that is not whole pixels or a colour that is not hex", () => {
    expect(() => pngBytes(0, 10)).toThrow(/at least 1x1/);
    expect(() => pngBytes(10.5, 10)).toThrow(/whole pixels/);
    expect(() => pngBytes(10, 10, "blue")).toThrow(/hex colour/);
  });
});
