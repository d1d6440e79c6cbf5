import type { ConsoleApi } from "../../console-api.js";
import { ruleQuota } from "../../contract/rule-quota.js";
import { MESSAGES, STATUS } from "../../contract/constants.js";
import type { NotificationRule } from "../../contract/entities/rules.js";
import { notificationRuleInputSchema } from "../../contract/requests/rules.js";
import type { NotificationRuleInput } from "../../contract/requests/rules.js";
import { familyMembersOf, notificationRuleBody } from "../../contract/rule-body.js";
import { ruleMembersProblem } from "../../contract/checks.js";
import { httpError, problemError, validate } from "./runtime.js";
import type { FakeRuntime } from "./runtime.js";

/**
 * Notification rules. A rule's families must exist (400), and its members must belong to them (400 naming the
 * member); without members it covers every member of its families. A
 * new rule's owner is whoever is signed in, never what the body says, and the rule quota applies to them (409).
 */
function fakeRules({ data, run, currentUserId }: FakeRuntime): Pick<ConsoleApi, "notificationRules"> {
  function findRule(id: string): NotificationRule {
    const rule = data.notificationRules.find((candidate) => candidate.id === id);
    if (!rule) throw httpError(STATUS.notFound, "Notification rule not found.");
    return rule;
  }

  function ruleFrom(input: NotificationRuleInput, id: string, ownerId: string): NotificationRule {
    for (const familyName of input.familyNames) {
      if (!data.informationModels.some((model) => model.familyName === familyName)) {
        throw httpError(STATUS.badRequest, `There is no information model ${familyName}.`);
      }
    }
    const members = ruleMembersProblem(input.familyNames, input.familyMembers, data.informationModels);
    if (members) throw problemError(members);
    const familyMembers = input.familyMembers ?? familyMembersOf(input.familyNames, data.informationModels);
    return { id, ownerId, ...notificationRuleBody({ ...input, familyMembers, conditions: input.event.conditions }) };
  }

  return {
    notificationRules: {
      list: (o) => run("notificationRules.list", o?.signal, () => ({ data: data.notificationRules })),
      get: (id, o) => run("notificationRules.get", o?.signal, () => ({ data: findRule(id) })),
      create: (rule, o) =>
        run("notificationRules.create", o?.signal, () => {
          const input = validate(notificationRuleInputSchema, rule);
          // The owner is whoever is signed in, never what the body says (as on the server).
          const ownerId = currentUserId();
          const own = data.notificationRules.filter((candidate) => candidate.ownerId === ownerId).length;
          const quota = ruleQuota(data.theme.notification_rule_limit, own);
          if (quota === "blocked") throw httpError(STATUS.conflict, MESSAGES.ruleQuotaBlocked);
          if (quota === "full") throw httpError(STATUS.conflict, MESSAGES.ruleQuotaFull);
          // A new id, past the seeded rules' (rule-1 … rule-n), as a server's would be.
          let id = `rule-${data.sequence++}`;
          while (data.notificationRules.some((candidate) => candidate.id === id)) id = `rule-${data.sequence++}`;
          data.notificationRules.push(ruleFrom(input, id, ownerId));
        }),
      update: (id, rule, o) =>
        run("notificationRules.update", o?.signal, () => {
          const current = findRule(id);
          const input = validate(notificationRuleInputSchema, rule);
          const updated = ruleFrom(input, id, current.ownerId ?? currentUserId());
          data.notificationRules = data.notificationRules.map((candidate) =>
            candidate === current ? updated : candidate,
          );
        }),
      delete: (id, o) =>
        run("notificationRules.delete", o?.signal, () => {
          findRule(id);
          data.notificationRules = data.notificationRules.filter((candidate) => candidate.id !== id);
        }),
    },
  };
}

export { fakeRules };
