import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from "@org/api-client";
import type { SeedKind } from "./seed/seed.js";
import { startServer } from "./server.js";

const here = dirname(fileURLToPath(import.meta.url));

function seedKind(value: string | undefined): SeedKind {
  const kind = (value ?? "demo").trim().toLowerCase();
  if (kind === "demo" || kind === "none" || kind === "large") return kind;
  throw new Error(`CONSOLE_SEED must be demo, none or large (it is "${value}").`);
}

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number (it is "${env.PORT}").`);
  const dbPath = resolve(env.CONSOLE_DB ?? ".data/console.db");
  const adminEmail = (env.CONSOLE_ADMIN_EMAIL ?? BUILT_IN_ADMIN_EMAIL).trim().toLowerCase();
  const adminPassword = env.CONSOLE_ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD;
  const config = {
    port,
    host: env.HOST ?? "0.0.0.0",
    dbPath,
    dataDir: resolve(env.CONSOLE_DATA_DIR ?? join(dirname(dbPath), "files")),
    mailDir: resolve(env.CONSOLE_MAIL_DIR ?? ".data/mail"),
    adminEmail,
    adminPassword,
    seed: seedKind(env.CONSOLE_SEED),
    staticDir: resolve(env.CONSOLE_STATIC_DIR ?? resolve(here, "../../console/dist")),
    ...(env.CONSOLE_PUBLIC_URL ? { publicUrl: env.CONSOLE_PUBLIC_URL } : {}),
    ...(env.CONSOLE_INFORMATION_MODEL_LIMIT ? { informationModelLimit: Number(env.CONSOLE_INFORMATION_MODEL_LIMIT) } : {}),
  };
  const server = await startServer(config);
  const url = `http://localhost:${server.port}`;
  const { seeded } = server;
  if (seeded.ms > 0) console.info(`seed: ${seeded.kind}: ${seeded.devices} devices, ${seeded.users} users, ${seeded.logs} log rows in ${(seeded.ms / 1000).toFixed(1)} s`);
  console.info(`Console server listening on ${url}`);
  console.info(`  database  ${config.dbPath}`);
  console.info(`  files     ${config.dataDir}`);
  console.info(`  mail      ${config.mailDir} (.eml files, until an SMTP server is set in Theme > Email)`);
  if (!server.staticServed) console.info(`  console   not built (${config.staticDir}); only /api:1 is served. Build it with npm run build.`);
  console.info(`Sign in at ${url}/login as ${adminEmail} with password ${server.adminCreated ? adminPassword : "(as set before; unchanged)"}`);
  if (seeded.activationCode) console.info(`  a waiting account can be confirmed at ${url}/confirmation/${seeded.activationCode}/en`);

  const stop = (signal: string) => {
    console.info(`${signal}: finishing open requests, then closing the database`);
    void server.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
