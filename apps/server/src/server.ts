import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import Database from "better-sqlite3";
import { DEMO_ADMIN_PASSWORD } from "@org/api-client";
import { isCommonPassword } from "@org/api-client/common-passwords";
import { createApp, setSecurityHeaders } from "./app.js";
import { ensureBuiltInAdmin } from "./auth/accounts.js";
import { verifyPassword } from "./auth/passwords.js";
import { consoleLogger, singleLineLogger, systemClock } from "./context.js";
import type { Clock, Logger } from "./context.js";
import { CLEANUP_EVERY_MS, cleanUp } from "./db/cleanup.js";
import { Settings } from "./db/settings.js";
import { FileStore } from "./files/file-store.js";
import { createMailer } from "./mail/mailer.js";
import { seedDatabase } from "./seed/seed.js";
import type { SeedKind, SeedSummary } from "./seed/seed.js";

interface ServerConfig {
  port: number;
  host: string;
  /** The SQLite file (`:memory:` works too). */
  dbPath: string;
  /** Uploaded and generated files. */
  dataDir: string;
  mailDir: string;
  adminEmail: string;
  adminPassword: string;
  seed: SeedKind;
  /** The built console; not served when it has no index.html. */
  staticDir: string | null;
  publicUrl?: string;
  /** Host names the server answers for besides localhost, IP addresses and `publicUrl`'s (CONSOLE_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  informationModelLimit?: number;
  /** Proxies in front that append to X-Forwarded-For; 0 or absent ignores the header. */
  trustProxy?: number;
  /** The ports an SMTP server may be saved with (CONSOLE_SMTP_PORTS); absent: 25, 465, 587 and 2525. */
  smtpPorts?: readonly number[] | "any";
  /** CONSOLE_STRICT_SPEC=1: see AppOptions.strictSpec. */
  strictSpec?: boolean;
  clock?: Clock;
  log?: Logger;
  /** How long e-mail work queued after an answer waits, ms (see MailerOptions.laterDelayMs); tests shorten it. */
  mailDelayMs?: () => number;
}

interface RunningServer {
  url: string;
  port: number;
  adminCreated: boolean;
  seeded: SeedSummary;
  staticServed: boolean;
  /**
   * Stops gracefully: refuses new connections, lets requests in flight finish (each write is one transaction, so none
   * is left half done), waits for mail being sent, then closes the database. Forces the close after `timeoutMs`.
   */
  close(timeoutMs?: number): Promise<void>;
}

/** An address only this machine can reach: the demo's defaults (password, printed links) are safe there only. */
function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  return name === "localhost" || name === "::1" || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/**
 * Whether a request's Host names this server: localhost, an IP address, the public URL's host name or one the operator
 * allowed. Any other name is refused, so that a web page whose own name an attacker points at this machine (DNS
 * rebinding) cannot use the console from the visitor's browser: its requests carry the attacker's host name.
 */
function hostFilter(config: Pick<ServerConfig, "publicUrl" | "allowedHosts">): (request: Request) => boolean {
  const names = new Set(
    [
      "localhost",
      ...(config.publicUrl ? [new URL(config.publicUrl).hostname] : []),
      ...(config.allowedHosts ?? []),
    ].map((name) => name.trim().toLowerCase()),
  );
  return (request) => {
    const hostname = new URL(request.url).hostname.toLowerCase();
    const isAddress = /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[");
    return isAddress || names.has(hostname);
  };
}

/** Whether the built-in administrator's password is `password` (one scrypt check at start-up). */
async function builtInAdminHasPassword(db: Database.Database, password: string): Promise<boolean> {
  const row = db
    .prepare<[], { password_hash: string | null }>("SELECT password_hash FROM users WHERE built_in = 1")
    .get();
  return verifyPassword(password, row?.password_hash);
}

async function startServer(config: ServerConfig): Promise<RunningServer> {
  const clock = config.clock ?? systemClock;
  const log = singleLineLogger(config.log ?? consoleLogger);
  if (config.dbPath !== ":memory:") {
    mkdirSync(dirname(resolve(config.dbPath)), { recursive: true });
    // The database holds the SMTP password and live tokens, so a new one is created readable by this user only
    // (issue 14); SQLite gives its -wal and -shm files the database file's mode. An existing file keeps the mode
    // its operator chose.
    if (!existsSync(config.dbPath)) closeSync(openSync(config.dbPath, "wx", 0o600));
  }
  const db = new Database(config.dbPath);
  const files = new FileStore(config.dataDir);
  // Only this machine can reach it: bound to loopback, and no proxy in front (which a same-host reverse proxy is, or a
  // public URL that is not this machine's own, or host names it is reached under besides localhost).
  const local =
    isLoopback(config.host) &&
    !config.trustProxy &&
    (config.publicUrl === undefined || isLoopback(new URL(config.publicUrl).hostname)) &&
    (config.allowedHosts ?? []).length === 0;
  const proxied = isLoopback(config.host) ? " behind a proxy, a public URL or allowed host names" : "";
  const mail = createMailer({
    dir: config.mailDir,
    log: (line) => log.info(line),
    printLinks: local,
    ...(config.mailDelayMs ? { laterDelayMs: config.mailDelayMs } : {}),
  });
  let listeningPort = config.port;
  const staticServed = config.staticDir !== null && existsSync(join(config.staticDir, "index.html"));
  const app = createApp({
    db,
    clock,
    mail,
    files,
    log,
    staticDir: staticServed ? config.staticDir : null,
    // Links in e-mails: the configured public URL, or this server's own local address once it listens (port 0 picks
    // a free port). Never the request's Host.
    publicUrl: () => config.publicUrl ?? `http://localhost:${listeningPort}`,
    ...(config.informationModelLimit ? { informationModelLimit: config.informationModelLimit } : {}),
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    ...(config.smtpPorts ? { smtpPorts: config.smtpPorts } : {}),
    ...(config.strictSpec ? { strictSpec: true } : {}),
  });
  // Checked before the administrator is created with it, so that a refused start leaves no such password behind. The
  // demo password is common too; it has its own check and message below.
  if (!local && config.adminPassword !== DEMO_ADMIN_PASSWORD && isCommonPassword(config.adminPassword)) {
    db.close();
    throw new Error(
      `Refusing to listen on ${config.host}${proxied}: CONSOLE_ADMIN_PASSWORD is one of the most common passwords, ` +
        "which are guessed first. Choose a password of your own, or listen on loopback (HOST=127.0.0.1) with no " +
        "proxy in front.",
    );
  }
  const now = clock.now();
  const admin = await ensureBuiltInAdmin(db, config.adminEmail, config.adminPassword, now);
  if (!local && (await builtInAdminHasPassword(db, DEMO_ADMIN_PASSWORD))) {
    db.close();
    throw new Error(
      `Refusing to listen on ${config.host}${proxied}: the administrator still has the demo password, which the ` +
        "README prints. Change it (Users, or CONSOLE_ADMIN_PASSWORD on a first start), or listen on loopback " +
        "(HOST=127.0.0.1) with no proxy in front.",
    );
  }
  const seeded = seedDatabase(db, files, new Settings(db), { kind: config.seed, now });
  const sweep = () => {
    try {
      cleanUp({ db, files }, clock.now());
    } catch (error) {
      // A failed sweep is retried on the next tick; it must not take the server down.
      log.error("cleanup failed", error);
    }
  };
  sweep();

  const knownHost = hostFilter(config);
  const refuse = (status: number, text: string) => {
    const answer = new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    setSecurityHeaders(answer.headers);
    return answer;
  };
  // The bindings carry the socket, which the limits read the client's address from.
  const fetch = (request: Request, bindings: Parameters<typeof app.fetch>[1]) => {
    let known: boolean;
    try {
      known = knownHost(request);
    } catch {
      // A Host that is no host name at all (`xn--a`, invalid punycode): the request's URL cannot even be read.
      const from = (bindings as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
      const host = (request.headers.get("host") ?? "").slice(0, 100);
      log.info(
        `http: refused a request with an invalid Host header ${JSON.stringify(host)} from ${from?.remoteAddress}`,
      );
      return refuse(400, "The Host header is not a valid host name.\n");
    }
    return known
      ? app.fetch(request, bindings)
      : refuse(421, "This server does not answer for that host name (CONSOLE_ALLOWED_HOSTS).\n");
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const started = serve({ fetch, port: config.port, hostname: config.host }, () => resolveServer(started));
    started.once("error", reject);
  });
  const address = server.address() as AddressInfo;
  const port = address.port;
  listeningPort = port;
  const sweeper = setInterval(sweep, CLEANUP_EVERY_MS);
  // The sweep alone must not keep the process alive.
  sweeper.unref();

  let closing: Promise<void> | undefined;
  const close = (timeoutMs = 10_000) => {
    closing ??= new Promise<void>((resolveClose) => {
      clearInterval(sweeper);
      const finish = () => {
        if (db.open) db.close();
        resolveClose();
      };
      const force = setTimeout(() => {
        log.error(`shutdown: requests still open after ${timeoutMs} ms; closing anyway`);
        if ("closeAllConnections" in server && typeof server.closeAllConnections === "function")
          server.closeAllConnections();
        finish();
      }, timeoutMs);
      force.unref();
      server.close(() => {
        void mail.idle().finally(() => {
          clearTimeout(force);
          finish();
        });
      });
      if ("closeIdleConnections" in server && typeof server.closeIdleConnections === "function")
        server.closeIdleConnections();
    });
    return closing;
  };

  return {
    url: `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`,
    port,
    adminCreated: admin.created,
    seeded,
    staticServed,
    close,
  };
}

export { startServer };
export type { RunningServer, ServerConfig };
