import { afterEach, describe, expect, it } from "vitest";
import { timelineQuery } from "@org/api-client";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

describe("timeline", () => {
  it("answers columns and values, newest first, filtered by device and log type", async () => {
    server = await createTestServer();
    const row = server.sql.get<{ device: string }>(
      "SELECT device FROM logs WHERE log_type = 'debug' GROUP BY device ORDER BY COUNT(*) DESC LIMIT 1",
    );
    const args = timelineQuery({ target: row?.device ?? "", filter: "debug", limit: 3 });
    const answer = await server.call("GET", `/tsdb/query?args=${encodeURIComponent(JSON.stringify(args))}`);
    const body = (await answer.json()) as { columns: string[]; values: unknown[][] };
    expect(body.columns).toEqual(["time", "from", "ip", "log", "log_type"]);
    expect(body.values.length).toBeGreaterThan(0);
    expect(body.values.every((values) => values[4] === "debug")).toBe(true);
    const times = body.values.map((values) => values[0] as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("uses the indexes for device and user timelines", () => {
    const plan = (sql: string) => JSON.stringify(server?.sql.all(`EXPLAIN QUERY PLAN ${sql}`, "x", "event"));
    return createTestServer().then((created) => {
      server = created;
      expect(plan("SELECT time FROM logs WHERE device = ? AND log_type = ? ORDER BY time DESC LIMIT 20")).toContain(
        "logs_device_type_time",
      );
      expect(plan("SELECT time FROM logs WHERE email = ? AND log_type = ? ORDER BY time DESC LIMIT 20")).toContain(
        "logs_email_type_time",
      );
      expect(plan("SELECT time FROM logs WHERE device = ? AND time < ? ORDER BY time DESC LIMIT 20")).toContain(
        "logs_device_time",
      );
    });
  });
});
