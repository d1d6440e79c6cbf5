/**
 * Whether this runtime can compute a SHA-1. Web Crypto's `crypto.subtle` exists in browsers only in secure contexts
 * (https, localhost), so a page served over plain http has none; Node 20 and later always have it.
 */
function canComputeSha1(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === "function";
}

/**
 * The SHA-1 of a file or bytes as 40 lowercase hexadecimal characters (`SHA1_PATTERN`): what a firmware upload
 * carries in `inputSHA1`. Throws where `canComputeSha1()` is false.
 */
async function sha1Hex(data: Blob | ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  if (!canComputeSha1())
    throw new Error("sha1Hex needs crypto.subtle, which browsers offer only over https or on localhost.");
  const bytes = data instanceof Blob ? await data.arrayBuffer() : data;
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-1", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export { canComputeSha1, sha1Hex };
