import type { ReactNode } from "react";
import { Controller, useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import type { Theme, ThemeUpdate } from "@org/api-client";
import { Field } from "@org/ui/field";
import { Switch } from "@org/ui/switch";
import { SenderConfigForm } from "./sender-config-form";
import { TemplatePreview } from "./template-preview";
import { ThemeBlock } from "./theme-block";
import { TextField, useBlockForm } from "./theme-form";
import {
  basicSchema,
  basicValues,
  claimSchema,
  claimValues,
  welcomeSchema,
  welcomeValues,
  type BasicInput,
  type WelcomeInput,
} from "./theme-schemas";

const useStrings = consoleTranslation("oc-theme");

/** Text fields of the basic and welcome blocks. */
const BasicText = TextField<BasicInput>;
const WelcomeText = TextField<WelcomeInput>;

/** Basic settings: the console's Analytics link and version label. */
function BasicBlock({ theme }: { theme: Theme }) {
  const { t } = useStrings();
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
      <BasicText
        name="solution_version"
        label={t("email.solutionVersion")}
        description={t("email.solutionVersionHint")}
      />
    </ThemeBlock>
  );
}

type TemplateFields = "welcome_web_headline" | "welcome_web_body" | "claim_web_headline" | "claim_web_body";

type TemplateBlockProps<Input extends FieldValues> = {
  theme: Theme;
  form: UseFormReturn<Input, unknown, ThemeUpdate>;
  title: string;
  description: string;
  /** The preview's name for the page ("Welcome page"). */
  page: string;
  /** The page's headline and body fields, shown in the preview as they are typed. */
  headline: Extract<Path<Input>, TemplateFields>;
  body: Extract<Path<Input>, TemplateFields>;
  /** The fields before the page's: the welcome e-mail's. */
  children?: ReactNode;
};

/** A template of a public page, its headline and body with a live preview of the page beside them. */
function TemplateBlock<Input extends FieldValues>({
  theme,
  form,
  title,
  description,
  page,
  headline,
  body,
  children,
}: TemplateBlockProps<Input>) {
  const { t } = useStrings();
  const [headlineText, bodyText] = useWatch({ control: form.control, name: [headline, body] }) as [string, string];
  return (
    <ThemeBlock
      title={title}
      description={description}
      form={form}
      aside={<TemplatePreview page={page} headline={headlineText} body={bodyText} productName={theme.product_name} />}
    >
      {children}
      <TextField<Input> name={headline} label={t("email.webHeadline")} />
      <TextField<Input> name={body} label={t("email.webBody")} multiline />
    </ThemeBlock>
  );
}

/** The welcome template: the e-mail and the page it links to. */
function WelcomeBlock({ theme }: { theme: Theme }) {
  const { t } = useStrings();
  const form = useBlockForm(welcomeSchema, welcomeValues(theme));
  return (
    <TemplateBlock
      theme={theme}
      form={form}
      title={t("email.welcome")}
      description={t("email.welcomeDescription")}
      page={t("email.previewWelcome")}
      headline="welcome_web_headline"
      body="welcome_web_body"
    >
      <WelcomeText name="welcome_email_subject" label={t("email.emailSubject")} />
      <WelcomeText name="welcome_email_headline" label={t("email.emailHeadline")} />
      <WelcomeText name="welcome_email_body" label={t("email.emailBody")} multiline />
    </TemplateBlock>
  );
}

/** The claim devices template: the page's headline and body. */
function ClaimBlock({ theme }: { theme: Theme }) {
  const { t } = useStrings();
  const form = useBlockForm(claimSchema, claimValues(theme));
  return (
    <TemplateBlock
      theme={theme}
      form={form}
      title={t("email.claim")}
      description={t("email.claimDescription")}
      page={t("email.previewClaim")}
      headline="claim_web_headline"
      body="claim_web_body"
    />
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
