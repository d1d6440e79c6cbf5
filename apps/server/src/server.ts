import { existsSync, mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import Database from "better-sqlite3";
import { createApp } from "./app.js";
import { ensureBuiltInAdmin } from "./auth/accounts.js";
import { consoleLogger, systemClock } from "./context.js";
import type { Clock, Logger } from "./context.js";
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
  informationModelLimit?: number;
  clock?: Clock;
  log?: Logger;
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

async function startServer(config: ServerConfig): Promise<RunningServer> {
  const clock = config.clock ?? systemClock;
  const log = config.log ?? consoleLogger;
  if (config.dbPath !== ":memory:") mkdirSync(dirname(resolve(config.dbPath)), { recursive: true });
  const db = new Database(config.dbPath);
  const files = new FileStore(config.dataDir);
  const mail = createMailer({ dir: config.mailDir, log: (line) => log.info(line) });
  const staticServed = config.staticDir !== null && existsSync(join(config.staticDir, "index.html"));
  const app = createApp({
    db,
    clock,
    mail,
    files,
    log,
    staticDir: staticServed ? config.staticDir : null,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    ...(config.informationModelLimit ? { informationModelLimit: config.informationModelLimit } : {}),
  });
  const now = clock.now();
  const admin = await ensureBuiltInAdmin(db, config.adminEmail, config.adminPassword, now);
  const seeded = seedDatabase(db, files, new Settings(db), { kind: config.seed, now });

  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolveServer(started));
    started.once("error", reject);
  });
  const address = server.address() as AddressInfo;
  const port = address.port;

  let closing: Promise<void> | undefined;
  const close = (timeoutMs = 10_000) => {
    closing ??= new Promise<void>((resolveClose) => {
      const finish = () => {
        if (db.open) db.close();
        resolveClose();
      };
      const force = setTimeout(() => {
        log.error(`shutdown: requests still open after ${timeoutMs} ms; closing anyway`);
        if ("closeAllConnections" in server && typeof server.closeAllConnections === "function") server.closeAllConnections();
        finish();
      }, timeoutMs);
      force.unref();
      server.close(() => {
        void mail.idle().finally(() => {
          clearTimeout(force);
          finish();
        });
      });
      if ("closeIdleConnections" in server && typeof server.closeIdleConnections === "function") server.closeIdleConnections();
    });
    return closing;
  };

  return { url: `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`, port, adminCreated: admin.created, seeded, staticServed, close };
}

export { startServer };
export type { RunningServer, ServerConfig };
