/**
 * An image's type and size, read from its header bytes without decoding pixels and without native libraries or the
 * DOM, so the fake (in the browser) and the reference server (on Node) judge uploads the same way. Knows PNG, JPEG,
 * GIF and WebP; anything else is not an image.
 */
interface ImageInfo {
  type: "png" | "jpeg" | "gif" | "webp";
  mime: string;
  extension: string;
  width: number;
  height: number;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32be = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) * 0x1000000 + ((bytes[at + 1] ?? 0) << 16) + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0);

function png(bytes: Uint8Array): ImageInfo | null {
  // Signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
  if (!startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || bytes.length < 24) return null;
  if (!startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return null;
  return { type: "png", mime: "image/png", extension: "png", width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

function gif(bytes: Uint8Array): ImageInfo | null {
  const header = String.fromCharCode(...bytes.subarray(0, 6));
  if ((header !== "GIF87a" && header !== "GIF89a") || bytes.length < 10) return null;
  return { type: "gif", mime: "image/gif", extension: "gif", width: u16le(bytes, 6), height: u16le(bytes, 8) };
}

/** Walks JPEG segments to the first start-of-frame marker, which holds the dimensions. */
function jpeg(bytes: Uint8Array): ImageInfo | null {
  if (!startsWith(bytes, [0xff, 0xd8])) return null;
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    let marker = bytes[at + 1] ?? 0;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && at + 2 < bytes.length) {
      at += 1;
      marker = bytes[at + 1] ?? 0;
    }
    // Markers without a length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before any frame
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      return {
        type: "jpeg",
        mime: "image/jpeg",
        extension: "jpg",
        height: u16be(bytes, at + 5),
        width: u16be(bytes, at + 7),
      };
    }
    at += 2 + length;
  }
  return null;
}

function webp(bytes: Uint8Array): ImageInfo | null {
  if (!startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) || !startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return null;
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const base = { type: "webp" as const, mime: "image/webp", extension: "webp" };
  if (chunk === "VP8X") return { ...base, width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === "VP8 ") return { ...base, width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === "VP8L") {
    const b0 = bytes[21] ?? 0;
    const b1 = bytes[22] ?? 0;
    const b2 = bytes[23] ?? 0;
    const b3 = bytes[24] ?? 0;
    return {
      ...base,
      width: 1 + (((b1 & 0x3f) << 8) | b0),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    };
  }
  return null;
}

/** The type and size of a PNG, JPEG, GIF or WebP image from its first bytes, or null for anything else. */
function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  return png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes);
}

export { readImageInfo };
export type { ImageInfo };
