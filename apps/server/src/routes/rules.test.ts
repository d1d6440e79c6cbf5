import { afterEach, describe, expect, it } from "vitest";
import { isApiError } from "@org/api-client";
import { Settings } from "../db/settings.js";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

const rule = (familyName: string, title = "Rule") => ({
  ruleType: "deviceStatus" as const,
  familyNames: [familyName],
  actions: [{ title, body: "Body." }],
  event: { conditions: [{ key: "H00", op: "eq" as const, target: 1 }] },
  recipients: ["owner" as const],
});

describe("notification rules", () => {
  it("takes the owner from the session, whatever the body says, and answers 201 then 204", async () => {
    server = await createTestServer();
    const created = await server.call("POST", "/ruleTemplate", {
      json: { ...rule("SmartPlug", "Mine"), ownerId: "9999" },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const stored = await server.api.notificationRules.get(id);
    expect(stored.ownerId).toBe("1");
    expect(stored.familyMembers.length).toBeGreaterThan(0);
    const updated = await server.call("PUT", `/ruleTemplate/${id}`, { json: rule("SmartPlug", "Renamed") });
    expect(updated.status).toBe(204);
    expect((await server.api.notificationRules.get(id)).actions[0]?.title).toBe("Renamed");
  });

  it("refuses every rule when the plan's limit is 0", async () => {
    server = await createTestServer();
    // The plan is the server's to set (the seed does it), not the API's.
    const settings = new Settings(server.db);
    settings.setTheme({ ...settings.theme(), notification_rule_limit: 0 });
    const error = await server.api.notificationRules.create(rule("SmartPlug")).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(409);
  });

  it("a theme save that raises notification_rule_limit leaves the plan's limit, and the rest of the save happens", async () => {
    server = await createTestServer();
    const before = await server.api.theme.get();
    const form = new FormData();
    form.append("product_name", "Raised");
    form.append("notification_rule_limit", String(before.notification_rule_limit + 1000));
    form.append("data_retention", "infinity");
    form.append(
      "export",
      JSON.stringify({ relative_start: 9_999 * 86_400, period_min: 1, period_max: 9_999 * 86_400 }),
    );
    const answer = await server.call("POST", "/theme", { body: form });
    expect(answer.status).toBe(200);
    const after = await server.api.theme.get();
    expect(after.product_name).toBe("Raised");
    expect(after.notification_rule_limit).toBe(before.notification_rule_limit);
    expect(after.data_retention).toBe(before.data_retention);
    expect(after.export).toEqual(before.export);
  });
});
