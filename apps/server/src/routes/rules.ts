import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { Hono } from "hono";
import {
  MESSAGES,
  STATUS,
  familyMembersOf,
  notificationRuleBody,
  notificationRuleInputSchema,
  ruleMembersProblem,
  ruleQuota,
} from "@org/api-client";
import type { NotificationRuleInput } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { findModel, modelMembers } from "../data/information-models.js";
import { countRulesOwnedBy, deleteRule, findRule, insertRule, listRules, updateRule } from "../data/rules.js";
import { HttpError, jsonBody, parseWith } from "../http/errors.js";
import { recordSecurityEvent } from "../http/security-events.js";

/**
 * The stored body of a rule, built by the contract's `notificationRuleBody` as the fake builds it. Each family must
 * exist; a rule that names no members covers every member of its families.
 */
function ruleBody(db: Database, input: NotificationRuleInput) {
  const models = input.familyNames.map((familyName, index) => {
    const row = findModel(db, familyName);
    if (!row) {
      const field = `familyNames.${index}`;
      throw new HttpError(STATUS.badRequest, `${field}: There is no information model ${familyName}.`, { field });
    }
    return { familyName, familyMembers: modelMembers(row) };
  });
  const members = ruleMembersProblem(input.familyNames, input.familyMembers, models);
  if (members) throw new HttpError(STATUS.badRequest, `${members.field}: ${members.message}`, { field: members.field });
  return notificationRuleBody({
    ruleType: input.ruleType,
    familyNames: input.familyNames,
    familyMembers: input.familyMembers ?? familyMembersOf(input.familyNames, models),
    actions: input.actions,
    conditions: input.event.conditions,
    recipients: input.recipients,
  });
}

/** `notificationRules.*` under `/ruleTemplate`: list, read, create, change and delete rules. */
function ruleRoutes(services: Services): Hono<AppEnv> {
  const { db, clock, settings } = services;
  const api = new Hono<AppEnv>();

  function ruleOf(id: string) {
    const rule = findRule(db, id);
    if (!rule) throw new HttpError(STATUS.notFound, "Notification rule not found.", { field: "id" });
    return rule;
  }

  api.get("/", (c) => c.json({ data: listRules(db) }));

  api.get("/:id", (c) => c.json({ data: ruleOf(c.req.param("id")) }));

  api.post("/", async (c) => {
    const input = parseWith(notificationRuleInputSchema, await jsonBody(c));
    // The owner is whoever is signed in, never what the body says.
    const ownerId = String(c.get("user").id);
    const id = `rule-${randomBytes(6).toString("hex")}`;
    db.transaction(() => {
      const limit = settings.theme().notification_rule_limit;
      const quota = ruleQuota(limit, countRulesOwnedBy(db, ownerId));
      if (quota === "blocked") throw new HttpError(STATUS.conflict, MESSAGES.ruleQuotaBlocked, { limit });
      if (quota === "full") throw new HttpError(STATUS.conflict, MESSAGES.ruleQuotaFull, { limit });
      insertRule(db, { id, ownerId, body: ruleBody(db, input) }, clock.now());
    })();
    recordSecurityEvent(services, c, { event: "rule.created", ruleId: id });
    return c.json({ id }, 201);
  });

  api.put("/:id", async (c) => {
    const current = ruleOf(c.req.param("id"));
    const input = parseWith(notificationRuleInputSchema, await jsonBody(c));
    updateRule(db, current.id, ruleBody(db, input), clock.now());
    recordSecurityEvent(services, c, { event: "rule.updated", ruleId: current.id });
    return c.body(null, 204);
  });

  api.delete("/:id", (c) => {
    const current = ruleOf(c.req.param("id"));
    deleteRule(db, current.id);
    recordSecurityEvent(services, c, { event: "rule.deleted", ruleId: current.id });
    return c.body(null, 204);
  });

  return api;
}

export { ruleRoutes };
