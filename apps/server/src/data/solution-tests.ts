import type { Database } from "better-sqlite3";
import { perDatabase } from "./statements.js";

const statements = perDatabase((db) => ({
  insert: db.prepare<[string, string, string, number]>(
    "INSERT INTO solution_tests (account, recipients, result, created_at) VALUES (?, ?, ?, ?)",
  ),
}));

/** Keeps a solution test's result: the account it signed in as, where it mailed, and what each check found. */
function recordSolutionTest(db: Database, account: string, recipients: readonly string[], checks: object, now: number) {
  statements(db).insert.run(account, recipients.join(","), JSON.stringify(checks), now);
}

export { recordSolutionTest };
