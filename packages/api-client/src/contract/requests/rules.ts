/** The zod schema of a notification rule as the console creates or updates it. */
import * as z from "zod/mini";
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

const ruleKey = z.string({ error: MESSAGES.ruleKey }).check(z.regex(RULE_KEY_PATTERN, { error: MESSAGES.ruleKey }));

const notificationRuleInputSchema = z.pipe(
  z.transform((value) => {
    if (!isRecord(value)) return value;
    const names = value.familyNames ?? value.familyName;
    return { ...value, familyNames: typeof names === "string" ? [names] : names };
  }),
  z.object({
    ruleType: z.enum(RULE_TYPES, { error: "The rule type is required." }),
    familyNames: z
      .array(z.string().check(z.minLength(1)), { error: "The family name is required." })
      .check(z.minLength(1, { error: "The family name is required." })),
    familyMembers: z.optional(z.array(z.string())),
    ownerId: z.optional(z.string()),
    source: z.optional(z.literal("admin")),
    actions: z
      .array(
        z.object({
          title: required("The title is required.").check(
            z.maxLength(NOTIFICATION_TITLE_MAX, {
              error: `The title must be at most ${NOTIFICATION_TITLE_MAX} characters.`,
            }),
          ),
          body: required("The message is required.").check(
            z.maxLength(NOTIFICATION_MESSAGE_MAX, {
              error: `The message must be at most ${NOTIFICATION_MESSAGE_MAX} characters.`,
            }),
          ),
        }),
      )
      .check(z.length(1)),
    event: z.object({
      source: z.optional(z.literal("device")),
      resource: z.optional(z.literal("states")),
      type: z.optional(z.literal("exohomeEvent")),
      conditions: z
        .array(
          z.object({
            key: ruleKey,
            op: z.enum(COMPARISON_OPERATORS, { error: "The operator is required." }),
            target: z.number({ error: "The target must be a number." }),
          }),
        )
        .check(z.minLength(1)),
    }),
    /** Whom the notification goes to: at least one of owner and guest, each once. */
    recipients: z
      .array(z.enum(RECIPIENTS), { error: "Choose the owner, the guests or both." })
      .check(
        z.minLength(1, { error: "Choose the owner, the guests or both." }),
        z.refine((recipients) => new Set(recipients).size === recipients.length, {
          error: "Each recipient may be named once.",
        }),
      ),
  }),
);

type NotificationRuleInput = z.output<typeof notificationRuleInputSchema>;

export { notificationRuleInputSchema };
export type { NotificationRuleInput };
