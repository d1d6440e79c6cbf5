import type { Hono } from "hono";
import { STATUS, accountActivationRequestSchema, userListQueryWireSchema, userStatusRequestSchema } from "@org/api-client";
import { userForToken } from "../auth/accounts.js";
import type { UserRow } from "../auth/accounts.js";
import { tokenHash } from "../auth/tokens.js";
import type { AppEnv, Services } from "../context.js";
import { escapeLike, readJson } from "../db/columns.js";
import { HttpError, jsonBody, parseWith } from "../http/errors.js";

function parseGroups(text: string): { name: string; displayName: string | null }[] {
  const value = readJson<unknown>(text, []);
  if (!Array.isArray(value)) return [];
  return value
    .filter((group): group is { name: string; displayName?: unknown } => typeof group === "object" && group !== null && typeof group.name === "string")
    .map((group) => ({ name: group.name, displayName: typeof group.displayName === "string" ? group.displayName : null }));
}

function registerUserRoutes(api: Hono<AppEnv>, services: Services): void {
  const { db, clock } = services;

  function findUser(idText: string): UserRow {
    const id = /^\d{1,15}$/.test(idText) ? Number(idText) : NaN;
    const user = Number.isNaN(id) ? undefined : db.prepare<[number], UserRow>("SELECT * FROM users WHERE id = ?").get(id);
    if (!user) throw new HttpError(STATUS.notFound, "User not found.", { field: "id" });
    return user;
  }

  api.get("/users", (c) => {
    const { limit, offset, filter, order = "-creation_date" } = parseWith(userListQueryWireSchema, c.req.query());
    const where = filter?.email ? "WHERE email LIKE ? ESCAPE '\\'" : "";
    const params = filter?.email ? [`%${escapeLike(filter.email)}%`] : [];
    const descending = order.startsWith("-");
    const key = descending ? order.slice(1) : order;
    const column = key === "email" ? "email COLLATE BINARY" : "creation_date";
    const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM users ${where}`).get(...params)?.n ?? 0;
    const rows = db
      .prepare<unknown[], Pick<UserRow, "id" | "email" | "status" | "creation_date" | "built_in">>(
        `SELECT id, email, status, creation_date, built_in FROM users ${where} ORDER BY ${column} ${descending ? "DESC" : "ASC"}, id ASC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset);
    return c.json({ total, items: rows.map(({ built_in, ...row }) => ({ ...row, id: String(row.id), builtIn: built_in === 1 })) });
  });

  api.get("/users/:id", (c) => {
    const user = findUser(c.req.param("id"));
    const devices = db
      .prepare<[string, string], { identity: string }>(
        "SELECT identity FROM devices WHERE owner = ? UNION SELECT identity FROM device_guests WHERE email = ? ORDER BY identity",
      )
      .all(user.email, user.email);
    return c.json({ devices: devices.map((device) => ({ id: device.identity })), groups: parseGroups(user.groups) });
  });

  api.delete("/users/:id", (c) => {
    const user = findUser(c.req.param("id"));
    if (user.built_in === 1) throw new HttpError(STATUS.conflict, "The built-in administrator cannot be deleted.");
    db.transaction(() => {
      db.prepare("UPDATE devices SET owner = NULL WHERE owner = ?").run(user.email);
      db.prepare(
        `UPDATE devices SET guests = (SELECT json_group_array(value) FROM json_each(devices.guests) WHERE value <> @email COLLATE NOCASE)
         WHERE identity IN (SELECT identity FROM device_guests WHERE email = @email)`,
      ).run({ email: user.email });
      db.prepare("DELETE FROM device_guests WHERE email = ?").run(user.email);
      db.prepare("DELETE FROM users WHERE id = ?").run(user.id);
    })();
    return c.body(null, 204);
  });

  api.put("/users/:id/status", async (c) => {
    const user = findUser(c.req.param("id"));
    const { status } = parseWith(userStatusRequestSchema, await jsonBody(c));
    if (user.built_in === 1 && status === 0) throw new HttpError(STATUS.conflict, "The built-in administrator cannot be deactivated.", { field: "status" });
    db.transaction(() => {
      db.prepare("UPDATE users SET status = ? WHERE id = ?").run(status, user.id);
      // A confirmation link only confirms an account that waits for it; once an administrator has deactivated the
      // account, an old link in the user's mailbox must not undo that (issue 14).
      if (status === 0) db.prepare("DELETE FROM user_tokens WHERE user_id = ? AND kind = 'activation'").run(user.id);
    })();
    return c.body(null, 204);
  });

  api.post("/users", async (c) => {
    const { code } = parseWith(accountActivationRequestSchema, await jsonBody(c));
    const userId = userForToken(db, "activation", code, clock.now());
    if (userId === null) throw new HttpError(STATUS.notFound, "This activation link is not valid.", { field: "code" });
    db.transaction(() => {
      db.prepare("UPDATE users SET status = 1 WHERE id = ?").run(userId);
      db.prepare("DELETE FROM user_tokens WHERE token_hash = ?").run(tokenHash(code));
    })();
    return c.body(null, 204);
  });
}

export { registerUserRoutes };
