import { Hono } from "hono";
import { STATUS, deviceListQueryWireSchema, totalFieldsSchema } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { countDevices, devicePage, lockDevice } from "../data/devices.js";
import { countUsers } from "../data/users.js";
import { HttpError, parseWith } from "../http/errors.js";
import { checkSearchText } from "../http/limits.js";
import { recordSecurityEvent } from "../http/security-events.js";

/**
 * `devices.*`: the device list, locking, and `GET /total`. That one call answers `devices.totals` and `users.total`
 * alike (the `fields` ask for either), so it lives here and counts users too.
 */
function deviceRoutes(services: Services): Hono<AppEnv> {
  const { db } = services;
  const api = new Hono<AppEnv>();

  api.get("/devices", (c) => {
    const query = parseWith(deviceListQueryWireSchema, c.req.query());
    checkSearchText(query.identity, "identity");
    return c.json(devicePage(db, query));
  });

  api.delete("/devices/:id", (c) => {
    const deviceId = c.req.param("id");
    if (!lockDevice(db, deviceId)) throw new HttpError(STATUS.notFound, "Device not found.", { field: "id" });
    recordSecurityEvent(services, c, { event: "device.locked", deviceId });
    return c.body(null, 204);
  });

  api.get("/total", (c) => {
    const text = c.req.query("fields");
    const fields =
      text === undefined || text === ""
        ? ["devices", "connected_devices", "users"]
        : text.split(",").map((field) => field.trim());
    const wanted = parseWith(totalFieldsSchema, fields, { prefix: "fields" });
    const answer: Record<string, number> = {};
    if (wanted.includes("devices") || wanted.includes("connected_devices")) {
      const counts = countDevices(db);
      if (wanted.includes("devices")) answer.devices = counts.devices;
      if (wanted.includes("connected_devices")) answer.connected_devices = counts.connected_devices;
    }
    if (wanted.includes("users")) answer.users = countUsers(db);
    return c.json(answer);
  });

  return api;
}

export { deviceRoutes };
