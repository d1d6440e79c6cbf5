import { useCallback, useId, type ReactNode } from "react";
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { ApiMethodName } from "@org/api-client";
import { Button } from "@org/ui/button";
import { Field } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { Textarea } from "@org/ui/textarea";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { useUnsavedChanges } from "../../shared/leave-guard";
import { notifySuccess } from "../../shared/notify";

/**
 * A block's form: checked as the operator types (`mode: "onChange"`), so the Save button can be disabled while any
 * message shows, and starting from the stored values.
 */
function useBlockForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: "onChange",
  });
}

type FormBlockProps<Input extends FieldValues, Output> = {
  /** The block's heading; it also names the form and the save failure ("Could not save {title}"). */
  title: string;
  description?: ReactNode;
  form: UseFormReturn<Input, unknown, Output>;
  /**
   * Saves the checked values; the promise settles when the server answered. On success the caller makes the saved
   * values the form's new starting point (`form.reset(form.getValues())`, see useSaveThemeBlock).
   */
  onSave: (values: Output) => Promise<unknown>;
  /** The call behind Save, for its documented failure text. */
  call: ApiMethodName;
  /** The last save's failure, shown above the fields until dismissed; the values stay as typed. */
  failure: { error: unknown } | undefined;
  onDismissFailure: () => void;
  children: ReactNode;
  /** Beside the fields, e.g. a live preview. */
  aside?: ReactNode;
};

/**
 * One block of the theme editor: a card with its heading, its fields and its own Save button. Save is
 * disabled while the block saves or any of its fields shows a message; unsaved changes are reported to the console's
 * leave guard, which warns before a tab switch, a route change or a page unload.
 */
function FormBlock<Input extends FieldValues, Output>({
  title,
  description,
  form,
  onSave,
  call,
  failure,
  onDismissFailure,
  children,
  aside,
}: FormBlockProps<Input, Output>) {
  const { t } = useTranslation("oc-theme");
  const headingId = useId();
  const {
    handleSubmit,
    formState: { isDirty, isSubmitting, errors },
  } = form;
  useUnsavedChanges(isDirty);
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    await onSave(values);
  });

  return (
    <section
      aria-labelledby={headingId}
      data-slot="theme-block"
      className="oc:grid oc:gap-4 oc:rounded-lg oc:border oc:bg-card oc:p-4 oc:text-card-foreground oc:sm:p-6"
    >
      <header className="oc:grid oc:gap-1">
        <h2 id={headingId} className="oc:text-lg oc:font-semibold oc:tracking-tight">
          {title}
        </h2>
        {description ? <p className="oc:text-sm oc:text-muted-foreground">{description}</p> : null}
      </header>
      <ErrorAlert
        call={call}
        error={failure?.error}
        title={t("saveFailedTitle", { section: title })}
        onDismiss={onDismissFailure}
      />
      <form aria-labelledby={headingId} noValidate onSubmit={(event) => void onSubmit(event)} className="oc:grid oc:gap-4">
        <div className={aside ? "oc:grid oc:gap-6 oc:lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" : undefined}>
          <fieldset disabled={isSubmitting} className="oc:m-0 oc:grid oc:min-w-0 oc:gap-4 oc:border-0 oc:p-0">
            {children}
          </fieldset>
          {aside}
        </div>
        <div className="oc:flex oc:flex-wrap oc:items-center oc:justify-end oc:gap-3">
          {isDirty ? (
            <span data-slot="unsaved-hint" className="oc:text-sm oc:text-muted-foreground">
              {t("unsavedHint")}
            </span>
          ) : null}
          <Button type="submit" loading={isSubmitting} disabled={hasErrors}>
            {t("save")}
          </Button>
        </div>
      </form>
    </section>
  );
}

type TextFieldProps<Input extends FieldValues> = {
  form: UseFormReturn<Input, unknown, unknown>;
  name: Path<Input>;
  label: string;
  description?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "url" | "email";
  autoComplete?: string;
  className?: string;
};

/** A text field of a block, with its message translated from the `theme` namespace. */
function TextField<Input extends FieldValues>({
  form,
  name,
  label,
  description,
  required = false,
  multiline = false,
  type = "text",
  autoComplete = "off",
  className,
}: TextFieldProps<Input>) {
  const { t } = useTranslation("oc-theme");
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field
      label={label}
      required={required}
      description={description}
      error={message ? t(message as "errors.required") : undefined}
      className={className}
    >
      {multiline ? (
        <Textarea rows={4} {...form.register(name)} />
      ) : (
        <Input type={type} autoComplete={autoComplete} spellCheck={type === "text"} {...form.register(name)} />
      )}
    </Field>
  );
}

/**
 * What a block does once the server saved it: the form's values become its new starting point (no unsaved changes
 * any more) and the success text shows. A failure leaves the values as typed, for the block's alert.
 */
function useBlockSaved<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  text: string,
  /** What the saved values become as the form's new start, when that is not what was sent (a file sent once). */
  saved: (values: Input) => Input = keep,
) {
  const { reset, getValues } = form;
  return useCallback(() => {
    reset(saved(getValues()));
    notifySuccess(text);
  }, [reset, getValues, text, saved]);
}

function keep<Input>(values: Input): Input {
  return values;
}

export { FormBlock, TextField, useBlockForm, useBlockSaved };
export type { FormBlockProps };
