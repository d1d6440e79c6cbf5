import { useEffect, useMemo } from "react";
import { Controller, useWatch } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import {
  COMPARISON_OPERATORS,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  RECIPIENTS,
  RULE_TYPES,
  type NotificationRule,
  type Recipient,
} from "@org/api-client";
import { Button } from "@org/ui/button";
import { Checkbox } from "@org/ui/checkbox";
import { cn } from "@org/ui/cn";
import { Field } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { MultiSelect } from "@org/ui/multi-select";
import { Spinner } from "@org/ui/spinner";
import { Textarea } from "@org/ui/textarea";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { ChoiceField, FormButtons, useCounter } from "./rule-form-parts";
import { loadFailure } from "../../shared/errors/load-failure";
import { notifySuccess } from "../../shared/notices/notify";
import { useInformationModelList } from "../../shared/data/information-models";
import { EMPTY_RULE_FORM, notificationRuleFormSchema, ruleFormValues, toRuleInput } from "./notification-rule-schema";
import { NoQuotaCallout, PlanBlockedCallout } from "./quota-callouts";
import { useNotificationRule, useRuleQuota, useSaveNotificationRule, type RuleSave } from "./use-notification-rules";
import type { ConsoleApiPart } from "@org/api-client";
import { useFieldMessage } from "../../shared/forms/field-message";
import { useSchemaForm } from "../../shared/forms/form-schema";

const useStrings = consoleTranslation("oc-notifications");

/** The calls NotificationRuleForm makes: the part of the API that `ConsoleProvider` needs for it. */
type NotificationRuleFormApi = ConsoleApiPart<
  | "informationModels.list"
  | "notificationRules.create"
  | "notificationRules.get"
  | "notificationRules.list"
  | "notificationRules.update"
  | "theme.get"
>;

type NotificationRuleFormProps = {
  /**
   * The rule to edit, by id: it is read afresh from the server (GET /ruleTemplate/{id}). Leave it out to create a
   * rule, within the plan's quota.
   */
  ruleId?: string;
  /**
   * The signed-in operator's id (the session's `id`): sent as the rule's owner, and the operator's own rules count
   * against the quota. Without it every rule counts.
   */
  ownerId?: string;
  /** After the server saved the rule (201 or 204), with what was sent; the rule list refreshes by itself. */
  onSaved?: (saved: RuleSave) => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Focuses the first field once the form shows (in a dialog, say). */
  focusFirstField?: boolean;
  /** Classes added to the form's root element, e.g. for its width or margins. */
  className?: string;
};

type RuleFieldsProps = Omit<NotificationRuleFormProps, "ruleId" | "className"> & {
  /** The stored rule being edited; undefined to create one. */
  rule: NotificationRule | undefined;
};

function RuleFields({ rule, ownerId, onSaved, onCancel, focusFirstField }: RuleFieldsProps) {
  const { t } = useStrings();
  const editing = rule !== undefined;
  const models = useInformationModelList();

  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm(notificationRuleFormSchema, {
    defaultValues: rule ? ruleFormValues(rule) : EMPTY_RULE_FORM,
  });

  const { save, failure, dismissFailure } = useSaveNotificationRule({
    onSuccess: (saved) => {
      notifySuccess(t(editing ? "form.updated" : "form.created"));
      onSaved?.(saved);
    },
  });

  // The rule's own families stay choosable even when their model has gone since (they are what the rule holds).
  const familyOptions = useMemo(() => {
    const names = new Set([...(models.data ?? []).map((model) => model.familyName), ...(rule?.familyNames ?? [])]);
    return [...names].sort((a, b) => a.localeCompare(b)).map((name) => ({ value: name, label: name }));
  }, [models.data, rule]);

  useEffect(() => {
    // MultiSelect hands its trigger to the field's ref, so react-hook-form can focus it.
    if (focusFirstField) setFocus("familyNames");
  }, [focusFirstField, setFocus]);

  const ruleType = useWatch({ control, name: "ruleType" });
  const titleCounter = useCounter(control, "title", NOTIFICATION_TITLE_MAX);
  const bodyCounter = useCounter(control, "body", NOTIFICATION_MESSAGE_MAX);
  const message = useFieldMessage("oc-notifications");

  const onSubmit = handleSubmit((values) =>
    save({ id: rule?.id, rule: toRuleInput(values, models.data ?? [], ownerId) }),
  );

  return (
    <>
      <ErrorAlert call="informationModels.list" title={t("form.modelsFailedTitle")} {...loadFailure(models)} />
      <ErrorAlert
        call={editing ? "notificationRules.update" : "notificationRules.create"}
        error={failure?.error}
        title={t("form.failedTitle")}
        onDismiss={dismissFailure}
      />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="oc:flex oc:min-h-0 oc:flex-1 oc:flex-col oc:gap-4"
      >
        {/* In a dialog the fields scroll and the buttons stay; the padding keeps focus rings inside the scroller. */}
        <fieldset
          disabled={isSubmitting}
          className="oc:-m-1 oc:grid oc:min-h-0 oc:min-w-0 oc:flex-1 oc:gap-4 oc:overflow-y-auto oc:border-0 oc:p-1"
        >
          <Controller
            control={control}
            name="familyNames"
            render={({ field }) => (
              <Field
                label={t("form.familyNames")}
                required
                description={t("form.familyNamesHint")}
                error={message(errors.familyNames?.message)}
              >
                <MultiSelect
                  ref={field.ref}
                  options={familyOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  disabled={isSubmitting}
                  placeholder={t("form.familyNamesPlaceholder")}
                  searchPlaceholder={t("form.familyNamesSearch")}
                  emptyLabel={t("form.familyNamesEmpty")}
                  noResultsLabel={t("form.familyNamesNoResults")}
                  removeLabel={(label) => t("form.familyNamesRemove", { label })}
                />
              </Field>
            )}
          />

          <ChoiceField
            control={control}
            name="ruleType"
            label={t("form.ruleType")}
            placeholder={t("form.ruleTypePlaceholder")}
            options={RULE_TYPES.map((type) => ({ value: type, label: t(`form.ruleTypes.${type}`) }))}
            error={message(errors.ruleType?.message)}
            disabled={isSubmitting}
          />

          {ruleType === "deviceStatus" ? (
            <div data-slot="status-condition" className="oc:grid oc:gap-4 oc:sm:grid-cols-3">
              {editing ? (
                // A saved rule's key is fixed. The input shows it; the form keeps the stored value.
                <Field label={t("form.key")} description={t("form.keyFixed")} disabled>
                  <Input value={rule.event.conditions[0]?.key ?? ""} readOnly className="oc:font-mono" />
                </Field>
              ) : (
                <Field
                  label={t("form.key")}
                  required
                  description={t("form.keyHint")}
                  error={message(errors.key?.message)}
                >
                  <Input autoComplete="off" spellCheck={false} className="oc:font-mono" {...register("key")} />
                </Field>
              )}
              <ChoiceField
                control={control}
                name="op"
                label={t("form.operator")}
                placeholder={t("form.operatorPlaceholder")}
                options={COMPARISON_OPERATORS.map((op) => ({ value: op, label: t(`form.operators.${op}`) }))}
                error={message(errors.op?.message)}
                disabled={isSubmitting}
              />
              <Field
                label={t("form.target")}
                required
                description={t("form.targetHint")}
                error={message(errors.target?.message)}
              >
                <Input autoComplete="off" inputMode="decimal" {...register("target")} />
              </Field>
            </div>
          ) : null}

          <Controller
            control={control}
            name="recipients"
            render={({ field }) => {
              const toggle = (recipient: Recipient, checked: boolean) =>
                field.onChange(RECIPIENTS.filter((one) => (one === recipient ? checked : field.value.includes(one))));
              const recipientsError = message(errors.recipients?.message);
              return (
                <fieldset className="oc:m-0 oc:grid oc:min-w-0 oc:gap-3 oc:border-0 oc:p-0">
                  <legend className="oc:mb-3 oc:text-sm oc:leading-none oc:font-medium">{t("form.recipients")}</legend>
                  <div className="oc:flex oc:flex-wrap oc:gap-x-6 oc:gap-y-3">
                    {RECIPIENTS.map((recipient, index) => (
                      <Field
                        key={recipient}
                        label={t(`form.recipientOptions.${recipient}`)}
                        orientation="horizontal"
                        // The first box says what is wrong with the choice; the others are marked with it.
                        {...(index === 0 ? { error: recipientsError } : { invalid: recipientsError !== undefined })}
                      >
                        <Checkbox
                          // The first box takes the focus when no recipient is chosen.
                          ref={index === 0 ? field.ref : undefined}
                          name={field.name}
                          value={recipient}
                          checked={field.value.includes(recipient)}
                          onCheckedChange={(checked) => toggle(recipient, checked === true)}
                          onBlur={field.onBlur}
                        />
                      </Field>
                    ))}
                  </div>
                </fieldset>
              );
            }}
          />

          <Field
            label={t("form.notificationTitle")}
            required
            description={titleCounter}
            error={message(errors.title?.message)}
          >
            <Input autoComplete="off" {...register("title")} />
          </Field>
          <Field label={t("form.message")} required description={bodyCounter} error={message(errors.body?.message)}>
            <Textarea rows={3} {...register("body")} />
          </Field>
        </fieldset>

        <FormButtons onCancel={onCancel}>
          <Button type="submit" loading={isSubmitting}>
            {t(editing ? "form.save" : "form.create")}
          </Button>
        </FormButtons>
      </form>
    </>
  );
}

/** A read that has not answered yet. */
function isLoading(read: { data?: unknown; error?: unknown }): boolean {
  return read.data === undefined && read.error === undefined;
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="oc:flex oc:items-center oc:gap-2 oc:py-8 oc:text-sm oc:text-muted-foreground">
      <Spinner size="sm" label={null} />
      {label}
    </div>
  );
}

/**
 * Creates a notification rule, or edits one given by `ruleId`. NotificationRules shows it in a dialog; render it
 * yourself to create or edit a rule on a page of your own.
 *
 * Its fields are the family names (several, from the information models), the rule type (Device Status, which reveals
 * key, operator and target; the key is fixed on edit), the recipients (owner, guests), and the notification's title
 * (at most 40 characters) and message (at most 160) with counters. Saving says "Notification created" or
 * "Notification updated"; a failure shows the error and keeps every value. Creating checks the plan first: a plan
 * without notifications, or one whose quota is used up, shows why instead of the form.
 *
 * Needs from ConsoleProvider: `api.notificationRules`, `api.informationModels`, `api.theme`.
 */
function NotificationRuleForm({
  ruleId,
  ownerId,
  onSaved,
  onCancel,
  focusFirstField,
  className,
}: NotificationRuleFormProps) {
  const { t } = useStrings();
  const stored = useNotificationRule(ruleId);
  const quota = useRuleQuota(ownerId);

  const fields = { ownerId, onSaved, onCancel, focusFirstField };
  let content: React.ReactNode;
  if (ruleId !== undefined) {
    content = stored.data ? (
      // A different rule starts a different form.
      <RuleFields key={stored.data.id} rule={stored.data} {...fields} />
    ) : stored.error ? (
      <>
        <ErrorAlert call="notificationRules.get" title={t("form.loadFailedTitle")} {...loadFailure(stored)} />
        <FormButtons onCancel={onCancel} />
      </>
    ) : (
      <Loading label={t("form.loading")} />
    );
  } else if (quota.blocked) {
    content = (
      <>
        <PlanBlockedCallout />
        <FormButtons onCancel={onCancel} />
      </>
    );
  } else if (quota.full && quota.limit !== undefined) {
    content = (
      <>
        <NoQuotaCallout limit={quota.limit} />
        <FormButtons onCancel={onCancel} />
      </>
    );
  } else if (isLoading(quota.theme) || isLoading(quota.list)) {
    content = <Loading label={t("form.loading")} />;
  } else {
    // Room left, or a plan or rule list that could not be read: the server still refuses a rule beyond the quota.
    content = <RuleFields rule={undefined} {...fields} />;
  }

  return (
    <div
      data-slot="notification-rule-form"
      className={cn("oc:flex oc:min-h-0 oc:flex-1 oc:flex-col oc:gap-4", className)}
    >
      {content}
    </div>
  );
}

export { NotificationRuleForm };
export type { NotificationRuleFormApi, NotificationRuleFormProps };
