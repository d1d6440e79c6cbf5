import type { ComparisonOperator } from "@org/api-client";

/** How the console writes each comparison operator of a rule condition. */
const OPERATOR_SYMBOLS: Record<ComparisonOperator, string> = {
  eq: "=",
  neq: "≠",
  lt: "<",
  lte: "≤",
  gt: ">",
  gte: "≥",
};

/** The symbol of a comparison operator, or undefined for one the console does not know. */
function operatorSymbol(op: string): string | undefined {
  return Object.hasOwn(OPERATOR_SYMBOLS, op) ? OPERATOR_SYMBOLS[op as ComparisonOperator] : undefined;
}

/** Whether stored data's operator is one the console writes (and so one the rule form can edit). */
function isComparisonOperator(op: string): op is ComparisonOperator {
  return Object.hasOwn(OPERATOR_SYMBOLS, op);
}

const reportedOperators = new Set<string>();

/**
 * An unknown comparison operator is logged to the browser console only. It goes to `console.debug`, once per
 * operator and place (`where`: "Timeline", "Notification rules"), so that a long list does not flood the console
 * (and tests, which fail on warnings, stay quiet).
 */
function reportUnknownOperator(op: string, where = "Timeline"): void {
  const key = `${where}\n${op}`;
  if (reportedOperators.has(key)) return;
  reportedOperators.add(key);
  console.debug(`${where}: unknown comparison operator "${op}"; it is shown as written.`);
}

export { isComparisonOperator, operatorSymbol, reportUnknownOperator };
