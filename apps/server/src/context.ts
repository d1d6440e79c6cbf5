import type { Database } from "better-sqlite3";
import type { FileStore } from "./files/file-store.js";
import type { PasswordPool } from "./auth/passwords.js";
import type { Mailer } from "./mail/mailer.js";
import type { Settings } from "./db/settings.js";
import type { SecurityRecord } from "./http/security-events.js";
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

const consoleLogger: Logger = {
  info: (message) => console.info(message),
  error: (message, error) => console.error(message, error ?? ""),
};

export { consoleLogger, systemClock };
export type { AppEnv, Clock, Logger, Services, SessionUser };
