/**
 * Zod schemas for the notification rules, as they come back from the server.
 *
 * Where the API has two names for one field, both are accepted and the output carries one:
 *
 * | output name        | also accepted            | why this one                                              |
 * |--------------------|--------------------------|-----------------------------------------------------------|
 * | `familyNames`      | `familyName` (one or many) | a rule may cover several families, so always a list     |
 */
import * as z from "zod/mini";
import { COMPARISON_OPERATORS, RECIPIENTS, RULE_TYPES } from "../constants.js";
import { id, isRecord, lenient, list, numeric } from "../wire.js";
import type { Loose } from "../wire.js";

const operatorSchema = z.enum(COMPARISON_OPERATORS);

const ruleConditionSchema = z.object({
  key: z.string(),
  /**
   * One of COMPARISON_OPERATORS as the console writes it, but stored data may hold another: the console logs an
   * unknown operator and still shows the rule, so reading one must not fail the whole list.
   */
  op: z.string(),
  target: numeric,
});

const ruleEventSchema = z.object({
  source: z._default(z.string(), "device"),
  resource: z._default(z.string(), "states"),
  type: z._default(z.string(), "exohomeEvent"),
  conditions: list(ruleConditionSchema),
});

const ruleActionSchema = z.object({ title: z.string(), body: z.string() });

function familyNamesFrom(value: Loose): unknown {
  const names = value.familyNames ?? value.familyName;
  return typeof names === "string" ? [names] : names;
}

const notificationRuleSchema = lenient(
  (value) => (isRecord(value) ? { ...value, familyNames: familyNamesFrom(value) } : value),
  z.object({
    id,
    ruleType: z._default(z.enum(RULE_TYPES), "deviceStatus"),
    familyNames: list(z.string()),
    familyMembers: list(z.string()),
    ownerId: lenient(
      (value) => (typeof value === "number" ? String(value) : value === undefined || value === "" ? null : value),
      z.nullable(z.string()),
    ),
    source: z._default(z.string(), "admin"),
    actions: list(ruleActionSchema),
    event: ruleEventSchema,
    recipients: list(z.enum(RECIPIENTS)),
  }),
);

type NotificationRule = z.output<typeof notificationRuleSchema>;
type RuleCondition = z.output<typeof ruleConditionSchema>;
type ComparisonOperator = z.output<typeof operatorSchema>;
type Recipient = (typeof RECIPIENTS)[number];
type RuleType = (typeof RULE_TYPES)[number];

export { notificationRuleSchema, operatorSchema, ruleActionSchema, ruleConditionSchema, ruleEventSchema };
export type { ComparisonOperator, NotificationRule, Recipient, RuleCondition, RuleType };
