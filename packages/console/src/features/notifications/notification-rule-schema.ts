import * as z from "zod/mini";
import {
  COMPARISON_OPERATORS,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  RECIPIENTS,
  RULE_KEY_PATTERN,
  RULE_TYPES,
  familyMembersOf,
  notificationRuleBody,
  type ComparisonOperator,
  type InformationModel,
  type NotificationRule,
  type NotificationRuleInput,
  type RuleType,
} from "@org/api-client";
import { isComparisonOperator } from "../../shared/format/operators";

/**
 * The rule form's messages: keys of the `notifications` namespace, translated where they are shown. The key's text
 * is the documented one; the others are documented only as "required", "numeric", "max 40" and "max 160".
 */
const RULE_FORM_MESSAGES = {
  familyNames: "form.errors.familyNames",
  ruleType: "form.errors.ruleType",
  key: "form.errors.key",
  operator: "form.errors.operator",
  targetRequired: "form.errors.targetRequired",
  targetNumber: "form.errors.targetNumber",
  titleRequired: "form.errors.titleRequired",
  titleTooLong: "form.errors.titleTooLong",
  messageRequired: "form.errors.messageRequired",
  messageTooLong: "form.errors.messageTooLong",
  recipients: "form.errors.recipients",
} as const;

type RuleFormMessage = (typeof RULE_FORM_MESSAGES)[keyof typeof RULE_FORM_MESSAGES];

/** A rule key: H and two hexadecimal digits, as the contract's `notificationRuleInputSchema` checks it. */

/** A number as an operator types it: `30`, `-2.5`, ` 7 `; not `1e3`, `0x1F` or an empty text. */
const TARGET_PATTERN = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The notification rule form. Family names: at least one. Rule type: required; choosing Device Status
 * reveals key (H plus two hex digits), operator and target (a number), which are checked only then. Recipients: the
 * owner, the guests or both. Title: required,
 * at most 40; message: required, at most 160 (after trimming, as the server counts them).
 */
const notificationRuleFormSchema = z.pipe(
  z
    .object({
      familyNames: z.array(z.string()).check(z.minLength(1, { error: RULE_FORM_MESSAGES.familyNames })),
      ruleType: z.union([z.enum(RULE_TYPES), z.literal("")]),
      key: z.string().check(z.trim()),
      op: z.union([z.enum(COMPARISON_OPERATORS), z.literal("")]),
      target: z.string().check(z.trim()),
      // At least one, as the contract asks; the checkboxes cannot name one twice.
      recipients: z.array(z.enum(RECIPIENTS)).check(z.minLength(1, { error: RULE_FORM_MESSAGES.recipients })),
      title: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: RULE_FORM_MESSAGES.titleRequired }),
          z.maxLength(NOTIFICATION_TITLE_MAX, { error: RULE_FORM_MESSAGES.titleTooLong }),
        ),
      body: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: RULE_FORM_MESSAGES.messageRequired }),
          z.maxLength(NOTIFICATION_MESSAGE_MAX, { error: RULE_FORM_MESSAGES.messageTooLong }),
        ),
    })
    .check(
      z.superRefine((values, context) => {
        const problem = (path: "ruleType" | "key" | "op" | "target", message: RuleFormMessage) =>
          context.addIssue({ code: "custom", path: [path], message });
        if (values.ruleType === "") return problem("ruleType", RULE_FORM_MESSAGES.ruleType);
        // The only rule type is a status rule; its condition fields are checked once it is chosen.
        if (!RULE_KEY_PATTERN.test(values.key)) problem("key", RULE_FORM_MESSAGES.key);
        if (values.op === "") problem("op", RULE_FORM_MESSAGES.operator);
        if (values.target === "") problem("target", RULE_FORM_MESSAGES.targetRequired);
        else if (!TARGET_PATTERN.test(values.target)) problem("target", RULE_FORM_MESSAGES.targetNumber);
      }),
    ),
  // After the checks above the blanks are gone: the output names a rule type, an operator and a number.
  z.transform((values) => ({
    ...values,
    ruleType: values.ruleType as RuleType,
    op: values.op as ComparisonOperator,
    target: Number(values.target),
  })),
);

/** What the form holds while the operator edits it: texts, and blanks for the choices not made yet. */
type NotificationRuleFormInput = z.input<typeof notificationRuleFormSchema>;
/** What the form submits, before the models' family members and the owner are added (`toRuleInput`). */
type NotificationRuleFormValues = z.output<typeof notificationRuleFormSchema>;

/** A new rule: nothing chosen but the owner as recipient. */
const EMPTY_RULE_FORM: NotificationRuleFormInput = {
  familyNames: [],
  ruleType: "",
  key: "",
  op: "",
  target: "",
  recipients: ["owner"],
  title: "",
  body: "",
};

/**
 * The form's values for a stored rule. An operator the console does not know leaves the operator blank, so saving
 * asks for one rather than writing back something the server would refuse.
 */
function ruleFormValues(rule: NotificationRule): NotificationRuleFormInput {
  const [condition] = rule.event.conditions;
  const [action] = rule.actions;
  return {
    familyNames: [...rule.familyNames],
    ruleType: rule.ruleType,
    key: condition?.key ?? "",
    op: condition && isComparisonOperator(condition.op) ? condition.op : "",
    target: condition ? String(condition.target) : "",
    recipients: [...rule.recipients],
    title: action?.title ?? "",
    body: action?.body ?? "",
  };
}

/** The API's request body for a rule: one condition, one action, the chosen models' members, and the owner when known. */
function toRuleInput(
  values: NotificationRuleFormValues,
  models: readonly InformationModel[],
  ownerId: string | undefined,
): NotificationRuleInput {
  return {
    ...notificationRuleBody({
      ruleType: values.ruleType,
      familyNames: values.familyNames,
      familyMembers: familyMembersOf(values.familyNames, models),
      actions: [{ title: values.title, body: values.body }],
      conditions: [{ key: values.key, op: values.op, target: values.target }],
      recipients: values.recipients,
    }),
    ...(ownerId === undefined ? {} : { ownerId }),
  };
}

export { EMPTY_RULE_FORM, notificationRuleFormSchema, ruleFormValues, toRuleInput };
export type { NotificationRuleFormInput, NotificationRuleFormValues };
