import type { Hono } from "hono";
import { LOG_TYPES, STATUS, solutionTestRequestSchema, timelineQueryWireSchema } from "@org/api-client";
import { findUserByEmail } from "../auth/accounts.js";
import { FailureLimiter } from "../auth/rate-limit.js";
import type { AppEnv, Services } from "../context.js";
import { HttpError, jsonBody, parseWith, tooManyRequests } from "../http/errors.js";
import { clientAddress } from "../http/request-info.js";

/**
 * The tags `/tsdb/query` filters on, and the log column each one reads. A Map, not an object literal: a tag named
 * `constructor` or `toString` must be an unknown tag, not a column named after an inherited function (issue 14).
 */
const TAG_COLUMNS: ReadonlyMap<string, string> = new Map([
  ["email", "email"],
  ["device_unique_id", "device"],
  ["sn", "device"],
  ["log_type", "log_type"],
]);

function unknownTag(tag: string): HttpError {
  return new HttpError(STATUS.badRequest, `args.tags.${tag}: Unknown tag; use email, device_unique_id or log_type.`, { field: `args.tags.${tag}` });
}

/**
 * The tag names as sent. zod builds the parsed record by assignment, which silently drops a `__proto__` key: alone,
 * that tag would turn the filter into none and answer every user's logs.
 */
function sentTagNames(args: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(args ?? "");
    const tags: unknown = typeof value === "object" && value !== null ? (value as { tags?: unknown }).tags : undefined;
    return typeof tags === "object" && tags !== null ? Object.keys(tags) : [];
  } catch {
    return [];
  }
}

const METRIC_COLUMNS: Record<string, string> = { from: "from_addr", ip: "ip", log: "log", log_type: "log_type" };

/** SPEC gives no limit; a status test goes to a team, not to a mailing list, and the server is no mail relay. */
const MAX_SOLUTION_TEST_RECIPIENTS = 10;

function registerTimelineRoutes(api: Hono<AppEnv>, services: Services): void {
  const { db, clock, settings, mail } = services;
  // Each test checks a password (scrypt) and sends an e-mail: ten per address, then a growing wait.
  const solutionTests = new FailureLimiter({ free: 10, baseDelayMs: 60_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 });

  api.get("/tsdb/query", (c) => {
    const query = parseWith(timelineQueryWireSchema, c.req.query(), { prefix: "args" });
    const where: string[] = [];
    const params: (string | number)[] = [];
    const unknown = sentTagNames(c.req.query("args")).find((tag) => !TAG_COLUMNS.has(tag));
    if (unknown !== undefined) throw unknownTag(unknown);
    for (const [tag, value] of Object.entries(query.tags)) {
      const column = TAG_COLUMNS.get(tag);
      if (!column) throw unknownTag(tag);
      if (tag === "log_type" && !(LOG_TYPES as readonly string[]).includes(value)) {
        throw new HttpError(STATUS.badRequest, `args.tags.log_type: Use one of ${LOG_TYPES.join(", ")}.`, { field: "args.tags.log_type" });
      }
      where.push(`${column} = ?`);
      params.push(value);
    }
    if (query.start_time !== undefined) {
      where.push("time >= ?");
      params.push(query.start_time);
    }
    if (query.end_time !== undefined) {
      where.push("time < ?");
      params.push(query.end_time);
    }
    const metrics = query.metrics ?? ["from", "ip", "log", "log_type"];
    const select = ["time", ...metrics.map((metric) => METRIC_COLUMNS[metric] as string)].join(", ");
    const rows = db
      .prepare<unknown[], unknown[]>(
        `SELECT ${select} FROM logs${where.length > 0 ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY time DESC LIMIT ?`,
      )
      .raw(true)
      .all(...params, query.limit);
    return c.json({ columns: ["time", ...metrics], values: rows });
  });

  api.post("/online_testing_tool", async (c) => {
    const input = parseWith(solutionTestRequestSchema, await jsonBody(c));
    const recipients = input.RecipientList.split(",").map((address) => address.trim()).filter(Boolean);
    if (recipients.length > MAX_SOLUTION_TEST_RECIPIENTS) {
      throw new HttpError(STATUS.badRequest, `RecipientList: At most ${MAX_SOLUTION_TEST_RECIPIENTS} recipients, please.`, { field: "RecipientList" });
    }
    const address = clientAddress(c, services.trustProxy) ?? "";
    const wait = solutionTests.retryAfter(address, clock.now());
    if (wait > 0) throw tooManyRequests("Too many solution tests. Please wait and try again.", wait);
    solutionTests.fail(address, clock.now());
    const account = findUserByEmail(db, input.SolutionAccount);
    const signsIn = (await services.passwords.verify(input.SolutionPassword, account?.password_hash)) && account?.status === 1 && account.is_admin === 1;
    if (!signsIn) throw new HttpError(STATUS.badRequest, "SolutionPassword: The solution account or password is not correct.", { field: "SolutionPassword" });
    const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
    const checks = {
      signIn: "ok",
      database: "ok",
      devices: count("SELECT COUNT(*) AS n FROM devices"),
      connectedDevices: count("SELECT COUNT(*) AS n FROM devices WHERE connected = 1"),
      users: count("SELECT COUNT(*) AS n FROM users"),
      email: settings.smtp().connection_server ? "smtp" : "file",
    };
    const now = clock.now();
    db.prepare("INSERT INTO solution_tests (account, recipients, result, created_at) VALUES (?, ?, ?, ?)").run(
      input.SolutionAccount,
      recipients.join(","),
      JSON.stringify(checks),
      now,
    );
    const product = settings.theme().product_name || "Console";
    try {
      await mail.send(
        {
          to: recipients,
          subject: `${product} solution status test`,
          text: [
            `The solution status test ran at ${new Date(now).toISOString()} for ${input.SolutionAccount}.`,
            "",
            `Sign-in: ${checks.signIn}`,
            `Database: ${checks.database}`,
            `Devices: ${checks.devices} (${checks.connectedDevices} online)`,
            `Users: ${checks.users}`,
            `E-mail delivery: ${checks.email}`,
            "",
          ].join("\n"),
        },
        settings.smtp(),
      );
    } catch (error) {
      services.log.error("mail: the solution test e-mail could not be sent", error);
      throw new HttpError(502, "The test e-mail could not be sent. Check the e-mail settings.", { field: "RecipientList" });
    }
    return c.json({ status: "running", checks }, 200);
  });
}

export { registerTimelineRoutes };
