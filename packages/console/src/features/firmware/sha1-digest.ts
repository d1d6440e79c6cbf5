/** SHA-1 of a file with Web Crypto, as 40 lowercase hexadecimal characters: on the page or in the digest worker. */
async function digestSha1(file: Blob): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-1", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export { digestSha1 };
