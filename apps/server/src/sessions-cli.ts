import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import type { Database as Db } from "better-sqlite3";
import { endSessions, listSessions } from "./auth/sessions.js";
import type { SessionSelector } from "./auth/sessions.js";
import { configure, migrate } from "./db/migrations.js";

const USAGE = [
  "Usage: npm run sessions -w @org/server -- <command>",
  "",
  "  list                 the sessions that still work: id, account, address, created, last used",
  "  end <id>             ends one session (its id from list)",
  "  end --user <email>   ends every session of one account",
  "  end --all            ends every session: everyone signs in again",
  "",
  "The database is CONSOLE_DB (default .data/console.db), as for npm start; the server may keep running.",
].join("\n");

const time = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, "Z");

/** What `end` was asked to end, or null when the arguments say nothing sensible. */
function selectorOf(args: readonly string[]): SessionSelector | null {
  const [first, second, ...rest] = args;
  if (rest.length > 0) return null;
  if (first === "--all" && second === undefined) return { all: true };
  if (first === "--user" && second) return { email: second };
  if (first && !first.startsWith("-") && second === undefined) return { id: first };
  return null;
}

/**
 * Runs one command against an open database and prints its answer; returns the exit code. Separate from the process
 * so tests can run it against their own database.
 */
function runSessionsCommand(args: readonly string[], db: Db, now: number, print: (line: string) => void): number {
  const [command, ...rest] = args;
  if (command === "list" && rest.length === 0) {
    const sessions = listSessions(db, now);
    if (sessions.length === 0) print("No session works at the moment.");
    for (const session of sessions) {
      const from = session.createdFrom ?? "unknown address";
      print(
        `${session.id}  ${session.email}  from ${from}  created ${time(session.createdAt)}  ` +
          `last used ${time(session.lastUsedAt)}  ends ${time(session.expiresAt)}`,
      );
    }
    return 0;
  }
  const selector = command === "end" ? selectorOf(rest) : null;
  if (!selector) {
    print(USAGE);
    return 2;
  }
  const ended = endSessions(db, selector);
  print(ended === 1 ? "Ended 1 session." : `Ended ${ended} sessions.`);
  // Asked for one session by id and there was none: say so through the exit code too.
  return ended === 0 && "id" in selector ? 1 : 0;
}

function main(): void {
  const db = new Database(resolve(process.env.CONSOLE_DB ?? ".data/console.db"), { fileMustExist: true });
  try {
    configure(db);
    migrate(db);
    process.exitCode = runSessionsCommand(process.argv.slice(2), db, Date.now(), (line) => console.info(line));
  } finally {
    db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();

export { runSessionsCommand };
