import { createHmac, timingSafeEqual } from "node:crypto";
import { API_BASE_PATH } from "@org/api-client";

const DAY_MS = 86_400_000;

/**
 * Download links for files an `<a href>` or `<img src>` must reach without a bearer token (firmware, model files and
 * images). Each link carries an expiry and an HMAC of its path and expiry. The expiry is rounded to whole days, so a
 * link stays the same (and cacheable) for a day and works for at least one more.
 */
class UrlSigner {
  constructor(private readonly secret: string) {}

  sign(path: string, now: number): string {
    const expires = (Math.floor(now / DAY_MS) + 2) * DAY_MS;
    return `${path}?expires=${expires}&sig=${this.mac(path, expires)}`;
  }

  verify(path: string, expires: string | undefined, signature: string | undefined, now: number): boolean {
    if (!expires || !signature || !/^\d{1,16}$/.test(expires)) return false;
    if (Number(expires) <= now) return false;
    const expected = Buffer.from(this.mac(path, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private mac(path: string, expires: number): string {
    return createHmac("sha256", this.secret).update(`${path}\n${expires}`).digest("base64url");
  }
}

/** The signed address of a stored file as answers give it, e.g. `/api:1/files/firmware/…?expires=…&sig=…`. */
function storedFileLink(signer: UrlSigner, file: string, now: number): string {
  return API_BASE_PATH + signer.sign(`/files/${file}`, now);
}

export { UrlSigner, storedFileLink };
