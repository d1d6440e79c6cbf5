import { scrypt } from "node:crypto";
import type * as Crypto from "node:crypto";
import type { ScryptOptions } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_ADMIN_EMAIL } from "@org/api-client";
import { hashPassword } from "./passwords.js";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

// Every scrypt run goes through a spy, so the work a sign-in does is counted rather than timed: the count is the same
// on a loaded machine.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

/** scrypt's work (N * r * p, summed over its runs) that one sign-in attempt does. */
async function workOfSignIn(email: string, password: string): Promise<number> {
  const spy = vi.mocked(scrypt);
  spy.mockClear();
  const answer = await server?.call("POST", "/session", { token: null, json: { email, password } });
  expect(answer?.status).toBe(401);
  return spy.mock.calls
    .map((call) => call[3] as ScryptOptions)
    .reduce((sum, { N = 0, r = 0, p = 0 }) => sum + N * r * p, 0);
}

describe("the work of a password check", () => {
  it("a sign-in to an account whose hash predates today's cost does as much scrypt work as one to an unknown e-mail", async () => {
    server = await createTestServer();
    const user = server.sql.get<{ email: string }>("SELECT email FROM users WHERE built_in = 0 AND status = 1 LIMIT 1");
    const email = user?.email ?? "";
    // The cost before it was raised: a quarter of today's work.
    server.sql.run(
      "UPDATE users SET password_hash = ? WHERE email = ?",
      await hashPassword("Old-cost-pass-1", { N: 16_384, r: 8, p: 1 }),
      email,
    );

    const unknown = await workOfSignIn("nobody@example.com", "Wrong-pass-1");
    expect(unknown).toBe(16_384 * 8 * 5);
    expect(await workOfSignIn(email, "Wrong-pass-1"), "a wrong password").toBe(unknown);
    // Right, but an end user may not sign in to the console: still 401, and still no cheaper.
    expect(await workOfSignIn(email, "Old-cost-pass-1"), "the right password").toBe(unknown);
    expect(await workOfSignIn(BUILT_IN_ADMIN_EMAIL, "Wrong-pass-1"), "a hash at today's cost").toBe(unknown);
  });
});
