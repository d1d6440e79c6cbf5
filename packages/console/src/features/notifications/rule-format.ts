import type { NotificationRule, Recipient } from "@org/api-client";
import { operatorSymbol } from "../../shared/format/operators";

/**
 * A rule's conditions as the table shows them: `H01 ≥ 30`, one per condition, joined. An operator the console does
 * not know is written as stored (the row still renders; `unknownOperators` lists it for the console).
 */
function ruleConditionsText(rule: NotificationRule, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false });
  return rule.event.conditions
    .map(({ key, op, target }) => `${key} ${operatorSymbol(op) ?? op} ${number.format(target)}`)
    .join(", ");
}

/** The operators of these rules that the console does not know, each once. */
function unknownOperators(rules: readonly NotificationRule[]): string[] {
  const ops = rules.flatMap((rule) => rule.event.conditions.map((condition) => condition.op));
  return [...new Set(ops.filter((op) => operatorSymbol(op) === undefined))];
}

/** The Recipients column: All for owner and guest, Owner for the owner only, otherwise `--`. */
function recipientsKind(recipients: readonly Recipient[]): "all" | "owner" | "none" {
  const owner = recipients.includes("owner");
  if (owner && recipients.includes("guest")) return "all";
  return owner ? "owner" : "none";
}

export { recipientsKind, ruleConditionsText, unknownOperators };
