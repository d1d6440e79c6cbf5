import { Hono, type Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  API_BASE_PATH,
  MESSAGES,
  STATUS,
  passwordResetRequestSchema,
  setPasswordRequestSchema,
  signInRequestSchema,
} from "@org/api-client";
import {
  createSession,
  endSession,
  findUserByEmail,
  issueUserToken,
  resetPassword,
  upgradePasswordHash,
  userForToken,
} from "../auth/accounts.js";
import { DEVICE_COOKIE_MAX_AGE_MS, DeviceCookies } from "../auth/device-cookies.js";
import { PasswordPoolFull, needsRehash } from "../auth/passwords.js";
import { FailureLimiter } from "../auth/rate-limit.js";
import type { BackoffPolicy } from "../auth/rate-limit.js";
import type { AppEnv, Services } from "../context.js";
import { userEmail } from "../data/users.js";
import { isCommonPassword } from "@org/api-client/common-passwords";
import { HttpError, jsonBody, parseWith, tooManyRequests } from "../http/errors.js";
import { bearerToken, clientAddress, limitKey } from "../http/request-info.js";
import { recordSecurityEvent } from "../http/security-events.js";
import type { SecurityEvent } from "../http/security-record.js";
import { sendPasswordChangedMail, sendResetMail } from "../mail/account-mails.js";

const MINUTE = 60_000;

/**
 * Sign-in failures of one account from one address: five free, then 30 s, 1, 2, 4 ... up to 15 minutes between tries.
 * Keyed by the pair, so someone guessing from one address slows down only themselves, and the administrator still
 * signs in from anywhere else (a lock of the account for everyone would let anyone lock the only administrator out).
 */
const SIGN_IN_PER_PAIR: BackoffPolicy = {
  free: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};
/**
 * Sign-in failures of one account over all addresses, so that guesses spread over many addresses are held back too.
 * Looser than the others, and never more than a minute between tries. Guessers who spend each try the moment it
 * opens hold the account back for every unknown client, so it binds only those: a browser that has signed in to the
 * account before (its device cookie) counts under SIGN_IN_PER_DEVICE instead, and a completed reset clears the count.
 */
const SIGN_IN_PER_ACCOUNT: BackoffPolicy = {
  free: 20,
  baseDelayMs: 5_000,
  maxDelayMs: MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};
/**
 * Sign-in failures of a browser with a device cookie of the account (see DeviceCookies), in place of the three limits
 * above: as strict as the one per account and address, and nobody else's guesses count.
 */
const SIGN_IN_PER_DEVICE: BackoffPolicy = SIGN_IN_PER_PAIR;
/** Sign-in failures from one address over all accounts, so that one client cannot try many accounts either. */
const SIGN_IN_PER_ADDRESS: BackoffPolicy = {
  free: 30,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};
/** Reset requests from one address, each counted: ten, then a growing wait. */
const RESETS_PER_ADDRESS: BackoffPolicy = {
  free: 10,
  baseDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};
/** Reset e-mails to one account: five, then none until an hour has passed without one, so nobody can flood an inbox. */
const RESET_MAILS_PER_ACCOUNT: BackoffPolicy = {
  free: 5,
  baseDelayMs: 60 * MINUTE,
  maxDelayMs: 60 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

const SIGN_IN_LIMITED = "Too many failed sign-ins. Please wait and try again.";

/** In-process calls have no address; they share one key. */
const pairKey = (account: string, address: string | undefined) => JSON.stringify([account, address ?? ""]);

/** Sent back only to the sign-in call, and by this origin's pages only. */
const DEVICE_COOKIE = "console_device";
const DEVICE_COOKIE_PATH = `${API_BASE_PATH}/session`;

/**
 * A limit an attempt counts against: counted before the password check, and on success either forgotten (`clear`) or
 * taken back for this attempt only (`release`).
 */
interface CountedLimit {
  limiter: FailureLimiter;
  key: string;
  onSuccess: "clear" | "release";
}

interface Throttle {
  message: string;
  waitMs: number;
  /** The client's address: the refusal is logged once a window per client, and the ones after it counted. */
  repeatKey: string;
  event: (retryAfterSeconds: number) => Extract<SecurityEvent, { retryAfterSeconds: number }>;
}

/** The 429 for a client that has to wait, recorded so: a client can ask as fast as it is refused. */
function throttled(services: Services, c: Context<AppEnv>, { message, waitMs, repeatKey, event }: Throttle): HttpError {
  const refusal = tooManyRequests(message, waitMs);
  recordSecurityEvent(services, c, event(Number(refusal.headers["Retry-After"])), { repeatKey });
  return refusal;
}

/** `session.*`: sign in and out, and reset a forgotten password. */
function sessionRoutes(services: Services): Hono<AppEnv> {
  const { db, clock, passwords, trustProxy } = services;
  const api = new Hono<AppEnv>();
  const perPair = new FailureLimiter(SIGN_IN_PER_PAIR);
  const perAddress = new FailureLimiter(SIGN_IN_PER_ADDRESS);
  const perAccount = new FailureLimiter(SIGN_IN_PER_ACCOUNT);
  const resetRequests = new FailureLimiter(RESETS_PER_ADDRESS);
  const resetMails = new FailureLimiter(RESET_MAILS_PER_ACCOUNT);
  // Keys are the nonces of cookies that a correct password earned, and the limiter's cap bounds them anyway.
  const perDevice = new FailureLimiter(SIGN_IN_PER_DEVICE);
  const deviceCookies = new DeviceCookies(services.settings.signingSecret());

  api.post("/session", async (c) => {
    const { email, password } = parseWith(signInRequestSchema, await jsonBody(c));
    const account = email.trim().toLowerCase();
    const address = limitKey(clientAddress(c, trustProxy) ?? "");
    const pair = pairKey(account, address);
    const now = clock.now();
    const user = findUserByEmail(db, account);
    const device = deviceCookies.verify(getCookie(c, DEVICE_COOKIE), account, user?.password_hash, now);
    const limits: CountedLimit[] = device
      ? [{ limiter: perDevice, key: device, onSuccess: "clear" }]
      : [
          { limiter: perPair, key: pair, onSuccess: "clear" },
          // Only this attempt is taken back on success: the address's and the account's other failures stand.
          { limiter: perAddress, key: address, onSuccess: "release" },
          { limiter: perAccount, key: account, onSuccess: "release" },
        ];
    const wait = Math.max(...limits.map(({ limiter, key }) => limiter.retryAfter(key, now)));
    if (wait > 0) {
      throw throttled(services, c, {
        message: SIGN_IN_LIMITED,
        waitMs: wait,
        repeatKey: address,
        event: (retryAfterSeconds) => ({ event: "sign_in.throttled", email: account, retryAfterSeconds }),
      });
    }
    // Counted as failures before the slow password check, so parallel attempts see each other and cannot all slip
    // past the limit. A success takes them back.
    for (const { limiter, key } of limits) limiter.fail(key, now);
    let ok: boolean;
    try {
      ok = await passwords.verify(password, user?.password_hash);
    } catch (error) {
      // Not checked at all (the pool is full): not a failure either.
      if (error instanceof PasswordPoolFull) for (const { limiter, key } of limits) limiter.release(key);
      throw error;
    }
    if (!user || !ok || user.status !== 1 || user.is_admin !== 1) {
      recordSecurityEvent(services, c, { event: "sign_in.failed", email: account });
      throw new HttpError(STATUS.unauthenticated, "Incorrect e-mail or password.");
    }
    for (const { limiter, key, onSuccess } of limits) limiter[onSuccess](key);
    const stored = user.password_hash;
    let current = stored;
    if (stored && needsRehash(stored)) {
      // Made with an older, cheaper cost: the password is at hand only now, so store today's hash of it. Once per
      // account; a full pool just leaves it for the next sign-in.
      await passwords.hash(password).then(
        (hash) => {
          if (upgradePasswordHash(db, user.id, stored, hash)) current = hash;
        },
        (error: unknown) => {
          if (!(error instanceof PasswordPoolFull)) throw error;
        },
      );
    }
    // A new nonce on each sign-in. Secure whenever users reach the console over https (the server itself speaks
    // plain HTTP behind the TLS proxy); SameSite=Strict, so that no other site's page can make the browser send it.
    if (current) {
      setCookie(c, DEVICE_COOKIE, deviceCookies.issue(account, current, clock.now()), {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        secure: services.publicUrl().startsWith("https:"),
        sameSite: "Strict",
        maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000,
      });
    }
    const token = createSession(db, user.id, clock.now(), clientAddress(c, trustProxy));
    recordSecurityEvent(services, c, { event: "sign_in.succeeded", email: account, userId: user.id });
    return c.json({ token, id: String(user.id) });
  });

  api.get("/admin", (c) => c.body(null, 204));

  // Sign Out (issue 14): the guard has checked the token; deleting its session makes every copy of it useless.
  api.delete("/session", (c) => {
    const token = bearerToken(c);
    if (token) endSession(db, token);
    recordSecurityEvent(services, c, { event: "sign_out", userId: c.get("user").id });
    return c.body(null, 204);
  });

  api.post("/reset", async (c) => {
    const { email, lang } = parseWith(passwordResetRequestSchema, await jsonBody(c));
    const now = clock.now();
    // Per address, whatever the account: it says nothing about which addresses have one.
    const address = limitKey(clientAddress(c, trustProxy) ?? "");
    const wait = resetRequests.retryAfter(address, now);
    if (wait > 0) {
      throw throttled(services, c, {
        message: "Too many reset requests. Please wait and try again.",
        waitMs: wait,
        repeatKey: address,
        event: (retryAfterSeconds) => ({ event: "password_reset.throttled", retryAfterSeconds }),
      });
    }
    resetRequests.fail(address, now);
    const account = email.trim().toLowerCase();
    recordSecurityEvent(services, c, { event: "password_reset.requested", email: account });
    // Answered before the account is even looked up, and its work (look-up, token, e-mail) runs seconds later with
    // whatever else is queued: neither this answer nor the requests right after it take longer when the address has
    // an account, so no timing tells which addresses have one.
    services.mail.later(() => {
      const user = findUserByEmail(db, account);
      if (user && resetMails.retryAfter(account, now) === 0) {
        resetMails.fail(account, now);
        sendResetMail(services, user.email, issueUserToken(db, "reset", user.id, now), lang);
      }
    });
    return c.body(null, 204);
  });

  api.put("/reset", async (c) => {
    const { new_password, reset_token } = parseWith(setPasswordRequestSchema, await jsonBody(c));
    // Checked before the link, so trying passwords says nothing about whether a link is live.
    if (isCommonPassword(new_password)) {
      throw new HttpError(STATUS.badRequest, `new_password: ${MESSAGES.passwordTooCommon}`, { field: "new_password" });
    }
    const now = clock.now();
    const userId = userForToken(db, "reset", reset_token, now);
    if (userId === null) throw new HttpError(STATUS.badRequest, MESSAGES.resetLinkExpired, { field: "reset_token" });
    const hash = await passwords.hash(new_password);
    // Another request may have used the link while the hash was computed: then the link is spent.
    if (!resetPassword(db, reset_token, userId, hash)) {
      throw new HttpError(STATUS.badRequest, MESSAGES.resetLinkExpired, { field: "reset_token" });
    }
    recordSecurityEvent(services, c, { event: "password_reset.completed", userId });
    // Whoever followed the link owns the mailbox: neither their own address nor the account is held back any longer
    // for earlier failures, whoever made them.
    const email = userEmail(db, userId) ?? "";
    perPair.clear(pairKey(email.toLowerCase(), limitKey(clientAddress(c, trustProxy) ?? "")));
    perAccount.clear(email.toLowerCase());
    // The owner learns of it, in case it was not them.
    if (email) sendPasswordChangedMail(services, email, now);
    return c.body(null, 204);
  });

  return api;
}

export { sessionRoutes };
