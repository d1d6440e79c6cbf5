import { Hono } from "hono";
import { TIME_UNITS, legalUpdateSchema } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { jsonBody, parseWith } from "../http/errors.js";
import { recordSecurityEvent } from "../http/security-events.js";

/** `legal.*` under `/term_of_service`: the terms of service, public to read. */
function legalRoutes(services: Services): Hono<AppEnv> {
  const { settings, clock } = services;
  const api = new Hono<AppEnv>();

  api.get("/", (c) => c.json(settings.legal()));

  api.put("/", async (c) => {
    const input = parseWith(legalUpdateSchema, await jsonBody(c));
    // The schema reads last_update as ms; the stored text keeps SPEC's seconds.
    const lastUpdate = TIME_UNITS.seconds.encode(input.last_update ?? clock.now());
    settings.setLegal({ title: input.title, body: input.body, last_update: lastUpdate });
    recordSecurityEvent(services, c, { event: "legal.changed" });
    return c.json(settings.legal());
  });

  return api;
}

export { legalRoutes };
