import type { Database } from "better-sqlite3";
import type { notificationRuleBody } from "@org/api-client";
import { perDatabase } from "./statements.js";

/** A rule's body as stored: what the contract's `notificationRuleBody` builds, as JSON. */
type RuleBody = ReturnType<typeof notificationRuleBody>;

interface RuleRow {
  id: string;
  owner_id: string;
  body: string;
}

function ruleAnswer(row: RuleRow) {
  const body = JSON.parse(row.body) as RuleBody;
  return { id: row.id, ownerId: row.owner_id, ...body };
}

const statements = perDatabase((db) => ({
  all: db.prepare<[], RuleRow>("SELECT id, owner_id, body FROM rules ORDER BY seq"),
  byId: db.prepare<[string], RuleRow>("SELECT id, owner_id, body FROM rules WHERE id = ?"),
  countOwned: db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM rules WHERE owner_id = ?"),
  usingFamily: db.prepare<[string], { id: string }>(
    "SELECT rules.id AS id FROM rules, json_each(rules.body, '$.familyNames') AS family WHERE family.value = ?",
  ),
  insert: db.prepare<[string, string, string, number, number]>(
    "INSERT INTO rules (id, owner_id, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
  ),
  update: db.prepare<[string, number, string]>("UPDATE rules SET body = ?, updated_at = ? WHERE id = ?"),
  delete: db.prepare<[string]>("DELETE FROM rules WHERE id = ?"),
}));

/** Every rule, oldest first. */
function listRules(db: Database) {
  return statements(db).all.all().map(ruleAnswer);
}

function findRule(db: Database, id: string) {
  const row = statements(db).byId.get(id);
  return row ? ruleAnswer(row) : undefined;
}

/** How many rules a user owns, for the plan's quota. */
function countRulesOwnedBy(db: Database, ownerId: string): number {
  return statements(db).countOwned.get(ownerId)?.n ?? 0;
}

/** The ids of the rules that cover a family. */
function rulesUsingFamily(db: Database, familyName: string): string[] {
  return statements(db)
    .usingFamily.all(familyName)
    .map((row) => row.id);
}

function insertRule(db: Database, rule: { id: string; ownerId: string; body: RuleBody }, now: number): void {
  statements(db).insert.run(rule.id, rule.ownerId, JSON.stringify(rule.body), now, now);
}

function updateRule(db: Database, id: string, body: RuleBody, now: number): void {
  statements(db).update.run(JSON.stringify(body), now, id);
}

function deleteRule(db: Database, id: string): void {
  statements(db).delete.run(id);
}

export { countRulesOwnedBy, deleteRule, findRule, insertRule, listRules, rulesUsingFamily, updateRule };
