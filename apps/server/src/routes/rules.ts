import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { Hono } from "hono";
import { MESSAGES, STATUS, notificationRuleInputSchema, ruleQuota } from "@org/api-client";
import type { NotificationRuleInput } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { HttpError, jsonBody, parseWith } from "../http/errors.js";

interface RuleRow {
  id: string;
  owner_id: string;
  body: string;
}

interface StoredRule {
  ruleType: string;
  familyNames: string[];
  familyMembers: string[];
  source: string;
  actions: { title: string; body: string }[];
  event: { source: string; resource: string; type: string; conditions: { key: string; op: string; target: number }[] };
  recipients: string[];
}

function ruleAnswer(row: RuleRow) {
  const body = JSON.parse(row.body) as StoredRule;
  return { id: row.id, ownerId: row.owner_id, ...body };
}

/** The ids of the rules that cover a family. */
function rulesUsingFamily(db: Database, familyName: string): string[] {
  return db
    .prepare<[string], { id: string }>("SELECT rules.id AS id FROM rules, json_each(rules.body, '$.familyNames') AS family WHERE family.value = ?")
    .all(familyName)
    .map((row) => row.id);
}

/** The stored body of a rule: the families must exist; members default to the families' members. */
function storedRule(db: Database, input: NotificationRuleInput): StoredRule {
  const members = new Set<string>();
  input.familyNames.forEach((familyName, index) => {
    const row = db.prepare<[string], { family_members: string }>("SELECT family_members FROM info_models WHERE family_name = ?").get(familyName);
    if (!row) throw new HttpError(STATUS.badRequest, `familyNames.${index}: There is no information model ${familyName}.`, { field: `familyNames.${index}` });
    for (const member of JSON.parse(row.family_members) as string[]) members.add(member);
  });
  return {
    ruleType: input.ruleType,
    familyNames: [...input.familyNames],
    familyMembers: input.familyMembers ?? [...members],
    source: "admin",
    actions: input.actions.map(({ title, body }) => ({ title, body })),
    event: {
      source: "device",
      resource: "states",
      type: "exohomeEvent",
      conditions: input.event.conditions.map(({ key, op, target }) => ({ key, op, target })),
    },
    recipients: [...input.recipients],
  };
}

function registerRuleRoutes(api: Hono<AppEnv>, services: Services): void {
  const { db, clock, settings } = services;
  const findRule = (id: string) => {
    const row = db.prepare<[string], RuleRow>("SELECT id, owner_id, body FROM rules WHERE id = ?").get(id);
    if (!row) throw new HttpError(STATUS.notFound, "Notification rule not found.", { field: "id" });
    return row;
  };

  api.get("/ruleTemplate", (c) => {
    const rows = db.prepare<[], RuleRow>("SELECT id, owner_id, body FROM rules ORDER BY seq").all();
    return c.json({ data: rows.map(ruleAnswer) });
  });

  api.get("/ruleTemplate/:id", (c) => c.json({ data: ruleAnswer(findRule(c.req.param("id"))) }));

  api.post("/ruleTemplate", async (c) => {
    const input = parseWith(notificationRuleInputSchema, await jsonBody(c));
    // The owner is whoever is signed in, never what the body says.
    const ownerId = String(c.get("user").id);
    const id = `rule-${randomBytes(6).toString("hex")}`;
    db.transaction(() => {
      const limit = settings.theme().notification_rule_limit;
      const own = db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM rules WHERE owner_id = ?").get(ownerId)?.n ?? 0;
      const quota = ruleQuota(limit, own);
      if (quota === "blocked") throw new HttpError(STATUS.conflict, MESSAGES.ruleQuotaBlocked, { limit });
      if (quota === "full") throw new HttpError(STATUS.conflict, MESSAGES.ruleQuotaFull, { limit });
      const body = storedRule(db, input);
      const now = clock.now();
      db.prepare("INSERT INTO rules (id, owner_id, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?)").run(id, ownerId, JSON.stringify(body), now, now);
    })();
    return c.json({ id }, 201);
  });

  api.put("/ruleTemplate/:id", async (c) => {
    const current = findRule(c.req.param("id"));
    const input = parseWith(notificationRuleInputSchema, await jsonBody(c));
    const body = storedRule(db, input);
    db.prepare("UPDATE rules SET body = ?, updated_at = ? WHERE id = ?").run(JSON.stringify(body), clock.now(), current.id);
    return c.body(null, 204);
  });

  api.delete("/ruleTemplate/:id", (c) => {
    const current = findRule(c.req.param("id"));
    db.prepare("DELETE FROM rules WHERE id = ?").run(current.id);
    return c.body(null, 204);
  });
}

export { registerRuleRoutes, rulesUsingFamily };

