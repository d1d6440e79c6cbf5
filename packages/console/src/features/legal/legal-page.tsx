import { consoleTranslation } from "../../i18n/console-translation";
import { Button } from "@org/ui/button";
import { Skeleton, SkeletonText } from "@org/ui/skeleton";
import { useDateTimeFormat } from "../../shared/format/format-date";
import { LanguageScope } from "../../shared/public/language-scope";
import { PublicLayout } from "../../shared/public/public-layout";
import { ResponseCard } from "../../shared/public/response-card";
import { useLegal } from "../../shared/data/legal";

const useStrings = consoleTranslation(["oc-legal", "oc-public", "oc-common"]);

type LegalPageProps = {
  /**
   * The language to show the page in (`en`, `zh`, `zh-TW`), e.g. from your route, whatever the provider's language
   * is. Without it the page speaks the provider's language.
   */
  lang?: string;
  /** The time zone of the last-update date; the viewer's own by default. */
  timeZone?: string;
};

/**
 * Shows the terms the operator writes in the theme editor's Legal tab to anyone, signed in or not. Render it at your
 * terms route (`links.terms`, `/legal` by default), which every public page and the console's footer link to.
 *
 * It shows the title, the body as text with its line breaks, and the last update. A failed load shows "Failed to get
 * data, please try again later." with a retry.
 *
 * Needs from ConsoleProvider: `api.legal.get`, `api.theme`, `links.terms`, `LinkComponent`.
 */
function LegalPage({ lang, timeZone }: LegalPageProps) {
  return (
    <LanguageScope lang={lang}>
      <LegalContent timeZone={timeZone} />
    </LanguageScope>
  );
}

function LegalContent({ timeZone }: Pick<LegalPageProps, "timeZone">) {
  const { t } = useStrings();
  const dateTime = useDateTimeFormat();
  const { data: legal, error, isLoading, isValidating, mutate } = useLegal();

  if (!legal && (isLoading || !error)) {
    return (
      <PublicLayout title={t("oc-public:terms")} size="wide" busy appBadges={false}>
        <p className="oc:sr-only" role="status">
          {t("loading")}
        </p>
        <Skeleton className="oc:h-4 oc:w-40" />
        <SkeletonText lines={6} />
      </PublicLayout>
    );
  }

  if (!legal) {
    return (
      <PublicLayout title={t("oc-public:terms")} size="wide" appBadges={false}>
        <ResponseCard title={t("loadFailed")}>
          <Button variant="outline" size="sm" className="oc:mt-2" loading={isValidating} onClick={() => void mutate()}>
            {t("oc-common:actions.retry")}
          </Button>
        </ResponseCard>
      </PublicLayout>
    );
  }

  const updated = legal.last_update === null ? undefined : dateTime(legal.last_update, { timeZone, dateOnly: true });
  return (
    <PublicLayout title={legal.title || t("oc-public:terms")} size="wide" appBadges={false}>
      {updated ? <p className="oc:text-sm oc:text-muted-foreground">{t("lastUpdate", { date: updated })}</p> : null}
      <div className="oc:text-sm oc:leading-relaxed oc:whitespace-pre-line">{legal.body}</div>
    </PublicLayout>
  );
}

export { LegalPage };
export type { LegalPageProps };
