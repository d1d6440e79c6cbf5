import { STATUS } from "../contract/constants.js";
import { rejection, ruleInput } from "./fixtures.js";
import type { CaseApi } from "./case-api.js";

function notificationRulesCases({ describe, it, expect }: CaseApi): void {
  describe("notification rules", () => {
    it("creating a rule (201) adds it to the list, and updating it (204) changes it", async ({ api }) => {
      const [model] = await api.informationModels.list();
      const input = ruleInput(model?.familyName ?? "");
      await api.notificationRules.create(input);
      const created = (await api.notificationRules.list()).find(
        (rule) => rule.actions[0]?.title === input.actions[0]?.title,
      );
      expect(created?.familyNames).toEqual(input.familyNames);
      expect(created?.event.conditions).toEqual([{ key: "H00", op: "eq", target: 1 }]);
      await api.notificationRules.update(created?.id ?? "", {
        ...input,
        actions: [{ title: "Renamed rule", body: "Changed." }],
      });
      const updated = await api.notificationRules.get(created?.id ?? "");
      expect(updated.actions[0]?.title).toBe("Renamed rule");
    });

    it("a rule naming a member of another family answers 400 naming it, and nothing is added or changed", async ({
      api,
    }) => {
      const [model, other] = await api.informationModels.list();
      const foreign = other?.familyMembers.find((member) => !model?.familyMembers.includes(member)) ?? "NoSuchModel";
      const input = {
        ...ruleInput(model?.familyName ?? ""),
        familyMembers: [model?.familyMembers[0] ?? "", foreign],
      };
      const before = await api.notificationRules.list();
      const refused = await rejection(api.notificationRules.create(input));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ field: "familyMembers.1" });
      expect(await api.notificationRules.list()).toEqual(before);
      const [existing] = before;
      if (existing) {
        const changed = rejection(
          api.notificationRules.update(existing.id, { ...input, familyNames: existing.familyNames }),
        );
        expect((await changed).status).toBe(400);
        expect(await api.notificationRules.get(existing.id)).toEqual(existing);
      }
    });

    it("a rule's owner is whoever is signed in, whatever ownerId the body names on create or update", async ({
      api,
      harness,
    }) => {
      const session = await api.session.signIn({
        email: harness.facts.adminEmail,
        password: harness.facts.adminPassword,
      });
      const [model] = await api.informationModels.list();
      const input = { ...ruleInput(model?.familyName ?? ""), ownerId: "someone-else" };
      await api.notificationRules.create(input);
      const created = (await api.notificationRules.list()).find(
        (rule) => rule.actions[0]?.title === input.actions[0]?.title,
      );
      expect(created?.ownerId).toBe(session.id);
      await api.notificationRules.update(created?.id ?? "", { ...input, ownerId: "another-one" });
      expect((await api.notificationRules.get(created?.id ?? "")).ownerId).toBe(session.id);
    });

    it("deleting a rule removes it", async ({ api }) => {
      const [rule] = await api.notificationRules.list();
      await api.notificationRules.delete(rule?.id ?? "");
      expect((await api.notificationRules.list()).map((candidate) => candidate.id)).not.toContain(rule?.id);
      expect((await rejection(api.notificationRules.get(rule?.id ?? ""))).status).toBe(STATUS.notFound);
    });

    it("creating a rule beyond the theme's limit answers 409", async ({ api }) => {
      const { notification_rule_limit: limit } = await api.theme.get();
      const [model] = await api.informationModels.list();
      const existing = (await api.notificationRules.list()).length;
      for (let count = existing; count < limit; count++)
        await api.notificationRules.create(ruleInput(model?.familyName ?? ""));
      expect((await rejection(api.notificationRules.create(ruleInput(model?.familyName ?? "")))).status).toBe(
        STATUS.conflict,
      );
      expect(await api.notificationRules.list()).toHaveLength(Math.max(limit, existing));
    });

    it("a rule with a malformed key answers 400", async ({ api }) => {
      const [model] = await api.informationModels.list();
      const input = ruleInput(model?.familyName ?? "");
      const error = await rejection(
        api.notificationRules.create({ ...input, event: { conditions: [{ key: "X1", op: "eq", target: 1 }] } }),
      );
      expect(error.status).toBe(STATUS.badRequest);
    });
  });
}

export { notificationRulesCases };
