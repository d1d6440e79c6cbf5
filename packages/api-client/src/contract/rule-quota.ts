/**
 * Whether an operator may add a notification rule, given the plan's `notification_rule_limit` and how many rules they
 * own: `blocked` when the plan has no notifications (a limit of 0 or less), `full` when their rules fill the limit,
 * else `open`. The one rule the server, the fake and the console's quota all apply.
 */
function ruleQuota(limit: number, own: number): "blocked" | "full" | "open" {
  if (limit <= 0) return "blocked";
  return own >= limit ? "full" : "open";
}

export { ruleQuota };
