import { Hono } from "hono";
import { STATUS, solutionTestRequestSchema } from "@org/api-client";
import { findUserByEmail } from "../auth/accounts.js";
import { FailureLimiter } from "../auth/rate-limit.js";
import type { AppEnv, Services } from "../context.js";
import { countDevices } from "../data/devices.js";
import { recordSolutionTest } from "../data/solution-tests.js";
import { countUsers } from "../data/users.js";
import { HttpError, jsonBody, parseWith, tooManyRequests } from "../http/errors.js";
import { clientAddress } from "../http/request-info.js";
import { refuseSmtpPort } from "../http/smtp-port.js";

/** SPEC gives no limit; a status test goes to a team, not to a mailing list, and the server is no mail relay. */
const MAX_SOLUTION_TEST_RECIPIENTS = 10;

/** `solutionTest.*` under `/online_testing_tool`: checks the solution and mails the results. */
function solutionTestRoutes(services: Services): Hono<AppEnv> {
  const { db, clock, settings, mail } = services;
  const api = new Hono<AppEnv>();
  // Each test checks a password (scrypt) and sends an e-mail: ten per address, then a growing wait.
  const solutionTests = new FailureLimiter({
    free: 10,
    baseDelayMs: 60_000,
    maxDelayMs: 15 * 60_000,
    forgetAfterMs: 60 * 60_000,
  });

  api.post("/", async (c) => {
    const input = parseWith(solutionTestRequestSchema, await jsonBody(c));
    const recipients = input.RecipientList.split(",")
      .map((address) => address.trim())
      .filter(Boolean);
    if (recipients.length > MAX_SOLUTION_TEST_RECIPIENTS) {
      const message = `RecipientList: At most ${MAX_SOLUTION_TEST_RECIPIENTS} recipients, please.`;
      throw new HttpError(STATUS.badRequest, message, { field: "RecipientList" });
    }
    const address = clientAddress(c, services.trustProxy) ?? "";
    const wait = solutionTests.retryAfter(address, clock.now());
    if (wait > 0) throw tooManyRequests("Too many solution tests. Please wait and try again.", wait);
    solutionTests.fail(address, clock.now());
    const account = findUserByEmail(db, input.SolutionAccount);
    const signsIn =
      (await services.passwords.verify(input.SolutionPassword, account?.password_hash)) &&
      account?.status === 1 &&
      account.is_admin === 1;
    if (!signsIn) {
      const message = "SolutionPassword: The solution account or password is not correct.";
      throw new HttpError(STATUS.badRequest, message, { field: "SolutionPassword" });
    }
    // Saved before the allowed ports changed, perhaps: checked again before anything connects.
    refuseSmtpPort(services, settings.smtp());
    const counts = countDevices(db);
    const checks = {
      signIn: "ok",
      database: "ok",
      devices: counts.devices,
      connectedDevices: counts.connected_devices,
      users: countUsers(db),
      email: settings.smtp().connection_server ? "smtp" : "file",
    };
    const now = clock.now();
    recordSolutionTest(db, input.SolutionAccount, recipients, checks, now);
    const product = settings.theme().product_name || "Console";
    try {
      await mail.send(
        {
          to: recipients,
          subject: `${product} solution status test`,
          text: [
            `The solution status test ran at ${new Date(now).toISOString()} for ${input.SolutionAccount}.`,
            "",
            `Sign-in: ${checks.signIn}`,
            `Database: ${checks.database}`,
            `Devices: ${checks.devices} (${checks.connectedDevices} online)`,
            `Users: ${checks.users}`,
            `E-mail delivery: ${checks.email}`,
            "",
          ].join("\n"),
        },
        settings.smtp(),
      );
    } catch (error) {
      services.log.error("mail: the solution test e-mail could not be sent", error);
      throw new HttpError(502, "The test e-mail could not be sent. Check the e-mail settings.", {
        field: "RecipientList",
      });
    }
    return c.json({ status: "running", checks }, 200);
  });

  return api;
}

export { solutionTestRoutes };
