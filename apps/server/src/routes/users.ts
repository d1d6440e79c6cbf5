import { Hono } from "hono";
import {
  STATUS,
  accountActivationRequestSchema,
  userListQueryWireSchema,
  userStatusRequestSchema,
} from "@org/api-client";
import { activateAccount, userForToken } from "../auth/accounts.js";
import type { UserRow } from "../auth/accounts.js";
import type { AppEnv, Services } from "../context.js";
import { deleteUser, devicesOfUser, findUser, setUserStatus, userGroups, userPage } from "../data/users.js";
import { HttpError, jsonBody, parseWith } from "../http/errors.js";
import { recordSecurityEvent } from "../http/security-events.js";

/** `users.*` under `/users`: the user list, one user's devices and groups, status, deletion and activation. */
function userRoutes(services: Services): Hono<AppEnv> {
  const { db, clock } = services;
  const api = new Hono<AppEnv>();

  function userOf(idText: string): UserRow {
    const id = /^\d{1,15}$/.test(idText) ? Number(idText) : NaN;
    const user = Number.isNaN(id) ? undefined : findUser(db, id);
    if (!user) throw new HttpError(STATUS.notFound, "User not found.", { field: "id" });
    return user;
  }

  api.get("/", (c) => {
    const { limit, offset, filter, order = "-creation_date" } = parseWith(userListQueryWireSchema, c.req.query());
    // The contract bounds filter.email to an address's length (EMAIL_MAX), far below what SQLite's LIKE refuses.
    return c.json(userPage(db, { limit, offset, email: filter?.email, order }));
  });

  api.get("/:id", (c) => {
    const user = userOf(c.req.param("id"));
    const devices = devicesOfUser(db, user.email).map((identity) => ({ id: identity }));
    return c.json({ devices, groups: userGroups(user) });
  });

  api.delete("/:id", (c) => {
    const user = userOf(c.req.param("id"));
    if (user.built_in === 1) throw new HttpError(STATUS.conflict, "The built-in administrator cannot be deleted.");
    deleteUser(db, user);
    recordSecurityEvent(services, c, { event: "user.deleted", userId: user.id, email: user.email });
    return c.body(null, 204);
  });

  api.put("/:id/status", async (c) => {
    const user = userOf(c.req.param("id"));
    const { status } = parseWith(userStatusRequestSchema, await jsonBody(c));
    if (user.built_in === 1 && status === 0) {
      throw new HttpError(STATUS.conflict, "The built-in administrator cannot be deactivated.", { field: "status" });
    }
    setUserStatus(db, user.id, status);
    recordSecurityEvent(services, c, { event: "user.status_changed", userId: user.id, email: user.email, status });
    return c.body(null, 204);
  });

  api.post("/", async (c) => {
    const { code } = parseWith(accountActivationRequestSchema, await jsonBody(c));
    const userId = userForToken(db, "activation", code, clock.now());
    if (userId === null) throw new HttpError(STATUS.notFound, "This activation link is not valid.", { field: "code" });
    activateAccount(db, userId, code);
    return c.body(null, 204);
  });

  return api;
}

export { userRoutes };
