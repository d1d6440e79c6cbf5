import type { Database } from "better-sqlite3";
import { SESSION_IDLE_MS } from "./accounts.js";

/** How many hex digits of a session's token hash name it: enough to be unique, useless as a credential. */
const SESSION_ID_LENGTH = 12;

interface SessionSummary {
  /** The start of the SHA-256 of the token: it names the session without revealing or reproducing the token. */
  id: string;
  email: string;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
  /** The client address that signed in, when it was known. */
  createdFrom: string | null;
}

/** Which sessions to end: one by its id, all of one account, or all. */
type SessionSelector = { id: string } | { email: string } | { all: true };

/** The sessions that still work at `now` (neither expired nor idle too long), most recently used first. */
function listSessions(db: Database, now: number): SessionSummary[] {
  return db
    .prepare<[number, number, number], SessionSummary>(
      `SELECT substr(s.token_hash, 1, ?) AS id, u.email, s.created_at AS createdAt, s.last_used_at AS lastUsedAt,
              s.expires_at AS expiresAt, s.created_from AS createdFrom
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.expires_at > ? AND s.last_used_at > ?
       ORDER BY s.last_used_at DESC`,
    )
    .all(SESSION_ID_LENGTH, now, now - SESSION_IDLE_MS);
}

/** Ends the selected sessions at once: their tokens stop working on the next call. Returns how many ended. */
function endSessions(db: Database, selector: SessionSelector): number {
  if ("all" in selector) return db.prepare("DELETE FROM sessions").run().changes;
  if ("email" in selector) {
    const sql = "DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE email = ?)";
    return db.prepare<[string]>(sql).run(selector.email.trim()).changes;
  }
  // A whole id only: a shorter prefix could end sessions nobody meant.
  if (!new RegExp(`^[0-9a-f]{${SESSION_ID_LENGTH}}$`).test(selector.id)) return 0;
  const sql = "DELETE FROM sessions WHERE substr(token_hash, 1, ?) = ?";
  return db.prepare<[number, string]>(sql).run(SESSION_ID_LENGTH, selector.id).changes;
}

export { SESSION_ID_LENGTH, endSessions, listSessions };
export type { SessionSelector };
