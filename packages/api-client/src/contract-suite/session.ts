import { STATUS } from "../contract/constants.js";
import { rejection, DAY_MS, EXPORT_END } from "./fixtures.js";
import type { CaseApi } from "./case-api.js";

function sessionCases({ describe, it, expect }: CaseApi): void {
  describe("session", () => {
    it("signing in with the administrator's credentials returns a token and an id", async ({ api, harness }) => {
      const session = await api.session.signIn({
        email: harness.facts.adminEmail,
        password: harness.facts.adminPassword,
      });
      expect(session.token).not.toBe("");
      expect(session.id).not.toBe("");
      await expect(harness.withToken(session.token).session.check()).resolves.toBeUndefined();
    });

    it("signing out ends the session on the server: the same token then gets 403, another session still works", async ({
      api,
      harness,
    }) => {
      const credentials = { email: harness.facts.adminEmail, password: harness.facts.adminPassword };
      const first = await api.session.signIn(credentials);
      const second = await api.session.signIn(credentials);
      await harness.withToken(first.token).session.signOut();
      expect((await rejection(harness.withToken(first.token).session.check())).status).toBe(STATUS.forbidden);
      expect((await rejection(harness.withToken(first.token).devices.totals())).status).toBe(STATUS.forbidden);
      await expect(harness.withToken(second.token).session.check()).resolves.toBeUndefined();
    });

    it("signing in with a wrong password is refused with 401, which does not sign anyone out", async ({
      api,
      harness,
    }) => {
      const error = await rejection(
        api.session.signIn({ email: harness.facts.adminEmail, password: "Wrong-password-1" }),
      );
      expect(error.status).toBe(STATUS.unauthenticated);
    });

    it("an account that is not an administrator cannot sign in, even with its right password (401)", async ({
      api,
      harness,
    }) => {
      const error = await rejection(api.session.signIn(harness.facts.endUser));
      expect(error.status).toBe(STATUS.unauthenticated);
      const { items } = await api.users.list({ limit: 5, offset: 0, filter: { email: harness.facts.endUser.email } });
      expect(items.find((user) => user.email === harness.facts.endUser.email)?.status).toBe(1);
    });

    it("a bad token gets 403 from every call that needs a session", async ({ harness }) => {
      const stranger = harness.withToken("not-a-valid-token");
      const calls: Promise<unknown>[] = [
        stranger.session.check(),
        stranger.devices.list({ limit: 5, offset: 0 }),
        stranger.devices.totals(),
        stranger.users.list({ limit: 5, offset: 0 }),
        stranger.firmware.list(),
        stranger.informationModels.list(),
        stranger.notificationRules.list(),
        stranger.exports.create({ startTime: EXPORT_END - DAY_MS, endTime: EXPORT_END }),
        stranger.timeline.query({ target: "someone@example.com" }),
      ];
      const statuses = await Promise.all(calls.map(async (call) => (await rejection(call)).status));
      expect(statuses).toEqual(calls.map(() => STATUS.forbidden));
    });

    it("the public pages' calls need no token", async ({ harness }) => {
      const stranger = harness.withToken("not-a-valid-token");
      await expect(stranger.theme.get()).resolves.toHaveProperty("data_retention");
      await expect(stranger.legal.get()).resolves.toHaveProperty("title");
    });

    it("setting a new password with an expired reset link answers 400", async ({ api, harness }) => {
      const error = await rejection(
        api.session.resetPassword({ new_password: "Brand-new-1", reset_token: harness.facts.expiredResetToken }),
      );
      expect(error.status).toBe(STATUS.badRequest);
    });

    it("setting a new password with a valid reset link lets the administrator sign in with it", async ({
      api,
      harness,
    }) => {
      await api.session.resetPassword({ new_password: "BrandNew123", reset_token: harness.facts.resetToken });
      await expect(
        api.session.signIn({ email: harness.facts.adminEmail, password: "BrandNew123" }),
      ).resolves.toHaveProperty("token");
      const reused = await rejection(
        api.session.resetPassword({ new_password: "Another123", reset_token: harness.facts.resetToken }),
      );
      expect(reused.status).toBe(STATUS.badRequest);
    });

    it("requesting a password reset accepts any well-formed e-mail and rejects a malformed one with 400", async ({
      api,
      harness,
    }) => {
      await expect(
        api.session.requestPasswordReset({ email: harness.facts.adminEmail, lang: "en" }),
      ).resolves.toBeUndefined();
      await expect(
        api.session.requestPasswordReset({ email: "nobody@example.com", lang: "zh-TW" }),
      ).resolves.toBeUndefined();
      expect((await rejection(api.session.requestPasswordReset({ email: "not-an-email" }))).status).toBe(
        STATUS.badRequest,
      );
    });
  });
}

export { sessionCases };
