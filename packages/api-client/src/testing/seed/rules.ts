import type { InformationModel } from "../../contract/entities/information-models.js";
import type { NotificationRule } from "../../contract/entities/rules.js";
import { familyMembersOf, notificationRuleBody } from "../../contract/rule-body.js";
import { FAKE_ADMIN_ID } from "./users.js";

const RULE_TEMPLATES = [
  {
    family: "AirConditioner",
    title: "Room too hot",
    body: "The room temperature has reached 32 °C. Consider switching on cooling.",
    key: "H03",
    op: "gte",
    target: 32,
    recipients: ["owner", "guest"],
  },
  {
    family: "Dehumidifier",
    title: "Water tank full",
    body: "Empty the water tank so the dehumidifier can keep running.",
    key: "H03",
    op: "eq",
    target: 1,
    recipients: ["owner"],
  },
  {
    family: "Dehumidifier",
    title: "Humidity is high",
    body: "Humidity is above 75 %. Check that windows are closed.",
    key: "H02",
    op: "gt",
    target: 75,
    recipients: ["owner", "guest"],
  },
  {
    family: "SmartPlug",
    title: "High power draw",
    body: "The plug is drawing more than 2000 W.",
    key: "H01",
    op: "gt",
    target: 2000,
    recipients: ["owner"],
  },
  {
    family: "AirConditioner",
    title: "Air conditioner switched off",
    body: "Your air conditioner was switched off.",
    key: "H00",
    op: "eq",
    target: 0,
    recipients: ["guest"],
  },
  {
    family: "CeilingFan",
    title: "Fan at full speed",
    body: "The ceiling fan is running at full speed.",
    key: "H01",
    op: "gte",
    target: 100,
    recipients: ["owner"],
  },
] as const;

/**
 * `count` rules owned by the built-in administrator, cycling through the templates; from the second round on, a
 * rule's title carries its round.
 */
function makeRules(count: number, models: InformationModel[]): NotificationRule[] {
  return Array.from({ length: count }, (_, index) => {
    const template = RULE_TEMPLATES[index % RULE_TEMPLATES.length] as (typeof RULE_TEMPLATES)[number];
    const round = Math.floor(index / RULE_TEMPLATES.length);
    const body = notificationRuleBody({
      ruleType: "deviceStatus",
      familyNames: [template.family],
      familyMembers: familyMembersOf([template.family], models),
      actions: [{ title: round === 0 ? template.title : `${template.title} (${round + 1})`, body: template.body }],
      conditions: [{ key: template.key, op: template.op, target: template.target }],
      recipients: template.recipients,
    });
    return { id: `rule-${index + 1}`, ownerId: FAKE_ADMIN_ID, ...body };
  });
}

export { makeRules };
