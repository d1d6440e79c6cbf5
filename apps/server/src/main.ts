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

/** CONSOLE_PUBLIC_URL: the origin e-mailed links point at, http(s) only (https behind a TLS proxy). */
function publicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `CONSOLE_PUBLIC_URL must be an absolute URL such as https://console.example.com (it is "${value}").`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`CONSOLE_PUBLIC_URL must be http or https (it is "${value}").`);
  return url.origin + url.pathname.replace(/\/+$/, "");
}

/** CONSOLE_TRUST_PROXY: how many proxies in front append to X-Forwarded-For; unset or 0 ignores the header. */
function trustProxy(value: string): number {
  const hops = Number(value.trim());
  if (!Number.isInteger(hops) || hops < 0 || value.trim() === "") {
    throw new Error(`CONSOLE_TRUST_PROXY must be the number of proxies in front, such as 1 (it is "${value}").`);
  }
  return hops;
}

/** CONSOLE_SMTP_PORTS: `any`, or the comma-separated ports an SMTP server may be saved with. */
function smtpPorts(value: string): readonly number[] | "any" {
  if (value.trim().toLowerCase() === "any") return "any";
  const ports = value.split(",").map((entry) => Number(entry.trim()));
  if (ports.length === 0 || ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65_535)) {
    throw new Error(`CONSOLE_SMTP_PORTS must be "any" or ports such as 25,465,587 (it is "${value}").`);
  }
  return ports;
}

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number (it is "${env.PORT}").`);
  const dbPath = resolve(env.CONSOLE_DB ?? ".data/console.db");
  const adminEmail = (env.CONSOLE_ADMIN_EMAIL ?? BUILT_IN_ADMIN_EMAIL).trim().toLowerCase();
  const adminPassword = env.CONSOLE_ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD;
  const config = {
    port,
    // Loopback unless HOST says otherwise: `npm start` with the demo password must not be reachable from a network.
    host: env.HOST ?? "127.0.0.1",
    dbPath,
    dataDir: resolve(env.CONSOLE_DATA_DIR ?? join(dirname(dbPath), "files")),
    mailDir: resolve(env.CONSOLE_MAIL_DIR ?? ".data/mail"),
    adminEmail,
    adminPassword,
    seed: seedKind(env.CONSOLE_SEED),
    staticDir: resolve(env.CONSOLE_STATIC_DIR ?? resolve(here, "../../console/dist")),
    ...(env.CONSOLE_PUBLIC_URL ? { publicUrl: publicUrl(env.CONSOLE_PUBLIC_URL) } : {}),
    ...(env.CONSOLE_INFORMATION_MODEL_LIMIT
      ? { informationModelLimit: Number(env.CONSOLE_INFORMATION_MODEL_LIMIT) }
      : {}),
    ...(env.CONSOLE_TRUST_PROXY ? { trustProxy: trustProxy(env.CONSOLE_TRUST_PROXY) } : {}),
    ...(env.CONSOLE_STRICT_SPEC === "1" ? { strictSpec: true } : {}),
    ...(env.CONSOLE_SMTP_PORTS ? { smtpPorts: smtpPorts(env.CONSOLE_SMTP_PORTS) } : {}),
    ...(env.CONSOLE_ALLOWED_HOSTS
      ? {
          allowedHosts: env.CONSOLE_ALLOWED_HOSTS.split(",")
            .map((name) => name.trim())
            .filter(Boolean),
        }
      : {}),
  };
  const server = await startServer(config);
  const url = `http://localhost:${server.port}`;
  const { seeded } = server;
  if (seeded.ms > 0) {
    const counts = `${seeded.devices} devices, ${seeded.users} users, ${seeded.logs} log rows`;
    console.info(`seed: ${seeded.kind}: ${counts} in ${(seeded.ms / 1000).toFixed(1)} s`);
  }
  console.info(`Console server listening on ${url}`);
  console.info(`  database  ${config.dbPath}`);
  console.info(`  files     ${config.dataDir}`);
  console.info(`  mail      ${config.mailDir} (.eml files, until an SMTP server is set in Theme > Email)`);
  console.info(`  links     ${config.publicUrl ?? url} (set CONSOLE_PUBLIC_URL for a public address)`);
  if (config.strictSpec) console.info("  strict    only what the documented API names is accepted and answered");
  if (!server.staticServed)
    console.info(`  console   not built (${config.staticDir}); only /api:1 is served. Build it with npm run build.`);
  // The demo password is in the README anyway; a password the operator chose never goes to a log.
  const shownPassword = !server.adminCreated
    ? "(as set before; unchanged)"
    : adminPassword === DEMO_ADMIN_PASSWORD
      ? adminPassword
      : "(from CONSOLE_ADMIN_PASSWORD)";
  console.info(`Sign in at ${url}/login as ${adminEmail} with password ${shownPassword}`);
  if (seeded.activationCode)
    console.info(`  a waiting account can be confirmed at ${url}/confirmation/${seeded.activationCode}/en`);

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
