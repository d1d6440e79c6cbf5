import { useEffect, useId, useRef, useState } from "react";
import { Controller, type Control } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import { exportLimitHours, type Theme, type ThemeFileName, type ThemeUpdate } from "@org/api-client";
import { ColorField } from "@org/ui/color-field";
import { Field } from "@org/ui/field";
import { FileDropzone, type FileDropzoneItem } from "@org/ui/file-dropzone";
import { useThemeFileUrl } from "../../shared/data/theme";
import { ThemeBlock } from "./theme-block";
import { ThemeCard } from "./theme-card";
import { TextField, useBlockForm } from "./theme-form";
import { generalSchema, generalValues, type GeneralInput } from "./theme-schemas";
import { useFieldMessage } from "../../shared/forms/field-message";

const useStrings = consoleTranslation("oc-theme");

/** A text field of the brand block. */
const BrandText = TextField<GeneralInput>;

const IMAGE_TYPES = ["image/*"];

/** The two logos: the console's, and the navigation bar's. */
const LOGOS = [
  { name: "logo", file: "logo.png" },
  { name: "logoNavbar", file: "logo_navbar.png" },
] as const satisfies readonly { name: keyof GeneralInput; file: ThemeFileName }[];

type LogoFieldProps = {
  control: Control<GeneralInput, unknown, ThemeUpdate>;
  name: "logo" | "logoNavbar";
  file: ThemeFileName;
  label: string;
  hint: string;
};

/** A theme logo: the stored one, and a dropzone for a new image (image types only) with a preview of it. */
function LogoField({ control, name, file, label, hint }: LogoFieldProps) {
  const headingId = useId();
  const current = useThemeFileUrl(file);
  // A stored logo that does not load (none uploaded yet) is not shown as a broken image.
  const [brokenUrl, setBrokenUrl] = useState<string>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LogoPicker
          headingId={headingId}
          label={label}
          hint={hint}
          current={brokenUrl === current ? undefined : current}
          onCurrentError={() => setBrokenUrl(current)}
          picked={field.value}
          onPick={field.onChange}
        />
      )}
    />
  );
}

type LogoPickerProps = {
  headingId: string;
  label: string;
  hint: string;
  current: string | undefined;
  onCurrentError: () => void;
  picked: File | undefined;
  onPick: (file: File | undefined) => void;
};

function LogoPicker({ headingId, label, hint, current, onCurrentError, picked, onPick }: LogoPickerProps) {
  const { t } = useStrings();
  const [items, setItems] = useState<FileDropzoneItem[]>([]);
  // The picked image's address, made when it is picked and released when another replaces it or the field goes.
  const preview = useRef<{ file: File; url: string } | undefined>(undefined);
  const [previewUrl, setPreviewUrl] = useState<string>();
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current.url);
      preview.current = undefined;
    },
    [],
  );
  const pick = (next: FileDropzoneItem[]) => {
    setItems(next);
    const item = next[0];
    const accepted = item && item.errors.length === 0 ? item.file : undefined;
    if (preview.current) URL.revokeObjectURL(preview.current.url);
    preview.current = accepted ? { file: accepted, url: URL.createObjectURL(accepted) } : undefined;
    setPreviewUrl(preview.current?.url);
    // A refused file goes to the form too: the schema's image rule then holds Save back while its message shows.
    onPick(accepted ?? item?.file);
  };
  // Once the form forgets the picked image (it was saved, and is the stored one now), so do the list and preview.
  const shownItems = picked ? items : items.filter((item) => item.errors.length > 0);
  const shown = (picked ? previewUrl : undefined) ?? current;
  return (
    <section aria-labelledby={headingId} className="oc:grid oc:gap-3">
      <h3 id={headingId} className="oc:text-sm oc:font-medium">
        {label}
      </h3>
      {shown ? (
        <img
          src={shown}
          alt={t(shown === current ? "general.logoPreview" : "general.logoPicked", { name: label })}
          onError={shown === current ? onCurrentError : undefined}
          className="oc:h-16 oc:max-w-full oc:justify-self-start oc:rounded-md oc:border oc:bg-muted oc:object-contain oc:p-1"
        />
      ) : null}
      <FileDropzone
        accept={IMAGE_TYPES}
        value={shownItems}
        onValueChange={pick}
        messages={{ type: () => t("errors.image") }}
        title={t("general.dropImage")}
        dropLabel={t("general.dropImage")}
        description={hint}
        browseLabel={t("general.chooseImage")}
        removeLabel={(file) => t("general.removeImage", { name: file.name })}
        fileListLabel={label}
      />
    </section>
  );
}

/** Saved logos are the stored ones now: the form forgets them, so the next save does not send them again. */
function forgetPickedLogos(values: GeneralInput): GeneralInput {
  return { ...values, logo: undefined, logoNavbar: undefined };
}

/** The brand and company block of General Settings. Saving re-brands the console at once (colour, logos). */
function BrandBlock({ theme }: { theme: Theme }) {
  const { t } = useStrings();
  const form = useBlockForm(generalSchema, generalValues(theme));
  const colorError = form.formState.errors.primary_color?.message;
  const message = useFieldMessage("oc-theme");
  return (
    <ThemeBlock
      title={t("general.brand")}
      saved={forgetPickedLogos}
      description={t("general.brandDescription")}
      form={form}
    >
      <div className="oc:grid oc:gap-6 oc:md:grid-cols-2">
        {LOGOS.map(({ name, file }) => (
          <LogoField
            key={name}
            control={form.control}
            name={name}
            file={file}
            label={t(`general.${name}`)}
            hint={t(`general.${name}Hint`)}
          />
        ))}
      </div>
      <div className="oc:grid oc:gap-4 oc:md:grid-cols-2">
        <BrandText name="product_name" label={t("general.productName")} required />
        <Controller
          control={form.control}
          name="primary_color"
          render={({ field }) => (
            <Field
              label={t("general.primaryColor")}
              required
              description={t("general.primaryColorHint")}
              error={message(colorError)}
            >
              <ColorField
                name={field.name}
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                pickerLabel={t("general.pickColor")}
              />
            </Field>
          )}
        />
      </div>
      <h3 className="oc:text-sm oc:font-medium">{t("general.company")}</h3>
      <p className="oc:-mt-2 oc:text-sm oc:text-muted-foreground">{t("general.companyDescription")}</p>
      <div className="oc:grid oc:gap-4 oc:md:grid-cols-2">
        <BrandText name="company_name" label={t("general.companyName")} autoComplete="organization" />
        <BrandText name="company_url" label={t("general.companyUrl")} type="url" autoComplete="url" />
        <BrandText name="company_address" label={t("general.companyAddress")} multiline />
        <BrandText name="company_contact" label={t("general.companyContact")} />
        <BrandText
          name="support_email_account"
          label={t("general.supportEmail")}
          description={t("general.supportEmailHint")}
          type="email"
          autoComplete="email"
        />
      </div>
    </ThemeBlock>
  );
}

/** The plan's limits, read-only (they are the plan's, not the operator's). */
function PlanBlock({ theme }: { theme: Theme }) {
  const { t } = useStrings();
  const headingId = useId();
  const hours = exportLimitHours(theme.export);
  const rows = [
    [t("general.dataRetention"), theme.data_retention],
    [t("general.ruleLimit"), String(theme.notification_rule_limit)],
    [
      t("general.exportPeriod"),
      t("general.exportPeriodValue", {
        min: hours.min,
        max: hours.max,
        days: Math.round(theme.export.relative_start / 86_400),
      }),
    ],
  ] as const;
  return (
    <ThemeCard
      headingId={headingId}
      title={t("general.plan")}
      description={t("general.planDescription")}
      slot="theme-plan"
      spacing="tight"
    >
      <dl className="oc:grid oc:gap-x-6 oc:gap-y-2 oc:text-sm oc:sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="oc:contents">
            <dt className="oc:text-muted-foreground">{label}</dt>
            <dd className="oc:font-medium oc:tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </ThemeCard>
  );
}

/** The General Settings tab: brand and company, and the plan's limits (read-only). */
function GeneralTab({ theme }: { theme: Theme }) {
  return (
    <div className="oc:grid oc:gap-6">
      <BrandBlock theme={theme} />
      <PlanBlock theme={theme} />
    </div>
  );
}

export { GeneralTab };
