import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Theme } from "@org/api-client";
import { Field } from "@org/ui/field";
import { Switch } from "@org/ui/switch";
import { SenderConfigForm } from "./sender-config-form";
import { TemplatePreview } from "./template-preview";
import { ThemeBlock } from "./theme-block";
import { TextField, useBlockForm } from "./theme-form";
import { basicSchema, basicValues, claimSchema, claimValues, welcomeSchema, welcomeValues } from "./theme-schemas";

/** Basic settings: the console's Analytics link and version label. */
function BasicBlock({ theme }: { theme: Theme }) {
  const { t } = useTranslation("oc-theme");
  const form = useBlockForm(basicSchema, basicValues(theme));
  return (
    <ThemeBlock title={t("email.basic")} description={t("email.basicDescription")} form={form}>
      <Controller
        control={form.control}
        name="analytics_enabled"
        render={({ field }) => (
          <Field label={t("email.analytics")} description={t("email.analyticsHint")} orientation="horizontal">
            <Switch
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <TextField
        form={form}
        name="solution_version"
        label={t("email.solutionVersion")}
        description={t("email.solutionVersionHint")}
      />
    </ThemeBlock>
  );
}

/** The welcome template: the e-mail and the page it links to, with a live preview of the page. */
function WelcomeBlock({ theme }: { theme: Theme }) {
  const { t } = useTranslation("oc-theme");
  const form = useBlockForm(welcomeSchema, welcomeValues(theme));
  const [headline, body] = useWatch({ control: form.control, name: ["welcome_web_headline", "welcome_web_body"] });
  return (
    <ThemeBlock
      title={t("email.welcome")}
      description={t("email.welcomeDescription")}
      form={form}
      aside={
        <TemplatePreview
          page={t("email.previewWelcome")}
          headline={headline}
          body={body}
          productName={theme.product_name}
        />
      }
    >
      <TextField form={form} name="welcome_email_subject" label={t("email.emailSubject")} />
      <TextField form={form} name="welcome_email_headline" label={t("email.emailHeadline")} />
      <TextField form={form} name="welcome_email_body" label={t("email.emailBody")} multiline />
      <TextField form={form} name="welcome_web_headline" label={t("email.webHeadline")} />
      <TextField form={form} name="welcome_web_body" label={t("email.webBody")} multiline />
    </ThemeBlock>
  );
}

/** The claim devices template: the page's headline and body, with a live preview. */
function ClaimBlock({ theme }: { theme: Theme }) {
  const { t } = useTranslation("oc-theme");
  const form = useBlockForm(claimSchema, claimValues(theme));
  const [headline, body] = useWatch({ control: form.control, name: ["claim_web_headline", "claim_web_body"] });
  return (
    <ThemeBlock
      title={t("email.claim")}
      description={t("email.claimDescription")}
      form={form}
      aside={
        <TemplatePreview
          page={t("email.previewClaim")}
          headline={headline}
          body={body}
          productName={theme.product_name}
        />
      }
    >
      <TextField form={form} name="claim_web_headline" label={t("email.webHeadline")} />
      <TextField form={form} name="claim_web_body" label={t("email.webBody")} multiline />
    </ThemeBlock>
  );
}

/** The Email & Web tab: basic settings, the welcome and claim devices templates, and the sender. */
function EmailTab({ theme }: { theme: Theme }) {
  return (
    <div className="oc:grid oc:gap-6">
      <BasicBlock theme={theme} />
      <WelcomeBlock theme={theme} />
      <ClaimBlock theme={theme} />
      <SenderConfigForm />
    </div>
  );
}

export { EmailTab };
