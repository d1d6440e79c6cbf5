import { createHash, randomBytes } from "node:crypto";

/** A random 256-bit token, base64url (43 characters). Only its hash is ever stored. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token, hex: what the database keeps instead of the token. */
function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export { newToken, tokenHash };
