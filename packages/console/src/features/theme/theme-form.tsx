import { useId, type ReactNode } from "react";
import {
  FormProvider,
  get,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import type * as z from "zod/mini";
import type { ApiMethodName } from "@org/api-client";
import { Button } from "@org/ui/button";
import { Field } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { Textarea } from "@org/ui/textarea";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { useUnsavedChanges } from "../../shared/dialogs/leave-guard";
import { notifySuccess } from "../../shared/notices/notify";
import type { MutationResult } from "../../shared/mutations/screen-mutation";
import { useFieldMessage } from "../../shared/forms/field-message";
import { ThemeCard } from "./theme-card";
import { useSchemaForm } from "../../shared/forms/form-schema";

const useStrings = consoleTranslation("oc-theme");

/**
 * A block's form: checked as the operator types (`mode: "onChange"`), so the Save button can be disabled while any
 * message shows, and starting from the stored values.
 */
function useBlockForm<Input extends FieldValues, Output>(
  schema: z.core.$ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  return useSchemaForm(schema, { defaultValues, mode: "onChange" });
}

type FormBlockProps<Input extends FieldValues, Output> = {
  /** The block's heading; it also names the form and the save failure ("Could not save {title}"). */
  title: string;
  description?: ReactNode;
  form: UseFormReturn<Input, unknown, Output>;
  /**
   * The save behind the button, from the resource's data module (`useSaveTheme()`, …): its run sends the checked
   * values, and its last failure shows above the fields until dismissed, the values staying as typed.
   */
  save: {
    run: (values: Output) => Promise<MutationResult>;
    failure: { error: unknown } | undefined;
    dismissFailure: () => void;
  };
  /** The call behind Save, for its documented failure text. */
  call: ApiMethodName;
  /** Said once the server saved the block. */
  savedText: string;
  /** What the saved values become as the form's new start, when that is not what was sent (a logo sent once). */
  saved?: (values: Input) => Input;
  children: ReactNode;
  /** Beside the fields, e.g. a live preview. */
  aside?: ReactNode;
};

/**
 * One block of the theme editor: a card with its heading, its fields and its own Save button. Save is
 * disabled while the block saves or any of its fields shows a message; unsaved changes are reported to the console's
 * leave guard, which warns before a tab switch, a route change or a page unload. Once the server saved the block, what
 * the form holds is its new starting point (no unsaved changes any more) and `savedText` shows.
 */
function FormBlock<Input extends FieldValues, Output>({
  title,
  description,
  form,
  save,
  call,
  savedText,
  saved = keep,
  children,
  aside,
}: FormBlockProps<Input, Output>) {
  const { t } = useStrings();
  const headingId = useId();
  const {
    handleSubmit,
    reset,
    getValues,
    formState: { isDirty, isSubmitting, errors },
  } = form;
  useUnsavedChanges(isDirty);
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    const result = await save.run(values);
    if (!result.ok) return;
    reset(saved(getValues()));
    notifySuccess(savedText);
  });

  return (
    <ThemeCard headingId={headingId} title={title} description={description}>
      <ErrorAlert
        call={call}
        error={save.failure?.error}
        title={t("saveFailedTitle", { section: title })}
        onDismiss={save.dismissFailure}
      />
      <form
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="oc:grid oc:gap-4"
      >
        <FormProvider {...form}>
          <div className={aside ? "oc:grid oc:gap-6 oc:lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" : undefined}>
            <fieldset disabled={isSubmitting} className="oc:m-0 oc:grid oc:min-w-0 oc:gap-4 oc:border-0 oc:p-0">
              {children}
            </fieldset>
            {aside}
          </div>
        </FormProvider>
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
    </ThemeCard>
  );
}

type TextFieldProps<Input extends FieldValues> = {
  name: Path<Input>;
  label: string;
  description?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "url" | "email";
  autoComplete?: string;
  className?: string;
};

/**
 * A text field of the block it sits in (it reads the block's form), with its message translated from the `theme`
 * namespace. Give it the block's input type to check `name`: `const Text = TextField<AppInput>`.
 */
function TextField<Input extends FieldValues>({
  name,
  label,
  description,
  required = false,
  multiline = false,
  type = "text",
  autoComplete = "off",
  className,
}: TextFieldProps<Input>) {
  const message = useFieldMessage("oc-theme");
  const { register, formState } = useFormContext<Input>();
  return (
    <Field
      label={label}
      required={required}
      description={description}
      error={message((get(formState.errors, name) as { message?: string } | undefined)?.message)}
      className={className}
    >
      {multiline ? (
        <Textarea rows={4} {...register(name)} />
      ) : (
        <Input type={type} autoComplete={autoComplete} spellCheck={type === "text"} {...register(name)} />
      )}
    </Field>
  );
}

function keep<Input>(values: Input): Input {
  return values;
}

export { FormBlock, TextField, useBlockForm };
export type { FormBlockProps };
