import { useTranslation } from "react-i18next";
import { House, LifeBuoy } from "lucide-react";
import { Button } from "@org/ui/button";
import { useConsole } from "../../provider/console-provider";
import { ConsoleLink } from "../../shared/console-link";
import { LanguageScope } from "../../shared/language-scope";
import { PublicLayout } from "../../shared/public-layout";
import { useTheme } from "../../shared/use-theme";
import { supportHref } from "../../shared/support-href";

type NotFoundPageProps = {
  lang?: string;
};

/**
 * Any unknown path: Home, and Support as a mailto link built from the theme's support e-mail.
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
  const { t } = useTranslation("oc-public");
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
