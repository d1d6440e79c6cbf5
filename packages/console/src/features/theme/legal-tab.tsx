import { consoleTranslation } from "../../i18n/console-translation";
import type { Legal } from "@org/api-client";
import { Callout, CalloutDescription, CalloutTitle } from "@org/ui/callout";
import { Skeleton, SkeletonText } from "@org/ui/skeleton";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/links/console-link";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { useDateTimeFormat } from "../../shared/format/format-date";
import { useLegal } from "../../shared/data/legal";
import { legalFormSchema, type LegalFormValues } from "./legal-schema";
import { FormBlock, TextField, useBlockForm } from "./theme-form";
import { useSaveLegal } from "../../shared/data/legal";

const useStrings = consoleTranslation("oc-theme");

/** A text field of the legal block. */
const LegalText = TextField<LegalFormValues>;

/**
 * The theme editor's Legal tab: a callout saying where the text appears, with a link to the public legal page, and
 * the legal policies form (title and body, both required). Saving publishes the text, updates its last update and
 * says "Legal saved"; a failed save keeps the values. A failed load shows the documented error text with a retry.
 *
 * Needs from ConsoleProvider: `api.legal.get`, `api.legal.update`, `links.legal`.
 */
function LegalTab() {
  const { t } = useStrings();
  const { links } = useConsole();
  const read = useLegal();
  const { data: legal, error, isLoading } = read;

  let content;
  if (legal) {
    content = <LegalForm legal={legal} />;
  } else if (isLoading || error === undefined) {
    content = <LegalFormSkeleton />;
  } else {
    content = <ErrorAlert call="legal.get" title={t("legal.loadFailedTitle")} {...loadFailure(read)} />;
  }

  return (
    <div data-slot="legal-tab" className="oc:grid oc:gap-6">
      <Callout>
        <CalloutTitle>{t("legal.calloutTitle")}</CalloutTitle>
        <CalloutDescription>
          <p>{t("legal.calloutDescription")}</p>
          {/* The public page, not the footer's terms link: an embedder may point that one elsewhere. */}
          <ConsoleLink href={links.legal} newTab>
            {t("legal.openPage")}
          </ConsoleLink>
        </CalloutDescription>
      </Callout>
      {content}
    </div>
  );
}

function LegalForm({ legal }: { legal: Legal }) {
  const { t } = useStrings();
  const dateTime = useDateTimeFormat();
  const form = useBlockForm(legalFormSchema, { title: legal.title, body: legal.body } satisfies LegalFormValues);
  const save = useSaveLegal();
  // The date only, as the public legal page shows it.
  const lastUpdate =
    legal.last_update === null
      ? t("legal.neverUpdated")
      : t("legal.lastUpdate", { date: dateTime(legal.last_update, { dateOnly: true }) });

  return (
    <FormBlock
      title={t("legal.title")}
      description={t("legal.description")}
      form={form}
      save={save}
      call="legal.update"
      savedText={t("legal.saved")}
    >
      <LegalText name="title" label={t("legal.titleLabel")} required />
      <LegalText name="body" label={t("legal.bodyLabel")} description={t("legal.bodyHint")} required multiline />
      <p data-slot="legal-last-update" className="oc:text-sm oc:text-muted-foreground">
        {lastUpdate}
      </p>
    </FormBlock>
  );
}

function LegalFormSkeleton() {
  const { t } = useStrings();
  return (
    <div aria-busy="true" className="oc:grid oc:gap-4 oc:rounded-lg oc:border oc:bg-card oc:p-4 oc:sm:p-6">
      <p role="status" className="oc:sr-only">
        {t("legal.loading")}
      </p>
      <Skeleton className="oc:h-6 oc:w-40" />
      <Skeleton className="oc:h-9 oc:w-full" />
      <SkeletonText lines={6} />
    </div>
  );
}

export { LegalTab };
