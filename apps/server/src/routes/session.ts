import type { Hono } from "hono";
import { MESSAGES, STATUS, passwordResetRequestSchema, setPasswordRequestSchema, signInRequestSchema } from "@org/api-client";
import { createSession, findUserByEmail, issueUserToken, userForToken } from "../auth/accounts.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import { FailureLimiter } from "../auth/rate-limit.js";
import { tokenHash } from "../auth/tokens.js";
import type { AppEnv, Services } from "../context.js";
import { HttpError, jsonBody, parseWith } from "../http/errors.js";
import { publicOrigin, remoteAddress } from "../http/request-info.js";

const WINDOW_MS = 15 * 60_000;

function registerSessionRoutes(api: Hono<AppEnv>, services: Services): void {
  const { db, clock } = services;
  // Per account: 5 failures in 15 minutes. Per address: 30, so one client cannot try many accounts either.
  const perAccount = new FailureLimiter(5, WINDOW_MS);
  const perAddress = new FailureLimiter(30, WINDOW_MS);
  // Reset e-mails: at most 5 per address per hour, silently, so nobody can flood an inbox.
  const resetMails = new FailureLimiter(5, 60 * 60_000);

  function refuseWhenLimited(account: string, address: string | undefined, now: number): void {
    const wait = Math.max(perAccount.retryAfter(account, now), address ? perAddress.retryAfter(address, now) : 0);
    if (wait > 0) {
      throw new HttpError(STATUS.tooManyRequests, "Too many failed sign-ins. Please wait and try again.", { retryAfter: Math.ceil(wait / 1000) }, {
        "Retry-After": String(Math.ceil(wait / 1000)),
      });
    }
  }

  api.post("/session", async (c) => {
    const { email, password } = parseWith(signInRequestSchema, await jsonBody(c));
    const account = email.trim().toLowerCase();
    const address = remoteAddress(c);
    refuseWhenLimited(account, address, clock.now());
    // Counted before the (slow) password check, so parallel attempts cannot slip past the limit; a success clears it.
    perAccount.fail(account, clock.now());
    const user = findUserByEmail(db, account);
    const ok = await verifyPassword(password, user?.password_hash);
    if (!user || !ok || user.status !== 1 || user.is_admin !== 1) {
      if (address) perAddress.fail(address, clock.now());
      throw new HttpError(STATUS.unauthenticated, "Incorrect e-mail or password.");
    }
    const now = clock.now();
    perAccount.reset(account);
    const token = createSession(db, user.id, now);
    return c.json({ token, id: String(user.id) });
  });

  api.get("/admin", (c) => c.body(null, 204));

  api.post("/reset", async (c) => {
    const { email, lang } = parseWith(passwordResetRequestSchema, await jsonBody(c));
    const now = clock.now();
    const account = email.trim().toLowerCase();
    const user = findUserByEmail(db, account);
    // The answer is the same whether or not the address has an account.
    if (user && resetMails.retryAfter(account, now) === 0) {
      resetMails.fail(account, now);
      const token = issueUserToken(db, "reset", user.id, now);
      const link = `${publicOrigin(c, services.publicUrl)}/reset/${encodeURIComponent(token)}/${encodeURIComponent(lang)}`;
      const theme = services.settings.theme();
      const product = theme.product_name || "the console";
      const smtp = services.settings.smtp();
      services.mail
        .send(
          {
            to: [user.email],
            subject: `Reset your ${product} password`,
            text: `Someone asked to reset the password of ${user.email}.\n\nSet a new password here:\n${link}\n\nThe link is valid for 24 hours or until a new password is set. If you did not ask for this, ignore this e-mail.\n`,
            link,
          },
          smtp,
        )
        .catch((error: unknown) => services.log.error(`mail: the reset e-mail to ${user.email} could not be sent`, error));
    }
    return c.body(null, 204);
  });

  api.put("/reset", async (c) => {
    const { new_password, reset_token } = parseWith(setPasswordRequestSchema, await jsonBody(c));
    const now = clock.now();
    const userId = userForToken(db, "reset", reset_token, now);
    if (userId === null) throw new HttpError(STATUS.badRequest, MESSAGES.resetLinkExpired, { field: "reset_token" });
    const hash = await hashPassword(new_password);
    db.transaction(() => {
      // Check again inside the transaction: another request may have used the link while the hash was computed.
      const still = db.prepare("DELETE FROM user_tokens WHERE token_hash = ? AND kind = 'reset'").run(tokenHash(reset_token));
      if (still.changes === 0) throw new HttpError(STATUS.badRequest, MESSAGES.resetLinkExpired, { field: "reset_token" });
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(hash, userId);
      // Every other reset link of the account stops working, and so do its sessions.
      db.prepare("DELETE FROM user_tokens WHERE user_id = ? AND kind = 'reset'").run(userId);
      db.prepare("DELETE FROM sessions WHERE user_id = ?").run(userId);
    })();
    perAccount.reset(String(db.prepare<[number], { email: string }>("SELECT email FROM users WHERE id = ?").get(userId)?.email ?? ""));
    return c.body(null, 204);
  });
}

export { registerSessionRoutes };
