import { STATUS } from "../contract/constants.js";
import { expectSortedBothWays, rejection } from "./fixtures.js";
import type { CaseApi } from "./case-api.js";

function usersCases({ describe, it, expect }: CaseApi): void {
  describe("users", () => {
    it("users are paged and the total counts every match", async ({ api }) => {
      const { users } = await api.users.total();
      const first = await api.users.list({ limit: 3, offset: 0, order: "email" });
      const second = await api.users.list({ limit: 3, offset: 3, order: "email" });
      expect(first.total).toBe(users);
      expect(first.items).toHaveLength(3);
      expect(second.items.map((user) => user.id)).not.toContain(first.items[0]?.id);
    });

    it("the e-mail filter keeps users whose e-mail contains the text, ignoring case", async ({ api, harness }) => {
      const { items } = await api.users.list({ limit: 10, offset: 0 });
      const email = items.find((user) => user.email !== harness.facts.adminEmail)?.email ?? "";
      const needle = email.slice(0, 4).toUpperCase();
      const found = await api.users.list({ limit: 500, offset: 0, filter: { email: needle } });
      expect(found.items.map((user) => user.email)).toContain(email);
      expect(found.items.every((user) => user.email.toUpperCase().includes(needle))).toBe(true);
      expect(found.total).toBe(found.items.length);
    });

    it("users sort by e-mail in both directions", async ({ api }) => {
      await expectSortedBothWays(expect, "email", async (order) =>
        (await api.users.list({ limit: 10, offset: 0, order })).items.map((user) => user.email),
      );
    });

    it("deactivating and activating a user toggles its status between 0 and 1", async ({ api, harness }) => {
      const { items } = await api.users.list({ limit: 20, offset: 0 });
      const user = items.find((candidate) => candidate.email !== harness.facts.adminEmail && candidate.status === 1);
      const statusOf = async () =>
        (await api.users.list({ limit: 5, offset: 0, filter: { email: user?.email ?? "" } })).items[0]?.status;
      await api.users.setStatus(user?.id ?? "", 0);
      expect(await statusOf()).toBe(0);
      await api.users.setStatus(user?.id ?? "", 1);
      expect(await statusOf()).toBe(1);
    });

    it("the users list marks the built-in administrator, and only them, as built in", async ({ api, harness }) => {
      // Oldest first: the built-in administrator was there before anyone else.
      const { items } = await api.users.list({ limit: 20, offset: 0, order: "creation_date" });
      const builtIn = items.filter((user) => user.builtIn).map((user) => user.email);
      expect(builtIn).toEqual([harness.facts.adminEmail]);
    });

    it("the built-in administrator cannot be deactivated", async ({ api, harness }) => {
      const { items } = await api.users.list({ limit: 5, offset: 0, filter: { email: harness.facts.adminEmail } });
      const admin = items.find((user) => user.email === harness.facts.adminEmail);
      expect((await rejection(api.users.setStatus(admin?.id ?? "", 0))).status).toBe(STATUS.conflict);
      const after = await api.users.list({ limit: 5, offset: 0, filter: { email: harness.facts.adminEmail } });
      expect(after.items.find((user) => user.email === harness.facts.adminEmail)?.status).toBe(1);
    });

    it("a user's details list the devices they own or share and their groups", async ({ api }) => {
      const { devices } = await api.devices.list({ limit: 500, offset: 0 });
      const owned = devices.find((device) => device.owner !== null);
      const { items } = await api.users.list({ limit: 5, offset: 0, filter: { email: owned?.owner ?? "" } });
      const owner = items.find((user) => user.email === owned?.owner);
      const detail = await api.users.get(owner?.id ?? "");
      expect(detail.devices.map((device) => device.id)).toContain(owned?.identity);
      expect(Array.isArray(detail.groups)).toBe(true);
    });

    it("deleting a user removes them and decrements the total", async ({ api, harness }) => {
      const before = await api.users.total();
      const { items } = await api.users.list({ limit: 10, offset: 0 });
      const user = items.find((candidate) => candidate.email !== harness.facts.adminEmail);
      await api.users.delete(user?.id ?? "");
      const after = await api.users.total();
      expect(after.users).toBe((before.users ?? 0) - 1);
      expect((await rejection(api.users.get(user?.id ?? ""))).status).toBe(STATUS.notFound);
    });

    it("an account activates once with the code from its confirmation e-mail", async ({ api, harness }) => {
      await expect(api.users.activate({ code: harness.facts.activationCode })).resolves.toBeUndefined();
      expect(
        (await rejection(api.users.activate({ code: harness.facts.activationCode }))).status,
      ).toBeGreaterThanOrEqual(400);
    });
  });
}

export { usersCases };
