import { Hono } from "hono";
import {
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
import { PasswordPoolFull, needsRehash } from "../auth/passwords.js";
import { FailureLimiter } from "../auth/rate-limit.js";
import type { BackoffPolicy } from "../auth/rate-limit.js";
import type { AppEnv, Services } from "../context.js";
import { userEmail } from "../data/users.js";
import { isCommonPassword } from "@org/api-client/common-passwords";
import { HttpError, jsonBody, parseWith, tooManyRequests } from "../http/errors.js";
import { bearerToken, clientAddress, limitKey, publicOrigin } from "../http/request-info.js";
import { recordSecurityEvent } from "../http/security-events.js";

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
 * Looser than the others, and never more than a minute between tries: an attack then slows the real administrator
 * down to a try a minute, rather than locking them out.
 */
const SIGN_IN_PER_ACCOUNT: BackoffPolicy = {
  free: 20,
  baseDelayMs: 5_000,
  maxDelayMs: MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};
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

/** `session.*`: sign in and out, and reset a forgotten password. */
function sessionRoutes(services: Services): Hono<AppEnv> {
  const { db, clock, passwords, trustProxy } = services;
  const api = new Hono<AppEnv>();
  const perPair = new FailureLimiter(SIGN_IN_PER_PAIR);
  const perAddress = new FailureLimiter(SIGN_IN_PER_ADDRESS);
  const perAccount = new FailureLimiter(SIGN_IN_PER_ACCOUNT);
  const resetRequests = new FailureLimiter(RESETS_PER_ADDRESS);
  const resetMails = new FailureLimiter(RESET_MAILS_PER_ACCOUNT);

  api.post("/session", async (c) => {
    const { email, password } = parseWith(signInRequestSchema, await jsonBody(c));
    const account = email.trim().toLowerCase();
    const address = limitKey(clientAddress(c, trustProxy) ?? "");
    const pair = pairKey(account, address);
    const now = clock.now();
    const wait = Math.max(
      perPair.retryAfter(pair, now),
      perAddress.retryAfter(address, now),
      perAccount.retryAfter(account, now),
    );
    if (wait > 0) {
      const refusal = tooManyRequests(SIGN_IN_LIMITED, wait);
      const retryAfterSeconds = Number(refusal.headers["Retry-After"]);
      recordSecurityEvent(services, c, { event: "sign_in.throttled", email: account, retryAfterSeconds });
      throw refusal;
    }
    // Counted as failures before the slow password check, so parallel attempts see each other and cannot all slip
    // past the limit. A success takes them back.
    perPair.fail(pair, now);
    perAddress.fail(address, now);
    perAccount.fail(account, now);
    const user = findUserByEmail(db, account);
    let ok: boolean;
    try {
      ok = await passwords.verify(password, user?.password_hash);
    } catch (error) {
      // Not checked at all (the pool is full): not a failure either.
      if (error instanceof PasswordPoolFull) {
        perPair.release(pair);
        perAddress.release(address);
        perAccount.release(account);
      }
      throw error;
    }
    if (!user || !ok || user.status !== 1 || user.is_admin !== 1) {
      recordSecurityEvent(services, c, { event: "sign_in.failed", email: account });
      throw new HttpError(STATUS.unauthenticated, "Incorrect e-mail or password.");
    }
    perPair.clear(pair);
    // Only this attempt is taken back: the address's and the account's other failures stand.
    perAddress.release(address);
    perAccount.release(account);
    const stored = user.password_hash;
    if (stored && needsRehash(stored)) {
      // Made with an older, cheaper cost: the password is at hand only now, so store today's hash of it. Once per
      // account; a full pool just leaves it for the next sign-in.
      await passwords.hash(password).then(
        (hash) => upgradePasswordHash(db, user.id, stored, hash),
        (error: unknown) => {
          if (!(error instanceof PasswordPoolFull)) throw error;
        },
      );
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
    if (wait > 0) throw tooManyRequests("Too many reset requests. Please wait and try again.", wait);
    resetRequests.fail(address, now);
    const account = email.trim().toLowerCase();
    recordSecurityEvent(services, c, { event: "password_reset.requested", email: account });
    // Answered before the account is even looked up: a request for an address with an account takes as long as one
    // for an address without, so the answer's timing says nothing about which addresses have one.
    services.mail.later(() => {
      const user = findUserByEmail(db, account);
      if (user && resetMails.retryAfter(account, now) === 0) {
        resetMails.fail(account, now);
        const token = issueUserToken(db, "reset", user.id, now);
        const origin = publicOrigin(services.publicUrl());
        const link = `${origin}/reset/${encodeURIComponent(token)}/${encodeURIComponent(lang)}`;
        const theme = services.settings.theme();
        const product = theme.product_name || "the console";
        const smtp = services.settings.smtp();
        services.mail
          .send(
            {
              to: [user.email],
              subject: `Reset your ${product} password`,
              text: [
                `Someone asked to reset the password of ${user.email}.`,
                "",
                "Set a new password here:",
                link,
                "",
                "The link is valid for 24 hours or until a new password is set. " +
                  "If you did not ask for this, ignore this e-mail.",
                "",
              ].join("\n"),
              link,
            },
            smtp,
          )
          .catch((error: unknown) =>
            services.log.error(`mail: the reset e-mail to ${user.email} could not be sent`, error),
          );
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
    // Whoever followed the link owns the mailbox: their own address is no longer held back for earlier typos.
    const email = userEmail(db, userId) ?? "";
    perPair.clear(pairKey(email.toLowerCase(), limitKey(clientAddress(c, trustProxy) ?? "")));
    return c.body(null, 204);
  });

  return api;
}

export { sessionRoutes };
