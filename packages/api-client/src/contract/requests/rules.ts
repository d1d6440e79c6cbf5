/** The zod schema of a notification rule as the console creates or updates it. */
import { z } from "zod";
import {
  COMPARISON_OPERATORS,
  MESSAGES,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  RECIPIENTS,
  RULE_KEY_PATTERN,
  RULE_TYPES,
} from "../constants.js";
import { isRecord } from "../wire.js";
import { required } from "./fields.js";

const ruleKey = z.string({ error: MESSAGES.ruleKey }).regex(RULE_KEY_PATTERN, { error: MESSAGES.ruleKey });

const notificationRuleInputSchema = z.preprocess(
  (value) => {
    if (!isRecord(value)) return value;
    const names = value.familyNames ?? value.familyName;
    return { ...value, familyNames: typeof names === "string" ? [names] : names };
  },
  z.object({
    ruleType: z.enum(RULE_TYPES, { error: "The rule type is required." }),
    familyNames: z
      .array(z.string().min(1), { error: "The family name is required." })
      .min(1, { error: "The family name is required." }),
    familyMembers: z.array(z.string()).optional(),
    ownerId: z.string().optional(),
    source: z.literal("admin").optional(),
    actions: z
      .array(
        z.object({
          title: required("The title is required.").max(NOTIFICATION_TITLE_MAX, {
            error: `The title must be at most ${NOTIFICATION_TITLE_MAX} characters.`,
          }),
          body: required("The message is required.").max(NOTIFICATION_MESSAGE_MAX, {
            error: `The message must be at most ${NOTIFICATION_MESSAGE_MAX} characters.`,
          }),
        }),
      )
      .length(1),
    event: z.object({
      source: z.literal("device").optional(),
      resource: z.literal("states").optional(),
      type: z.literal("exohomeEvent").optional(),
      conditions: z
        .array(
          z.object({
            key: ruleKey,
            op: z.enum(COMPARISON_OPERATORS, { error: "The operator is required." }),
            target: z.number({ error: "The target must be a number." }),
          }),
        )
        .min(1),
    }),
    recipients: z.array(z.enum(RECIPIENTS)),
  }),
);

type NotificationRuleInput = z.output<typeof notificationRuleInputSchema>;

export { notificationRuleInputSchema };
export type { NotificationRuleInput };
