import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timelineQuery } from "@org/api-client";
import { createTestServer } from "./test-support/harness.js";
import type { TestServer } from "./test-support/harness.js";

// SPEC §3 and §7 fix the wire's units (µs and seconds); the console's API gives ms. These read the server's raw JSON
// next to what the HTTP client makes of the same answer.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

async function rawJson<T>(path: string): Promise<T> {
  const answer = await server.call("GET", path);
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

describe("times on the wire", () => {
  it("a device's last seen goes out in µs and its provisioned time in seconds; the client reads both as ms", async () => {
    const identity =
      server.db.prepare<[], { identity: string }>("SELECT identity FROM devices LIMIT 1").get()?.identity ?? "";
    server.db
      .prepare("UPDATE devices SET lastseen = ?, provisioned_time = ? WHERE identity = ?")
      .run(1_700_000_000_123_456, 1_600_000_000, identity);
    const raw = await rawJson<{ devices: Record<string, unknown>[] }>(`/devices?limit=1&offset=0&identity=${identity}`);
    expect(raw.devices[0]).toMatchObject({ lastseen: 1_700_000_000_123_456, provisioned_time: 1_600_000_000 });
    const { devices } = await server.api.devices.list({ limit: 1, offset: 0, identity });
    expect(devices[0]).toMatchObject({ lastseen: 1_700_000_000_123, provisioned_time: 1_600_000_000_000 });
  });

  it("a user's creation date goes out in seconds; the client reads it as ms", async () => {
    const user = server.db
      .prepare<[], { email: string; creation_date: number }>(
        "SELECT email, creation_date FROM users WHERE id > 1 LIMIT 1",
      )
      .get();
    const filter = encodeURIComponent(JSON.stringify({ email: user?.email }));
    const raw = await rawJson<{ items: { creation_date: number }[] }>(`/users?limit=1&offset=0&filter=${filter}`);
    expect(raw.items[0]?.creation_date).toBe(user?.creation_date);
    expect(raw.items[0]?.creation_date).toBeLessThan(10_000_000_000);
    const { items } = await server.api.users.list({ limit: 1, offset: 0, filter: { email: user?.email ?? "" } });
    expect(items[0]?.creation_date).toBe((user?.creation_date ?? 0) * 1000);
  });

  it("the legal last update travels in seconds both ways; the client sends and reads ms", async () => {
    const saved = await server.api.legal.update({ title: "Terms", body: "Be kind.", last_update: 1_748_000_000_999 });
    expect(saved.last_update).toBe(1_748_000_000_000);
    expect(await rawJson<{ last_update: number }>("/term_of_service")).toMatchObject({ last_update: 1_748_000_000 });
    const sent = await server.call("PUT", "/term_of_service", {
      json: { title: "Terms", body: "Dated by the server." },
    });
    expect(await sent.json()).toMatchObject({ last_update: Math.floor(server.now() / 1000) });
    expect((await server.api.legal.get()).last_update).toBe(Math.floor(server.now() / 1000) * 1000);
  });

  it("timeline times go out in µs; the client reads them as ms and pages back with their exact µs", async () => {
    const device =
      server.db
        .prepare<[], { device: string }>(
          "SELECT device FROM logs WHERE device IS NOT NULL GROUP BY device ORDER BY COUNT(*) DESC LIMIT 1",
        )
        .get()?.device ?? "";
    const args = encodeURIComponent(JSON.stringify(timelineQuery({ target: device, limit: 2 })));
    const raw = await rawJson<{ values: unknown[][] }>(`/tsdb/query?args=${args}`);
    const wireTimes = raw.values.map((row) => row[0] as number);
    const stored = server.db
      .prepare<[string], { time: number }>("SELECT time FROM logs WHERE device = ? ORDER BY time DESC LIMIT 2")
      .all(device);
    expect(wireTimes).toEqual(stored.map((row) => row.time));
    const first = await server.api.timeline.query({ target: device, limit: 2 });
    expect(first.entries.map((entry) => entry.time)).toEqual(wireTimes.map((time) => time / 1000));
    const second = await server.api.timeline.query({
      target: device,
      limit: 1,
      endTime: first.entries.at(-1)?.time ?? 0,
    });
    const next = server.db
      .prepare<[string, number], { time: number }>(
        "SELECT time FROM logs WHERE device = ? AND time < ? ORDER BY time DESC LIMIT 1",
      )
      .get(device, wireTimes.at(-1) ?? 0);
    expect(second.entries.map((entry) => entry.time)).toEqual([(next?.time ?? 0) / 1000]);
  });

  it("an export range given in ms is sent and kept in seconds", async () => {
    const end = Math.floor(server.now() / 1000) - 3_600;
    const jobId = await server.api.exports.create({ startTime: (end - 86_400) * 1000, endTime: end * 1000 + 999 });
    const job = server.db
      .prepare<[string], { start_time: number; end_time: number }>(
        "SELECT start_time, end_time FROM export_jobs WHERE job_id = ?",
      )
      .get(jobId);
    expect(job).toEqual({ start_time: end - 86_400, end_time: end });
  });
});
