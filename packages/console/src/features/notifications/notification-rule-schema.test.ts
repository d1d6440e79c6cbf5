import { describe, expect, test } from "vitest";
import { notificationRuleInputSchema } from "@org/api-client";
import { createFakeApi } from "@org/api-client/testing";
import {
  EMPTY_RULE_FORM,
  notificationRuleFormSchema,
  ruleFormValues,
  toRuleInput,
  type NotificationRuleFormInput,
} from "./notification-rule-schema";

const filled: NotificationRuleFormInput = {
  familyNames: ["AirConditioner"],
  ruleType: "deviceStatus",
  key: "H01",
  op: "gte",
  target: " 30 ",
  recipients: ["owner", "guest"],
  title: "Too hot",
  body: "The room is over 30 degrees.",
};

function messages(values: NotificationRuleFormInput) {
  const result = notificationRuleFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("the notification rule form", () => {
  test("an empty form names each required field, and the status fields wait for the rule type", () => {
    expect(messages(EMPTY_RULE_FORM)).toEqual({
      familyNames: "form.errors.familyNames",
      ruleType: "form.errors.ruleType",
      title: "form.errors.titleRequired",
      body: "form.errors.messageRequired",
    });
  });

  test("a status rule needs a key of H and two hex digits, an operator and a numeric target", () => {
    expect(messages({ ...filled, key: "H1", op: "", target: "" })).toEqual({
      key: "form.errors.key",
      op: "form.errors.operator",
      target: "form.errors.targetRequired",
    });
    expect(messages({ ...filled, key: "X0A", target: "thirty" })).toEqual({
      key: "form.errors.key",
      target: "form.errors.targetNumber",
    });
    expect(messages({ ...filled, key: "H0a", target: "-2.5" })).toEqual({});
  });

  test("title and message stop at 40 and 160 characters", () => {
    expect(messages({ ...filled, title: "t".repeat(40), body: "m".repeat(160) })).toEqual({});
    expect(messages({ ...filled, title: "t".repeat(41), body: "m".repeat(161) })).toEqual({
      title: "form.errors.titleTooLong",
      body: "form.errors.messageTooLong",
    });
  });

  test("asks for a recipient when neither the owner nor the guests are chosen, as the server's schema does", async () => {
    expect(messages({ ...filled, recipients: [] })).toEqual({ recipients: "form.errors.recipients" });
    const models = await createFakeApi().informationModels.list();
    for (const recipients of [["owner"], ["guest"], ["owner", "guest"]] as const) {
      const values = notificationRuleFormSchema.parse({ ...filled, recipients: [...recipients] });
      expect(notificationRuleInputSchema.safeParse(toRuleInput(values, models, "1")).success, String(recipients)).toBe(
        true,
      );
    }
  });

  test("the body is SPEC §3's shape, with the chosen models' members, and the server's schema accepts it", async () => {
    const models = await createFakeApi().informationModels.list();
    const values = notificationRuleFormSchema.parse({ ...filled, familyNames: ["AirConditioner", "SmartPlug"] });
    const input = toRuleInput(values, models, "7");
    const members = models
      .filter((model) => model.familyName === "AirConditioner" || model.familyName === "SmartPlug")
      .flatMap((model) => model.familyMembers);
    expect(members.length).toBeGreaterThan(0);
    expect(input).toEqual({
      ruleType: "deviceStatus",
      familyNames: ["AirConditioner", "SmartPlug"],
      familyMembers: members,
      ownerId: "7",
      source: "admin",
      actions: [{ title: "Too hot", body: "The room is over 30 degrees." }],
      event: {
        source: "device",
        resource: "states",
        type: "exohomeEvent",
        conditions: [{ key: "H01", op: "gte", target: 30 }],
      },
      recipients: ["owner", "guest"],
    });
    expect(notificationRuleInputSchema.safeParse(input).success).toBe(true);
    expect(toRuleInput(values, models, undefined)).not.toHaveProperty("ownerId");
  });

  test("a stored rule fills the form; an operator the console does not know is left to choose again", async () => {
    const [rule] = await createFakeApi().notificationRules.list();
    if (!rule) throw new Error("the fake has rules");
    const values = ruleFormValues(rule);
    expect(values.key).toBe(rule.event.conditions[0]?.key);
    expect(values.title).toBe(rule.actions[0]?.title);
    const odd = {
      ...rule,
      event: { ...rule.event, conditions: [{ key: "H01", op: "between", target: 2 }] },
    };
    expect(ruleFormValues(odd)).toMatchObject({ key: "H01", op: "", target: "2" });
  });
});
