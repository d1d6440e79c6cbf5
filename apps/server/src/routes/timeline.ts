import { Hono } from "hono";
import { LOG_TYPES, STATUS, timelineQueryWireSchema } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { isLogTag, timelineValues } from "../data/logs.js";
import { HttpError, parseWith } from "../http/errors.js";

function unknownTag(tag: string): HttpError {
  const field = `args.tags.${tag}`;
  return new HttpError(STATUS.badRequest, `${field}: Unknown tag; use email, device_unique_id or log_type.`, { field });
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

/** `timeline.*` under `/tsdb`: a device's or a user's log entries, newest first. */
function timelineRoutes(services: Services): Hono<AppEnv> {
  const { db } = services;
  const api = new Hono<AppEnv>();

  api.get("/query", (c) => {
    const query = parseWith(timelineQueryWireSchema, c.req.query(), { prefix: "args" });
    const unknown = sentTagNames(c.req.query("args")).find((tag) => !isLogTag(tag));
    if (unknown !== undefined) throw unknownTag(unknown);
    for (const [tag, value] of Object.entries(query.tags)) {
      if (!isLogTag(tag)) throw unknownTag(tag);
      if (tag === "log_type" && !(LOG_TYPES as readonly string[]).includes(value)) {
        const field = "args.tags.log_type";
        throw new HttpError(STATUS.badRequest, `${field}: Use one of ${LOG_TYPES.join(", ")}.`, { field });
      }
    }
    const metrics = query.metrics ?? ["from", "ip", "log", "log_type"];
    const values = timelineValues(db, { ...query, metrics });
    return c.json({ columns: ["time", ...metrics], values });
  });

  return api;
}

export { timelineRoutes };
