import type { Database } from "better-sqlite3";
import type { UserOrder } from "@org/api-client";
import type { UserRow } from "../auth/accounts.js";
import { escapeLike, readJson } from "../db/columns.js";
import { perDatabase, preparedSql } from "./statements.js";

type UserListRow = Pick<UserRow, "id" | "email" | "status" | "creation_date" | "built_in">;

const statements = perDatabase((db) => {
  const clearOwner = db.prepare<[string]>("UPDATE devices SET owner = NULL WHERE owner = ?");
  const clearGuest = db.prepare<[{ email: string }]>(
    `UPDATE devices SET guests = (
       SELECT json_group_array(value) FROM json_each(devices.guests) WHERE value <> @email COLLATE NOCASE
     )
     WHERE identity IN (SELECT identity FROM device_guests WHERE email = @email)`,
  );
  const forgetGuest = db.prepare<[string]>("DELETE FROM device_guests WHERE email = ?");
  const remove = db.prepare<[number]>("DELETE FROM users WHERE id = ?");
  const updateStatus = db.prepare<[number, number]>("UPDATE users SET status = ? WHERE id = ?");
  const forgetActivations = db.prepare<[number]>("DELETE FROM user_tokens WHERE user_id = ? AND kind = 'activation'");
  return {
    byId: db.prepare<[number], UserRow>("SELECT * FROM users WHERE id = ?"),
    count: db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM users"),
    email: db.prepare<[number], { email: string }>("SELECT email FROM users WHERE id = ?"),
    devices: db.prepare<[string, string], { identity: string }>(
      `SELECT identity FROM devices WHERE owner = ?
       UNION SELECT identity FROM device_guests WHERE email = ? ORDER BY identity`,
    ),
    delete: db.transaction((user: Pick<UserRow, "id" | "email">) => {
      clearOwner.run(user.email);
      clearGuest.run({ email: user.email });
      forgetGuest.run(user.email);
      remove.run(user.id);
    }),
    setStatus: db.transaction((id: number, status: 0 | 1) => {
      updateStatus.run(status, id);
      // A confirmation link only confirms an account that waits for it; once an administrator has deactivated the
      // account, an old link in the user's mailbox must not undo that (issue 14).
      if (status === 0) forgetActivations.run(id);
    }),
  };
});

interface UserPageQuery {
  limit: number;
  offset: number;
  /** Part of the e-mail address, matched as text. */
  email?: string | undefined;
  order: UserOrder;
}

/** One page of the user list and how many users match in all. */
function userPage(db: Database, query: UserPageQuery) {
  const { limit, offset, email, order } = query;
  const where = email ? "WHERE email LIKE ? ESCAPE '\\'" : "";
  const params = email ? [`%${escapeLike(email)}%`] : [];
  const descending = order.startsWith("-");
  const key = descending ? order.slice(1) : order;
  const column = key === "email" ? "email COLLATE BINARY" : "creation_date";
  const direction = descending ? "DESC" : "ASC";
  const total = preparedSql<{ n: number }>(db, `SELECT COUNT(*) AS n FROM users ${where}`).get(...params)?.n ?? 0;
  const rows = preparedSql<UserListRow>(
    db,
    `SELECT id, email, status, creation_date, built_in FROM users ${where}
     ORDER BY ${column} ${direction}, id ASC LIMIT ? OFFSET ?`,
  ).all(...params, limit, offset);
  return {
    total,
    items: rows.map(({ built_in, ...row }) => ({ ...row, id: String(row.id), builtIn: built_in === 1 })),
  };
}

function findUser(db: Database, id: number): UserRow | undefined {
  return statements(db).byId.get(id);
}

function countUsers(db: Database): number {
  return statements(db).count.get()?.n ?? 0;
}

function userEmail(db: Database, id: number): string | undefined {
  return statements(db).email.get(id)?.email;
}

/** The serial numbers of the devices a user owns or is a guest of. */
function devicesOfUser(db: Database, email: string): string[] {
  return statements(db)
    .devices.all(email, email)
    .map((device) => device.identity);
}

/** A user's groups as stored; a malformed entry is left out rather than failing the whole answer. */
function userGroups(user: Pick<UserRow, "groups">): { name: string; displayName: string | null }[] {
  const value = readJson<unknown>(user.groups, []);
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (group): group is { name: string; displayName?: unknown } =>
        typeof group === "object" && group !== null && typeof group.name === "string",
    )
    .map((group) => ({
      name: group.name,
      displayName: typeof group.displayName === "string" ? group.displayName : null,
    }));
}

/** Deletes a user in one go: they stop being the owner or a guest of any device. */
function deleteUser(db: Database, user: Pick<UserRow, "id" | "email">): void {
  statements(db).delete(user);
}

function setUserStatus(db: Database, id: number, status: 0 | 1): void {
  statements(db).setStatus(id, status);
}

export { countUsers, deleteUser, devicesOfUser, findUser, setUserStatus, userEmail, userGroups, userPage };
