import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, DEFAULT_INFORMATION_MODEL_LIMIT, DEMO_ADMIN_PASSWORD } from "@org/api-client";
import { runContractSuite } from "@org/api-client/contract-suite";
import { FAKE_ACTIVATION_CODE, FAKE_EXPIRED_RESET_TOKEN, FAKE_RESET_TOKEN } from "@org/api-client/testing";
import { issueUserToken } from "./auth/accounts.js";
import { hashPassword } from "./auth/passwords.js";
import { createTestServer } from "./test-support/harness.js";

/** Seeded end users have no password; the suite's end user gets this one (hashed once: scrypt is slow on purpose). */
const END_USER_PASSWORD = "Customer123";
let endUserHash: Promise<string> | undefined;

runContractSuite(
  "the reference server (in-process, SQLite :memory:)",
  async () => {
    const server = await createTestServer();
    const now = server.now();
    // The fixtures the suite relies on, under the same names as the fake's.
    issueUserToken(server.db, "reset", 1, now, { token: FAKE_RESET_TOKEN });
    issueUserToken(server.db, "reset", 1, now, { token: FAKE_EXPIRED_RESET_TOKEN, expiresAt: now - 3_600_000 });
    const waiting = server.db
      .prepare<[], { id: number }>("SELECT id FROM users WHERE status = 0 ORDER BY id LIMIT 1")
      .get();
    if (waiting) issueUserToken(server.db, "activation", waiting.id, now, { token: FAKE_ACTIVATION_CODE });
    const endUser = server.db
      .prepare<[], { id: number; email: string }>(
        "SELECT id, email FROM users WHERE is_admin = 0 AND status = 1 ORDER BY id LIMIT 1",
      )
      .get();
    if (!endUser) throw new Error("The seed has no active end user.");
    endUserHash ??= hashPassword(END_USER_PASSWORD);
    server.db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(await endUserHash, endUser.id);
    return {
      api: server.api,
      withToken: server.withToken,
      facts: {
        adminEmail: BUILT_IN_ADMIN_EMAIL,
        adminPassword: DEMO_ADMIN_PASSWORD,
        endUser: { email: endUser.email, password: END_USER_PASSWORD },
        resetToken: FAKE_RESET_TOKEN,
        expiredResetToken: FAKE_EXPIRED_RESET_TOKEN,
        activationCode: FAKE_ACTIVATION_CODE,
        informationModelLimit: DEFAULT_INFORMATION_MODEL_LIMIT,
      },
      dispose: () => server.dispose(),
    };
  },
  { describe, it, expect, beforeEach, afterEach },
);
