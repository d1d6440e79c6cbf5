import { afterEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, STATUS } from "@org/api-client";
import { FailureLimiter } from "./rate-limit.js";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

function running(): TestServer {
  if (!server) throw new Error("No test server is running.");
  return server;
}

describe("limits on public and costly calls", () => {
  it("flooding the limiter with other keys does not erase the count of a key being held back", () => {
    const limiter = new FailureLimiter({
      free: 5,
      baseDelayMs: 30_000,
      maxDelayMs: 900_000,
      forgetAfterMs: 86_400_000,
      maxKeys: 100,
    });
    for (let attempt = 0; attempt < 5; attempt++) limiter.fail("admin", 0);
    for (let key = 0; key < 5_000; key++) limiter.fail(`flood-${key}`, 1_000);
    expect(limiter.size).toBeLessThanOrEqual(100);
    expect(limiter.failures("admin", 1_000)).toBe(5);
    expect(limiter.retryAfter("admin", 1_000)).toBe(29_000);
  });

  it("over its cap the limiter first forgets keys whose failures are old enough to be forgotten", () => {
    const limiter = new FailureLimiter({
      free: 5,
      baseDelayMs: 30_000,
      maxDelayMs: 900_000,
      forgetAfterMs: 60_000,
      maxKeys: 10,
    });
    // Old keys with many failures: fewest-failures-first alone would keep them and drop the recent key.
    for (let key = 0; key < 10; key++) for (let attempt = 0; attempt < 5; attempt++) limiter.fail(`old-${key}`, 0);
    limiter.fail("recent", 70_000);
    expect(limiter.size).toBe(1);
    expect(limiter.failures("recent", 70_000)).toBe(1);
    expect(limiter.failures("recent", 130_000)).toBe(0);
  });

  it("reset requests are limited per address: the eleventh within the hour answers 429, another address still gets 204", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    const request = (address: string) =>
      running().call("POST", "/reset", {
        token: null,
        json: { email: "nobody@example.com", lang: "en" },
        headers: { "X-Forwarded-For": address },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await request("203.0.113.7")).status).toBe(204);
    const limited = await request("203.0.113.7");
    expect(limited.status).toBe(STATUS.tooManyRequests);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toMatchObject({ message: "Too many reset requests. Please wait and try again." });
    expect((await request("198.51.100.20")).status).toBe(204);
  });

  it("the solution test is limited per address: after ten tries the next answers 429 without checking the password", async () => {
    server = await createTestServer({ kind: "none", app: { trustProxy: 1 } });
    const test = (address: string) =>
      running().call("POST", "/online_testing_tool", {
        json: {
          SolutionAccount: BUILT_IN_ADMIN_EMAIL,
          SolutionPassword: "Wrong-pass-1",
          RecipientList: "ops@example.com",
        },
        headers: { "X-Forwarded-For": address },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await test("203.0.113.7")).status).toBe(400);
    const limited = await test("203.0.113.7");
    expect(limited.status).toBe(STATUS.tooManyRequests);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await test("198.51.100.20")).status).toBe(400);
  });

  it("the solution test goes to at most 10 recipients; more answers 400 naming RecipientList and sends nothing", async () => {
    server = await createTestServer({ kind: "none" });
    const recipients = (count: number) =>
      Array.from({ length: count }, (_, index) => `ops${index}@example.com`).join(", ");
    const json = (count: number) => ({
      SolutionAccount: BUILT_IN_ADMIN_EMAIL,
      SolutionPassword: DEMO_ADMIN_PASSWORD,
      RecipientList: recipients(count),
    });
    const tooMany = await running().call("POST", "/online_testing_tool", { json: json(11) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      message: "RecipientList: At most 10 recipients, please.",
      field: "RecipientList",
    });
    await running().mail.idle();
    expect(running().mailLog).toEqual([]);
    expect((await running().call("POST", "/online_testing_tool", { json: json(10) })).status).toBe(200);
  });
});
