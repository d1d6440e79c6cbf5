import type { ReactNode } from "react";
import { Controller, useWatch, type Control } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import { Button } from "@org/ui/button";
import { cn } from "@org/ui/cn";
import { Field, FieldError, FieldLabel } from "@org/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@org/ui/select";
import type { NotificationRuleFormInput, NotificationRuleFormValues } from "./notification-rule-schema";

const useStrings = consoleTranslation("oc-notifications");

// The rule form's small parts: its buttons row, the character counters and the required choices.

/** The Cancel button, or nothing, beside whatever else a state offers. */
function FormButtons({ onCancel, children }: { onCancel?: () => void; children?: ReactNode }) {
  const { t } = useStrings();
  if (!onCancel && !children) return null;
  return (
    <div
      data-slot="notification-rule-buttons"
      className="oc:flex oc:flex-col-reverse oc:gap-2 oc:sm:flex-row oc:sm:justify-end"
    >
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
      ) : null}
      {children}
    </div>
  );
}

/** A character counter under a text field: `12 / 40 characters`, in the destructive colour past the limit. */
function useCounter(
  control: Control<NotificationRuleFormInput, unknown, NotificationRuleFormValues>,
  name: "title" | "body",
  max: number,
) {
  const { t } = useStrings();
  const count = useWatch({ control, name }).trim().length;
  return (
    <span data-slot="character-counter" className={cn("oc:tabular-nums", count > max && "oc:text-destructive")}>
      {t("form.counter", { count, max })}
    </span>
  );
}

type ChoiceFieldProps = {
  control: Control<NotificationRuleFormInput, unknown, NotificationRuleFormValues>;
  name: "ruleType" | "op";
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error: string | undefined;
  disabled: boolean;
};

/** A required choice of the form (rule type, operator): a labelled select with its message. */
function ChoiceField({ control, name, label, placeholder, options, error, disabled }: ChoiceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field required error={error}>
          {(controlProps) => (
            <>
              <FieldLabel>{label}</FieldLabel>
              <Select value={field.value} onValueChange={field.onChange} name={field.name} disabled={disabled}>
                <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder={placeholder} />
                </SelectTrigger>
                <SelectContent>
                  {options.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError />
            </>
          )}
        </Field>
      )}
    />
  );
}

export { ChoiceField, FormButtons, useCounter };
