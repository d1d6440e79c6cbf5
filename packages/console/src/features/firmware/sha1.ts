/** The User Timing entry each digest leaves behind, for benchmarks: `performance.getEntriesByName(SHA1_MEASURE)`. */
const SHA1_MEASURE = "console:firmware-sha1";

let digests = 0;

/**
 * Whether this page can compute a SHA-1: Web Crypto's `crypto.subtle` exists only in secure contexts (https,
 * localhost), so a console served over plain http has none and the operator types the SHA-1.
 */
function canComputeSha1(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === "function";
}

/**
 * The SHA-1 of a file as 40 lowercase hexadecimal characters, what `/fw/upload` expects in `inputSHA1`; undefined
 * where the page cannot compute it (see `canComputeSha1`). Each digest is measured as `SHA1_MEASURE`, and only the
 * latest measure is kept, so a benchmark reads how long the last one took.
 */
async function sha1Hex(file: Blob): Promise<string | undefined> {
  if (!canComputeSha1()) return undefined;
  digests += 1;
  // Two files digested at once each keep their own start mark.
  const start = `${SHA1_MEASURE}:start:${digests}`;
  performance.mark(start);
  try {
    const digest = await globalThis.crypto.subtle.digest("SHA-1", await file.arrayBuffer());
    performance.clearMeasures(SHA1_MEASURE);
    performance.measure(SHA1_MEASURE, start);
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  } finally {
    performance.clearMarks(start);
  }
}

export { SHA1_MEASURE, canComputeSha1, sha1Hex };
