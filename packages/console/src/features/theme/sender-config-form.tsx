import { useEffect, useId, useMemo, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { SERVICE_PASSWORD_PLACEHOLDER, type EmailServiceConfig } from "@org/api-client";
import { Field } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { Skeleton } from "@org/ui/skeleton";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { senderConfigFormSchema, senderConfigFormValues, type SenderConfigFormInput } from "./sender-config-schema";
import { ThemeCard } from "./theme-card";
import { FormBlock, TextField, useBlockForm } from "./theme-form";
import { useSaveServiceConfig, useServiceConfig } from "./use-service-config";
import { useFieldMessage } from "../../shared/forms/field-message";

const useStrings = consoleTranslation("oc-theme");

/** A text field of the sender block. */
const SenderText = TextField<SenderConfigFormInput>;

/** The settings that say where the stored password goes: changing one means typing the password again. */
const DESTINATION_FIELDS: readonly (keyof SenderConfigFormInput)[] = [
  "connection_server",
  "connection_user",
  "connection_scheme",
  "connection_port",
];

/**
 * The sender configuration block of the Email & Web tab: the SMTP server the solution's e-mails go through, read from
 * and saved to `serviceConfig` "email". While it loads, the block shows its heading and a status line; a failed load
 * shows "Failed to get theme." with Retry instead of the form.
 */
function SenderConfigForm() {
  const { t } = useStrings();
  const read = useServiceConfig("email");
  const { data, error } = read;
  if (data) return <SenderConfigBlock config={data} />;
  return (
    <BlockPlaceholder title={t("sender.title")} busy={error === undefined}>
      {error === undefined ? (
        <>
          <p role="status" className="oc:text-sm oc:text-muted-foreground">
            {t("sender.loading")}
          </p>
          <div className="oc:grid oc:gap-4" aria-hidden="true">
            {DESTINATION_FIELDS.map((field) => (
              <div key={field} className="oc:grid oc:gap-2">
                <Skeleton className="oc:h-4 oc:w-24" />
                <Skeleton className="oc:h-9 oc:w-full" />
              </div>
            ))}
          </div>
        </>
      ) : (
        <ErrorAlert call="serviceConfig.get" title={t("sender.loadFailedTitle")} {...loadFailure(read)} />
      )}
    </BlockPlaceholder>
  );
}

/** The block's card while there is no form yet: the same card and heading as FormBlock's. */
function BlockPlaceholder({ title, busy, children }: { title: string; busy: boolean; children: ReactNode }) {
  return (
    <ThemeCard headingId={useId()} title={title} busy={busy}>
      {children}
    </ThemeCard>
  );
}

function SenderConfigBlock({ config }: { config: EmailServiceConfig }) {
  const { t } = useStrings();
  // The saved config (the cache holds the server's answer after a save) is what the password placeholder stands for.
  const schema = useMemo(() => senderConfigFormSchema(config), [config]);
  const form = useBlockForm(schema, senderConfigFormValues(config));
  const save = useSaveServiceConfig("email");
  const { watch, trigger, getValues } = form;

  // The placeholder stops standing for the stored password once the server, user, scheme or port change: the password
  // field says so at once (the form checks each field as it changes), and stops saying so when they are put back.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === undefined || !DESTINATION_FIELDS.includes(name)) return;
      if (getValues("connection_password") === SERVICE_PASSWORD_PLACEHOLDER) void trigger("connection_password");
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getValues]);

  const message = useFieldMessage("oc-theme");
  const passwordMessage = form.formState.errors.connection_password?.message;
  const hasStoredPassword = config.connection_password !== "";

  return (
    <FormBlock
      title={t("sender.title")}
      description={t("sender.description")}
      form={form}
      save={save}
      call="serviceConfig.update"
      savedText={t("saved")}
    >
      <SenderText name="connection_server" label={t("sender.server")} description={t("sender.serverHint")} required />
      <SenderText name="connection_user" label={t("sender.user")} />
      <Field
        label={t("sender.password")}
        required
        description={hasStoredPassword ? t("sender.passwordStoredHint") : undefined}
        error={message(passwordMessage)}
      >
        <Input type="password" autoComplete="new-password" {...form.register("connection_password")} />
      </Field>
      <div className="oc:grid oc:gap-4 oc:sm:grid-cols-2">
        <SenderText name="connection_scheme" label={t("sender.scheme")} description={t("sender.schemeHint")} required />
        <SenderText name="connection_port" label={t("sender.port")} description={t("sender.portHint")} required />
      </div>
    </FormBlock>
  );
}

export { SenderConfigForm };
