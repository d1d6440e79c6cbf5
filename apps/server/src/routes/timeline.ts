import type { Hono } from "hono";
import { LOG_TYPES, STATUS, solutionTestRequestSchema, timelineQueryWireSchema } from "@org/api-client";
import { findUserByEmail } from "../auth/accounts.js";
import { verifyPassword } from "../auth/passwords.js";
import type { AppEnv, Services } from "../context.js";
import { HttpError, jsonBody, parseWith } from "../http/errors.js";

/** The tags `/tsdb/query` filters on, and the log column each one reads. */
const TAG_COLUMNS: Record<string, string> = {
  email: "email",
  device_unique_id: "device",
  sn: "device",
  log_type: "log_type",
};

const METRIC_COLUMNS: Record<string, string> = { from: "from_addr", ip: "ip", log: "log", log_type: "log_type" };

function registerTimelineRoutes(api: Hono<AppEnv>, services: Services): void {
  const { db, clock, settings, mail } = services;

  api.get("/tsdb/query", (c) => {
    const query = parseWith(timelineQueryWireSchema, c.req.query(), { prefix: "args" });
    const where: string[] = [];
    const params: (string | number)[] = [];
    for (const [tag, value] of Object.entries(query.tags)) {
      const column = TAG_COLUMNS[tag];
      if (!column) throw new HttpError(STATUS.badRequest, `args.tags.${tag}: Unknown tag; use email, device_unique_id or log_type.`, { field: `args.tags.${tag}` });
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
    const account = findUserByEmail(db, input.SolutionAccount);
    const signsIn = (await verifyPassword(input.SolutionPassword, account?.password_hash)) && account?.status === 1 && account.is_admin === 1;
    if (!signsIn) throw new HttpError(STATUS.badRequest, "SolutionPassword: The solution account or password is not correct.", { field: "SolutionPassword" });
    const recipients = input.RecipientList.split(",").map((address) => address.trim()).filter(Boolean);
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
