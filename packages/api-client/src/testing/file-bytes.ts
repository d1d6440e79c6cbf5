/**
 * Real file contents for tests and stories, built without the DOM or Node: uploads to the fake and to the reference
 * server are checked by their bytes (an image's header, a firmware file's SHA-1), so placeholder text no longer does.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
/** The largest block of uncompressed ("stored") deflate data. */
const STORED_BLOCK_MAX = 0xffff;

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, index) => {
    let value = index;
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    return value >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65_521;
    b = (b + a) % 65_521;
  }
  return ((b << 16) | a) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function u32be(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value >>> 0);
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat([new TextEncoder().encode(type), data]);
  return concat([u32be(data.length), typeAndData, u32be(crc32(typeAndData))]);
}

/** A zlib stream of stored (uncompressed) deflate blocks: valid, and needs no compressor. */
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let at = 0; at === 0 || at < data.length; at += STORED_BLOCK_MAX) {
    const part = data.subarray(at, at + STORED_BLOCK_MAX);
    const last = at + STORED_BLOCK_MAX >= data.length ? 1 : 0;
    const header = new Uint8Array([
      last,
      part.length & 0xff,
      part.length >> 8,
      ~part.length & 0xff,
      (~part.length >> 8) & 0xff,
    ]);
    blocks.push(header, part);
  }
  blocks.push(u32be(adler32(data)));
  return concat(blocks);
}

function rgb(colour: string): [number, number, number] {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) throw new Error(`pngBytes: "${colour}" is not a hex colour such as #1E88E5.`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/**
 * A valid PNG of one colour, `width` x `height` pixels, that browsers display and servers can measure: a one-entry
 * palette and 1-bit pixels, so even a 750x240 banner is a few kilobytes. Works in the browser and on Node.
 *
 * ```ts
 * const thumbnail = new File([pngBytes(240, 240)], "thumbnail.png", { type: "image/png" });
 * ```
 */
function pngBytes(width: number, height: number, colour = "#1E88E5"): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`pngBytes: the size must be whole pixels, at least 1x1 (it is ${width}x${height}).`);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 1; // bit depth
  header[9] = 3; // indexed colour; compression, filter and interlace stay 0
  // Every row: filter type 0, then ceil(width / 8) bytes of palette index 0.
  const pixels = new Uint8Array(height * (1 + Math.ceil(width / 8)));
  return concat([
    new Uint8Array(PNG_SIGNATURE),
    chunk("IHDR", header),
    chunk("PLTE", new Uint8Array(rgb(colour))),
    chunk("IDAT", zlibStored(pixels)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

export { pngBytes };
