import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_TEXT_MAX } from "../http/limits.js";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

describe("devices", () => {
  it("sorts by a state field, with devices lacking it last in both directions", async () => {
    server.sql.run(
      "UPDATE devices SET state = '{}' WHERE identity = (SELECT identity FROM devices ORDER BY identity LIMIT 1)",
    );
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

  it("refuses a sort key the API does not name, with a 400 that lists the ones it does", async () => {
    for (const key of ["model", "-firmware_version", "provisioned_time", "ssid", "state.", "owner"]) {
      const answer = await server.call("GET", `/devices?limit=10&offset=0&order=${encodeURIComponent(key)}`);
      expect(answer.status, key).toBe(400);
      expect(JSON.stringify(await answer.json()), key).toContain("Sort by identity, lastseen or state.<field>");
    }
  });

  it("treats % and _ in the identity search as text, not as wildcards", async () => {
    expect((await server.api.devices.list({ limit: 10, offset: 0, identity: "%" })).devices).toEqual([]);
    expect((await server.api.devices.list({ limit: 10, offset: 0, identity: "_" })).devices).toEqual([]);
  });

  it("refuses an identity search too long for SQLite's LIKE with a 400 naming identity, not a 500", async () => {
    // SQLite refuses a LIKE pattern over 50,000 bytes; the longest search taken stays far below that.
    for (const identity of ["x".repeat(60_000), "%".repeat(SEARCH_TEXT_MAX + 1)]) {
      const answer = await server.call("GET", `/devices?limit=10&offset=0&identity=${encodeURIComponent(identity)}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ field: "identity" });
    }
    const longest = await server.api.devices.list({ limit: 10, offset: 0, identity: "%".repeat(SEARCH_TEXT_MAX) });
    expect(longest.devices).toEqual([]);
    expect(server.errors).toEqual([]);
  });

  it("combines the identity search with a tag filter and pages the matches", async () => {
    const { devices } = await server.api.devices.list({
      limit: 500,
      offset: 0,
      identity: "ac",
      tag: { name: "connected", value: "1" },
    });
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((device) => device.identity.toLowerCase().includes("ac") && device.connected === true)).toBe(
      true,
    );
    const page = await server.api.devices.list({
      limit: 2,
      offset: 0,
      identity: "ac",
      tag: { name: "connected", value: "1" },
    });
    expect(page.mayLoadMore).toBe(devices.length > 2);
  });

  it("answers devices with the fields the console shows", async () => {
    const { devices } = await server.api.devices.list({ limit: 1, offset: 0 });
    expect(Object.keys(devices[0] ?? {}).sort()).toEqual(
      [
        "connected",
        "fields",
        "firmware_version",
        "guests",
        "identity",
        "lastseen",
        "locked",
        "model",
        "owner",
        "provisioned_time",
        "ssid",
        "state",
        "tags",
      ].sort(),
    );
  });

  it("counts devices, connected devices and users", async () => {
    const totals = await (await server.call("GET", "/total?fields=devices,connected_devices,users")).json();
    const count = (sql: string) => (server.sql.get(sql) as { n: number }).n;
    expect(totals).toEqual({
      devices: count("SELECT COUNT(*) AS n FROM devices"),
      connected_devices: count("SELECT COUNT(*) AS n FROM devices WHERE connected = 1"),
      users: count("SELECT COUNT(*) AS n FROM users"),
    });
  });
});
