import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const DAY_MS = 86_400_000;
/** How long a browser stays a known client of an account after its last sign-in there. */
const DEVICE_COOKIE_MAX_AGE_MS = 365 * DAY_MS;

/**
 * OWASP's device cookies: a browser that has signed in to an account gets a cookie naming the account, and a later
 * sign-in to that account that presents it counts against that cookie's own limit instead of the account's. Whoever
 * guesses from elsewhere can then hold the account back for unknown clients only, never for its owner's browser.
 *
 * The value is `account.nonce.issued.mac` (account base64url, issued in ms), with an HMAC under a key of its own
 * derived from the server's secret. The MAC also covers the account's stored password hash, so a new password ends
 * every cookie issued before it (as it ends the sessions), and only whoever knew a password can have one.
 */
class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac("sha256", secret).update("device cookies").digest();
  }

  /** A new cookie value for a browser that has just signed in to `account`, whose stored hash is `credential`. */
  issue(account: string, credential: string, now: number): string {
    const fields = [Buffer.from(account).toString("base64url"), randomBytes(16).toString("base64url"), String(now)];
    return [...fields, this.mac(fields, credential)].join(".");
  }

  /**
   * The cookie's nonce, the key its limit counts under, when `value` was issued for `account` with its current
   * password and has not expired; otherwise null (the browser is an unknown client).
   */
  verify(
    value: string | undefined,
    account: string,
    credential: string | null | undefined,
    now: number,
  ): string | null {
    const parts = value?.split(".") ?? [];
    if (parts.length !== 4 || !credential) return null;
    const [name = "", nonce = "", issued = "", mac = ""] = parts;
    if (Buffer.from(name, "base64url").toString() !== account || !/^\d{1,16}$/.test(issued)) return null;
    const age = now - Number(issued);
    if (age < 0 || age >= DEVICE_COOKIE_MAX_AGE_MS) return null;
    const expected = Buffer.from(this.mac([name, nonce, issued], credential));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
  }

  private mac(fields: string[], credential: string): string {
    return createHmac("sha256", this.key)
      .update(`${fields.join(".")}\n${credential}`)
      .digest("base64url");
  }
}

export { DEVICE_COOKIE_MAX_AGE_MS, DeviceCookies };
