import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_MAX } from "@org/api-client";
import { issueUserToken } from "../auth/accounts.js";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

describe("users", () => {
  it("deleting a user clears them as owner and guest of their devices, in one go", async () => {
    const guest = server.sql.get<{ email: string; identity: string }>(
      "SELECT email, identity FROM device_guests LIMIT 1",
    );
    const user = server.sql.get<{ id: number }>("SELECT id FROM users WHERE email = ?", guest?.email ?? "");
    await server.api.users.delete(String(user?.id));
    const device = (await server.api.devices.list({ limit: 5, offset: 0, identity: guest?.identity ?? "" })).devices[0];
    expect(device?.guests).not.toContain(guest?.email);
    expect(server.sql.get("SELECT COUNT(*) AS n FROM devices WHERE owner = ?", guest?.email)).toEqual({ n: 0 });
    expect(server.sql.get("SELECT COUNT(*) AS n FROM device_guests WHERE email = ?", guest?.email)).toEqual({ n: 0 });
  });

  it("lists groups with their display names, and answers 404 for an unknown or malformed id", async () => {
    const row = server.sql.get<{ id: number }>("SELECT id FROM users WHERE groups <> '[]' LIMIT 1");
    const detail = await server.api.users.get(String(row?.id));
    expect(detail.groups.length).toBeGreaterThan(0);
    expect(detail.groups.every((group) => group.label === (group.displayName || group.name))).toBe(true);
    for (const id of ["999999", "abc", "1 OR 1=1"])
      expect((await server.call("GET", `/users/${encodeURIComponent(id)}`)).status).toBe(404);
  });

  it("an activation code sent before an administrator deactivated the account does not activate it again", async () => {
    const user = server.sql.get<{ id: number }>("SELECT id FROM users WHERE status = 1 AND built_in = 0 LIMIT 1");
    const id = user?.id ?? 0;
    const code = issueUserToken(server.db, "activation", id, server.now());
    expect((await server.call("PUT", `/users/${id}/status`, { json: { status: 0 } })).status).toBe(204);
    const activation = await server.call("POST", "/users", { token: null, json: { code } });
    expect(activation.status).toBe(404);
    expect(await activation.json()).toMatchObject({ message: "This activation link is not valid.", field: "code" });
    expect(server.sql.get("SELECT status FROM users WHERE id = ?", id)).toEqual({ status: 0 });
  });

  it("refuses an e-mail search longer than any address, 60 KB ones included, with a 400 naming filter.email", async () => {
    for (const email of ["x".repeat(60_000), "_".repeat(EMAIL_MAX + 1)]) {
      const filter = encodeURIComponent(JSON.stringify({ email }));
      const answer = await server.call("GET", `/users?limit=10&offset=0&filter=${filter}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ field: "filter.email" });
    }
    const longest = await server.api.users.list({
      limit: 10,
      offset: 0,
      filter: { email: "_".repeat(EMAIL_MAX) },
    });
    expect(longest.items).toEqual([]);
    expect(server.errors).toEqual([]);
  });

  it("sorts users by registration time, newest first by default", async () => {
    const { items } = await server.api.users.list({ limit: 50, offset: 0 });
    const dates = items.map((user) => user.creation_date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
