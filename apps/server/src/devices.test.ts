import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueUserToken } from "./auth/accounts.js";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

describe("devices", () => {
  it("sorts by a state field, with devices lacking it last in both directions", async () => {
    server.db.prepare("UPDATE devices SET state = '{}' WHERE identity = (SELECT identity FROM devices ORDER BY identity LIMIT 1)").run();
    for (const order of ["state.H02", "-state.H02"] as const) {
      const { devices } = await server.api.devices.list({ limit: 500, offset: 0, order });
      const values = devices.map((device) => device.state.H02 as number | undefined);
      const known = values.filter((value): value is number => value !== undefined);
      expect(values.slice(known.length).every((value) => value === undefined)).toBe(true);
      expect(known).toEqual([...known].sort((a, b) => (order.startsWith("-") ? b - a : a - b)));
    }
  });

  it("sorts by last seen ascending with never-seen devices last", async () => {
    const { devices } = await server.api.devices.list({ limit: 500, offset: 0, order: "lastseen" });
    const seen = devices.map((device) => device.lastseen);
    const firstNever = seen.indexOf(null);
    const known = (firstNever === -1 ? seen : seen.slice(0, firstNever)) as number[];
    expect(known).toEqual([...known].sort((a, b) => a - b));
    if (firstNever !== -1) expect(seen.slice(firstNever).every((value) => value === null)).toBe(true);
  });

  it("treats % and _ in the identity search as text, not as wildcards", async () => {
    expect((await server.api.devices.list({ limit: 10, offset: 0, identity: "%" })).devices).toEqual([]);
    expect((await server.api.devices.list({ limit: 10, offset: 0, identity: "_" })).devices).toEqual([]);
  });

  it("combines the identity search with a tag filter and pages the matches", async () => {
    const { devices } = await server.api.devices.list({ limit: 500, offset: 0, identity: "ac", tag: { name: "connected", value: "1" } });
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((device) => device.identity.toLowerCase().includes("ac") && device.connected === true)).toBe(true);
    const page = await server.api.devices.list({ limit: 2, offset: 0, identity: "ac", tag: { name: "connected", value: "1" } });
    expect(page.mayLoadMore).toBe(devices.length > 2);
  });

  it("answers devices with the fields the console shows", async () => {
    const { devices } = await server.api.devices.list({ limit: 1, offset: 0 });
    expect(Object.keys(devices[0] ?? {}).sort()).toEqual(
      ["connected", "fields", "firmware_version", "guests", "identity", "lastseen", "locked", "model", "owner", "provisioned_time", "ssid", "state", "tags"].sort(),
    );
  });

  it("counts devices, connected devices and users", async () => {
    const totals = await (await server.call("GET", "/total?fields=devices,connected_devices,users")).json();
    const count = (sql: string) => (server.db.prepare(sql).get() as { n: number }).n;
    expect(totals).toEqual({
      devices: count("SELECT COUNT(*) AS n FROM devices"),
      connected_devices: count("SELECT COUNT(*) AS n FROM devices WHERE connected = 1"),
      users: count("SELECT COUNT(*) AS n FROM users"),
    });
  });
});

describe("users", () => {
  it("deleting a user clears them as owner and guest of their devices, in one go", async () => {
    const guest = server.db.prepare<[], { email: string; identity: string }>("SELECT email, identity FROM device_guests LIMIT 1").get();
    const user = server.db.prepare<[string], { id: number }>("SELECT id FROM users WHERE email = ?").get(guest?.email ?? "");
    await server.api.users.delete(String(user?.id));
    const device = (await server.api.devices.list({ limit: 5, offset: 0, identity: guest?.identity ?? "" })).devices[0];
    expect(device?.guests).not.toContain(guest?.email);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM devices WHERE owner = ?").get(guest?.email)).toEqual({ n: 0 });
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM device_guests WHERE email = ?").get(guest?.email)).toEqual({ n: 0 });
  });

  it("lists groups with their display names, and answers 404 for an unknown or malformed id", async () => {
    const row = server.db.prepare<[], { id: number }>("SELECT id FROM users WHERE groups <> '[]' LIMIT 1").get();
    const detail = await server.api.users.get(String(row?.id));
    expect(detail.groups.length).toBeGreaterThan(0);
    expect(detail.groups.every((group) => group.label === (group.displayName || group.name))).toBe(true);
    for (const id of ["999999", "abc", "1 OR 1=1"]) expect((await server.call("GET", `/users/${encodeURIComponent(id)}`)).status).toBe(404);
  });

  it("an activation code sent before an administrator deactivated the account does not activate it again", async () => {
    const user = server.db.prepare<[], { id: number }>("SELECT id FROM users WHERE status = 1 AND built_in = 0 LIMIT 1").get();
    const id = user?.id ?? 0;
    const code = issueUserToken(server.db, "activation", id, server.now());
    expect((await server.call("PUT", `/users/${id}/status`, { json: { status: 0 } })).status).toBe(204);
    const activation = await server.call("POST", "/users", { token: null, json: { code } });
    expect(activation.status).toBe(404);
    expect(await activation.json()).toMatchObject({ message: "This activation link is not valid.", field: "code" });
    expect(server.db.prepare("SELECT status FROM users WHERE id = ?").get(id)).toEqual({ status: 0 });
  });

  it("sorts users by registration time, newest first by default", async () => {
    const { items } = await server.api.users.list({ limit: 50, offset: 0 });
    const dates = items.map((user) => user.creation_date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
