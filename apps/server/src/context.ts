import type { Database } from "better-sqlite3";
import type { FileStore } from "./files/file-store.js";
import type { PasswordPool } from "./auth/passwords.js";
import type { Mailer } from "./mail/mailer.js";
import type { Settings } from "./db/settings.js";
import type { SecurityRecord } from "./http/security-record.js";
import type { UrlSigner } from "./http/signed-urls.js";

/** The server's clock, ms since the epoch. Tests pass a fixed one. */
interface Clock {
  now(): number;
}

interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
  /** A security event; without it, the event is one JSON line through `info` (`{"log":"security",…}`). */
  security?(record: SecurityRecord): void;
}

/** The signed-in user a request acts as. */
interface SessionUser {
  id: number;
  email: string;
  isAdmin: boolean;
}

interface AppEnv {
  Variables: {
    user: SessionUser;
    /** Strict mode only: refuses a body whose field names the documented call does not name. */
    checkBodyFields?: (names: readonly string[]) => void;
  };
}

/** Everything a route needs, built once by createApp. */
interface Services {
  db: Database;
  clock: Clock;
  mail: Mailer;
  files: FileStore;
  settings: Settings;
  signer: UrlSigner;
  log: Logger;
  /** How many information models the plan allows. */
  informationModelLimit: number;
  /** How many proxies in front append to X-Forwarded-For; 0 trusts none (see clientAddress). */
  trustProxy: number;
  /** Every scrypt run a request makes goes through it. */
  passwords: PasswordPool;
  /** Whether an SMTP server may be used on this port (see AppOptions.smtpPorts). */
  smtpPortAllowed(port: number): boolean;
  /** The console's public origin for links in e-mails (configured, or the server's own local address). */
  publicUrl: () => string;
}

const systemClock: Clock = { now: () => Date.now() };

/** Control characters, and the two that some viewers break lines at, as escapes. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * A text as one log line: every control character escaped (`\n`, `\u001b`), so that text a client or an operator
 * chose (an e-mail address, a product name in a mail's subject) can neither forge a line nor colour a terminal.
 * Escaping twice changes nothing more.
 */
function oneLine(text: string): string {
  return text.replace(
    CONTROL_CHARACTERS,
    (character) => ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** An error as one line: its stack (or its text), escaped. */
function errorLine(error: unknown): string {
  return oneLine(error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error));
}

/** The logger `logger` with every message one line (see oneLine); the server wraps whatever logger it is given. */
function singleLineLogger(logger: Logger): Logger {
  return {
    info: (message) => logger.info(oneLine(message)),
    error: (message, error) => logger.error(oneLine(message), error),
    ...(logger.security ? { security: logger.security.bind(logger) } : {}),
  };
}

const consoleLogger: Logger = singleLineLogger({
  info: (message) => console.info(message),
  // The error on the same line: a stack trace is many lines, and a log reader would take each for a record.
  error: (message, error) => console.error(error === undefined ? message : `${message} ${errorLine(error)}`),
});

export { consoleLogger, singleLineLogger, systemClock };
export type { AppEnv, Clock, Logger, Services, SessionUser };
