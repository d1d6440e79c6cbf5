import type { COMPARISON_OPERATORS, RECIPIENTS, RULE_TYPES } from "./constants.js";

type RuleType = (typeof RULE_TYPES)[number];
type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
type Recipient = (typeof RECIPIENTS)[number];

/** What a notification rule is made of, whoever writes it: a form, a server storing a request, or a fake. */
interface NotificationRuleParts {
  ruleType: RuleType;
  familyNames: readonly string[];
  familyMembers: readonly string[];
  actions: readonly { title: string; body: string }[];
  conditions: readonly { key: string; op: ComparisonOperator; target: number }[];
  recipients: readonly Recipient[];
}

/**
 * A notification rule's body as the API stores and answers it: the event always comes from a device's states as an
 * `exohomeEvent`, and the source is `admin`. The one place that fixes those constants, so a form, a server and a fake
 * cannot write different rules from the same choices. Every list is copied.
 */
function notificationRuleBody(parts: NotificationRuleParts) {
  return {
    ruleType: parts.ruleType,
    familyNames: [...parts.familyNames],
    familyMembers: [...parts.familyMembers],
    source: "admin" as const,
    actions: parts.actions.map(({ title, body }) => ({ title, body })),
    event: {
      source: "device" as const,
      resource: "states" as const,
      type: "exohomeEvent" as const,
      conditions: parts.conditions.map(({ key, op, target }) => ({ key, op, target })),
    },
    recipients: [...parts.recipients],
  };
}

/** The members a rule covers when it names none: every member of the chosen families, each once, in model order. */
function familyMembersOf(
  familyNames: readonly string[],
  models: readonly { familyName: string; familyMembers: readonly string[] }[],
): string[] {
  const chosen = new Set(familyNames);
  return [...new Set(models.filter((model) => chosen.has(model.familyName)).flatMap((model) => model.familyMembers))];
}

export { familyMembersOf, notificationRuleBody };
export type { NotificationRuleParts };
