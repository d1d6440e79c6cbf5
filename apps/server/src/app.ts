import type { Database } from "better-sqlite3";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Context, MiddlewareHandler } from "hono";
import { API_BASE_PATH, DEFAULT_INFORMATION_MODEL_LIMIT, MESSAGES, STATUS } from "@org/api-client";
import { sessionUser } from "./auth/accounts.js";
import { PasswordPool, PasswordPoolFull } from "./auth/passwords.js";
import { consoleLogger, singleLineLogger, systemClock } from "./context.js";
import type { AppEnv, Clock, Logger, Services } from "./context.js";
import { configure, migrate } from "./db/migrations.js";
import { Settings } from "./db/settings.js";
import type { FileStore } from "./files/file-store.js";
import { hasOwnBodyLimit, isPublicCall } from "./http/call-table.js";
import { compressAnswers } from "./http/compress-answers.js";
import { HttpError } from "./http/errors.js";
import { UrlSigner } from "./http/signed-urls.js";
import { tooLarge } from "./http/limits.js";
import { bearerToken, callPath, clientAddress, limitKey } from "./http/request-info.js";
import { recordSecurityEvent } from "./http/security-events.js";
import { staticApp } from "./http/static-files.js";
import { DEFAULT_SMTP_PORTS } from "./mail/mailer.js";
import { strictSpecAnswers, strictSpecRequests } from "./http/strict-spec.js";
import type { Mailer } from "./mail/mailer.js";
import { deviceRoutes } from "./routes/devices.js";
import { exportRoutes } from "./routes/export.js";
import { fileRoutes } from "./routes/files.js";
import { firmwareRoutes } from "./routes/firmware.js";
import { imageRoutes } from "./routes/images.js";
import { informationModelRoutes } from "./routes/information-models.js";
import { legalRoutes } from "./routes/legal.js";
import { ruleRoutes } from "./routes/rules.js";
import { serviceConfigRoutes } from "./routes/service-config.js";
import { sessionRoutes } from "./routes/session.js";
import { solutionTestRoutes } from "./routes/solution-test.js";
import { themeRoutes } from "./routes/theme.js";
import { timelineRoutes } from "./routes/timeline.js";
import { userRoutes } from "./routes/users.js";

interface AppOptions {
  /** An open better-sqlite3 database; migrations run on it before the app is returned. */
  db: Database;
  clock?: Clock;
  mail: Mailer;
  files: FileStore;
  log?: Logger;
  /** How many information models the plan allows (default DEFAULT_INFORMATION_MODEL_LIMIT, 10, as in the fake). */
  informationModelLimit?: number;
  /** The built host app (apps/console/dist) to serve with SPA fallback; nothing is served when absent. */
  staticDir?: string | null;
  /** Proxies in front that append to X-Forwarded-For (CONSOLE_TRUST_PROXY); default 0, the header is ignored. */
  trustProxy?: number;
  /** Bounds scrypt runs; default 4 at once and 16 waiting. Tests pass a tiny one. */
  passwordPool?: PasswordPool;
  /**
   * The console's public origin for links in e-mails, e.g. `https://console.example.com`; a function when it is known
   * only once the server listens. Never taken from the request. Default: `http://localhost:8080`.
   */
  publicUrl?: string | (() => string);
  /** The ports an SMTP server may be saved with (CONSOLE_SMTP_PORTS); default 25, 465, 587 and 2525. */
  smtpPorts?: readonly number[] | "any";
  /**
   * Behave like the narrowest backend that speaks the documented API (CONSOLE_STRICT_SPEC=1): refuse query
   * parameters and body fields it does not name, and answer none of this server's own fields.
   */
  strictSpec?: boolean;
}

function allowedPorts(ports: readonly number[] | "any"): (port: number) => boolean {
  if (ports === "any") return () => true;
  const allowed = new Set(ports);
  return (port) => allowed.has(port);
}

/** The body limit of every call but the uploads (`hasOwnBodyLimit`): JSON and form calls are a few kB at most. */
const BODY_LIMIT_BYTES = 64 * 1024;
const defaultBodyLimit = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: tooLarge("The request body is too large.", "body"),
});

/** Where e-mailed links point when nothing is configured: `npm start`'s own address. */
const DEFAULT_PUBLIC_URL = "http://localhost:8080";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Sets the security headers every answer carries (DESIGN.md): no inline or eval'd script, no framing, no sniffing. An
 * answer's own, stricter CSP stays. Also for the answers the server gives before the app (a bad Host header).
 */
function setSecurityHeaders(headers: Headers): void {
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}

const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  setSecurityHeaders(c.res.headers);
};

/** Download links that carry a signature instead of a token (firmware, model files, images). */
const SIGNED_PATHS = /^\/(files|download)\//;

function forbidden(c: Context) {
  return c.json({ message: MESSAGES.authenticationOutOfDate }, STATUS.forbidden);
}

function errorAnswer(error: Error, c: Context, log: Logger) {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ message: error.message, ...error.extra }, error.status);
  }
  if (error instanceof PasswordPoolFull) {
    // Password checks are queued full: try again in a moment rather than wait behind a flood.
    c.header("Retry-After", "1");
    return c.json({ message: "The server is busy. Please try again in a moment." }, 503);
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return c.json({ message: error.message || "Bad request." }, status as 400);
  }
  log.error(`error: ${c.req.method} ${c.req.path}`, error);
  return c.json({ message: "Something went wrong on the server." }, 500);
}

/**
 * The reference server as a Hono app: every call of SPEC §7 under the literal `/api:1` prefix, and, when `staticDir`
 * is given, the built console. Tests call `app.fetch` in-process against SQLite `:memory:`.
 */
function createApp(options: AppOptions): Hono {
  const { db, mail, files } = options;
  const clock = options.clock ?? systemClock;
  const log = singleLineLogger(options.log ?? consoleLogger);
  configure(db);
  migrate(db);
  const settings = new Settings(db);
  const services: Services = {
    db,
    clock,
    mail,
    files,
    settings,
    signer: new UrlSigner(settings.signingSecret()),
    log,
    informationModelLimit: options.informationModelLimit ?? DEFAULT_INFORMATION_MODEL_LIMIT,
    trustProxy: options.trustProxy ?? 0,
    passwords: options.passwordPool ?? new PasswordPool(),
    smtpPortAllowed: allowedPorts(options.smtpPorts ?? DEFAULT_SMTP_PORTS),
    publicUrl:
      typeof options.publicUrl === "function"
        ? options.publicUrl
        : () => (options.publicUrl as string | undefined) ?? DEFAULT_PUBLIC_URL,
  };

  const api = new Hono<AppEnv>();
  api.onError((error, c) => errorAnswer(error, c, log));
  // Answers go out compressed when the browser accepts it: a 500-device window is ~180 kB of JSON and ~20 kB brotli.
  api.use(compressAnswers());
  // Before the guard, so that signed-out calls (sign-in, reset) are bounded too: one request must not be able to fill
  // the memory. The upload calls have larger limits of their own.
  api.use((c, next) => (hasOwnBodyLimit(c.req.method, callPath(c)) ? next() : defaultBodyLimit(c, next)));

  api.use(async (c, next) => {
    c.header("Cache-Control", "no-store");
    const path = callPath(c);
    if (isPublicCall(c.req.method, path)) return next();
    if (SIGNED_PATHS.test(path) && (c.req.method === "GET" || c.req.method === "HEAD")) {
      if (services.signer.verify(path, c.req.query("expires"), c.req.query("sig"), clock.now())) return next();
    }
    const token = bearerToken(c);
    const user = token ? sessionUser(db, token, clock.now()) : null;
    if (!user) {
      // A token that is no longer (or never was) a session's: stolen, guessed or just old. Once a window per client.
      if (token) {
        const repeatKey = limitKey(clientAddress(c, services.trustProxy) ?? "");
        recordSecurityEvent(services, c, { event: "token.refused", call: `${c.req.method} ${path}` }, { repeatKey });
      }
      return forbidden(c);
    }
    c.set("user", user);
    return next();
  });

  if (options.strictSpec) {
    api.use(strictSpecAnswers);
    api.use(strictSpecRequests);
  }

  // One sub-app per group of the contract, mounted at the path its calls share. `GET /total` answers both
  // `devices.totals` and `users.total`, so it is the devices group's alone.
  api.route("/", sessionRoutes(services));
  api.route("/", deviceRoutes(services));
  api.route("/users", userRoutes(services));
  api.route("/fw", firmwareRoutes(services));
  api.route("/", informationModelRoutes(services));
  api.route("/image", imageRoutes(services));
  api.route("/ruleTemplate", ruleRoutes(services));
  api.route("/theme", themeRoutes(services));
  api.route("/term_of_service", legalRoutes(services));
  api.route("/serviceConfig", serviceConfigRoutes(services));
  api.route("/open/export", exportRoutes(services));
  api.route("/tsdb", timelineRoutes(services));
  api.route("/online_testing_tool", solutionTestRoutes(services));
  // Stored files behind signed links: firmware, model images.
  api.route("/files", fileRoutes(services));

  // Last: any other path under the prefix (signed in, since the guard ran first) is an unknown call.
  api.all("*", (c) => c.json({ message: "There is no such call." }, 404));

  const app = new Hono();
  app.use(securityHeaders);
  app.onError((error, c) => errorAnswer(error, c, log));
  app.route(API_BASE_PATH, api);
  if (options.staticDir) {
    const serve = staticApp(options.staticDir);
    app.all("*", (c) => serve(c));
  } else {
    app.notFound((c) => c.json({ message: "Not found." }, 404));
  }
  return app;
}

export { createApp, setSecurityHeaders };
export type { AppOptions };
