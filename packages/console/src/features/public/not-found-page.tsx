import { consoleTranslation } from "../../i18n/console-translation";
import { House, LifeBuoy } from "lucide-react";
import { Button } from "@org/ui/button";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/links/console-link";
import { LanguageScope } from "../../shared/public/language-scope";
import { PublicLayout } from "../../shared/public/public-layout";
import { useTheme } from "../../shared/data/theme";
import { supportHref } from "../../shared/links/support-href";

const useStrings = consoleTranslation("oc-public");

type NotFoundPageProps = {
  /**
   * The language to show the page in (`en`, `zh`, `zh-TW`), e.g. from your route, whatever the provider's language
   * is. Without it the page speaks the provider's language.
   */
  lang?: string;
};

/**
 * Tells a visitor that the address leads nowhere and offers a way on: Home, and Support (a mailto link) when the theme
 * has a support e-mail. Render it for unknown routes and at `links.notFound`, where a failed account confirmation
 * goes.
 *
 * Needs from ConsoleProvider: `api.theme`, `links.home`, `links.terms`, `LinkComponent`.
 */
function NotFoundPage({ lang }: NotFoundPageProps) {
  return (
    <LanguageScope lang={lang}>
      <NotFoundContent />
    </LanguageScope>
  );
}

function NotFoundContent() {
  const { t } = useStrings();
  const { links } = useConsole();
  const { data: theme } = useTheme();
  const support = supportHref(theme?.support_email_account);

  return (
    <PublicLayout title={t("notFound.title")} description={t("notFound.message")} appBadges={false}>
      <div className="oc:flex oc:flex-wrap oc:gap-3">
        <Button asChild>
          <ConsoleLink href={links.home}>
            <House aria-hidden="true" />
            {t("notFound.home")}
          </ConsoleLink>
        </Button>
        {support ? (
          <Button asChild variant="outline">
            <ConsoleLink href={support}>
              <LifeBuoy aria-hidden="true" />
              {t("notFound.support")}
            </ConsoleLink>
          </Button>
        ) : null}
      </div>
    </PublicLayout>
  );
}

export { NotFoundPage };
export type { NotFoundPageProps };
