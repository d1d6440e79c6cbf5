import type { Database } from "better-sqlite3";
import type { SessionUser } from "../context.js";
import { perDatabase } from "../data/statements.js";
import { hashPassword } from "./passwords.js";
import { newToken, tokenHash } from "./tokens.js";

const DAY_MS = 86_400_000;
/** Sessions last as long as the console's session cookie (SPEC §9). */
const SESSION_TTL_MS = 30 * DAY_MS;
/**
 * A session nobody used for this long ends (issue 14): a token copied from an unattended browser stops working the
 * same day. Long enough for an operator's shift with the console left open in a tab.
 */
const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** `last_used_at` is written at most this often per session, not on every call. */
const TOUCH_EVERY_MS = 60_000;
/** A reset link works for 24 hours or until a new password is set (SPEC §8). */
const RESET_TTL_MS = DAY_MS;
const ACTIVATION_TTL_MS = 30 * DAY_MS;

type UserTokenKind = "reset" | "activation";

interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  status: number;
  creation_date: number;
  is_admin: number;
  built_in: number;
  groups: string;
}

const statements = perDatabase((db) => {
  const useResetToken = db.prepare<[string]>("DELETE FROM user_tokens WHERE token_hash = ? AND kind = 'reset'");
  const setPassword = db.prepare<[string, number]>("UPDATE users SET password_hash = ? WHERE id = ?");
  const forgetResets = db.prepare<[number]>("DELETE FROM user_tokens WHERE user_id = ? AND kind = 'reset'");
  const forgetSessions = db.prepare<[number]>("DELETE FROM sessions WHERE user_id = ?");
  const activate = db.prepare<[number]>("UPDATE users SET status = 1 WHERE id = ?");
  const forgetToken = db.prepare<[string]>("DELETE FROM user_tokens WHERE token_hash = ?");
  return {
    insertSession: db.prepare<[string, number, number, number, number, string | null]>(
      `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_used_at, created_from)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    sessionUser: db.prepare<
      [string, number, number],
      { id: number; email: string; is_admin: number; last_used_at: number }
    >(
      `SELECT u.id, u.email, u.is_admin, s.last_used_at FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_used_at > ? AND u.status = 1 AND u.is_admin = 1`,
    ),
    touchSession: db.prepare<[number, string]>("UPDATE sessions SET last_used_at = ? WHERE token_hash = ?"),
    deleteSession: db.prepare<[string]>("DELETE FROM sessions WHERE token_hash = ?"),
    insertToken: db.prepare<[string, UserTokenKind, number, number, number]>(
      "INSERT OR REPLACE INTO user_tokens (token_hash, kind, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
    ),
    tokenUser: db.prepare<[string, string, number], { user_id: number }>(
      "SELECT user_id FROM user_tokens WHERE token_hash = ? AND kind = ? AND expires_at > ?",
    ),
    byEmail: db.prepare<[string], UserRow>("SELECT * FROM users WHERE email = ?"),
    replaceHash: db.prepare<[string, number, string]>(
      "UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?",
    ),
    resetPassword: db.transaction((token: string, userId: number, hash: string): boolean => {
      // Checked again here: another request may have used the link while the hash was computed.
      if (useResetToken.run(tokenHash(token)).changes === 0) return false;
      setPassword.run(hash, userId);
      // Every other reset link of the account stops working, and so do its sessions.
      forgetResets.run(userId);
      forgetSessions.run(userId);
      return true;
    }),
    activate: db.transaction((userId: number, code: string) => {
      activate.run(userId);
      forgetToken.run(tokenHash(code));
    }),
  };
});

/** Starts a session: returns the token, of which only the hash is stored. */
/** Starts a session; `address` is the client's, kept so that an operator listing sessions can tell them apart. */
function createSession(db: Database, userId: number, now: number, address?: string): string {
  const token = newToken();
  statements(db).insertSession.run(tokenHash(token), userId, now, now + SESSION_TTL_MS, now, address ?? null);
  return token;
}

/**
 * The user behind a bearer token, when the session exists, has neither expired nor been idle too long, and the
 * account is an active administrator (an account demoted since it signed in loses its sessions' use at once).
 */
function sessionUser(db: Database, token: string, now: number): SessionUser | null {
  const hash = tokenHash(token);
  const row = statements(db).sessionUser.get(hash, now, now - SESSION_IDLE_MS);
  if (!row) return null;
  if (now - row.last_used_at >= TOUCH_EVERY_MS) statements(db).touchSession.run(now, hash);
  return { id: row.id, email: row.email, isAdmin: true };
}

/** Ends the session of this token (Sign Out); other sessions of the account go on. */
function endSession(db: Database, token: string): void {
  statements(db).deleteSession.run(tokenHash(token));
}

/** Issues a reset or activation token for a user; returns the token. `token` fixes it (tests and fixtures only). */
function issueUserToken(
  db: Database,
  kind: UserTokenKind,
  userId: number,
  now: number,
  options: { token?: string; expiresAt?: number } = {},
): string {
  const token = options.token ?? newToken();
  const ttl = kind === "reset" ? RESET_TTL_MS : ACTIVATION_TTL_MS;
  statements(db).insertToken.run(tokenHash(token), kind, userId, now, options.expiresAt ?? now + ttl);
  return token;
}

/** The user a still-valid token belongs to, or null. */
function userForToken(db: Database, kind: UserTokenKind, token: string, now: number): number | null {
  return statements(db).tokenUser.get(tokenHash(token), kind, now)?.user_id ?? null;
}

function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return statements(db).byEmail.get(email.trim().toLowerCase());
}

/**
 * Sets a new password with a reset link's token, once: false when the token has been used in the meantime. The
 * account's other reset links and all its sessions end with it.
 */
function resetPassword(db: Database, token: string, userId: number, hash: string): boolean {
  return statements(db).resetPassword(token, userId, hash);
}

/**
 * Stores a stronger hash of the same password, unless the password changed since `previous` was read (a reset that
 * finished meanwhile wins).
 */
function upgradePasswordHash(db: Database, userId: number, previous: string, hash: string): boolean {
  return statements(db).replaceHash.run(hash, userId, previous).changes === 1;
}

/** Activates the account an activation code belongs to, and uses the code up. */
function activateAccount(db: Database, userId: number, code: string): void {
  statements(db).activate(userId, code);
}

/**
 * Makes sure the built-in administrator exists. On first start it is created with the given password; later starts
 * keep the stored password (it may have been reset), so the environment only seeds it.
 */
async function ensureBuiltInAdmin(
  db: Database,
  email: string,
  password: string,
  now: number,
): Promise<{ id: number; created: boolean }> {
  const address = email.trim().toLowerCase();
  const builtIn = db.prepare<[], { id: number; email: string }>("SELECT id, email FROM users WHERE built_in = 1").get();
  if (builtIn) return { id: builtIn.id, created: false };
  const hash = await hashPassword(password);
  const existing = findUserByEmail(db, address);
  if (existing) {
    db.prepare(
      `UPDATE users SET built_in = 1, is_admin = 1, status = 1, password_hash = COALESCE(password_hash, ?)
       WHERE id = ?`,
    ).run(hash, existing.id);
    return { id: existing.id, created: false };
  }
  const taken = db.prepare<[], { id: number }>("SELECT id FROM users WHERE id = 1").get();
  const result = db
    .prepare(
      `INSERT INTO users (id, email, password_hash, status, creation_date, is_admin, built_in)
       VALUES (?, ?, ?, 1, ?, 1, 1)`,
    )
    .run(taken ? null : 1, address, hash, Math.floor(now / 1000));
  return { id: Number(result.lastInsertRowid), created: true };
}

export {
  SESSION_IDLE_MS,
  activateAccount,
  createSession,
  endSession,
  ensureBuiltInAdmin,
  findUserByEmail,
  issueUserToken,
  resetPassword,
  sessionUser,
  upgradePasswordHash,
  userForToken,
};
export type { UserRow };
