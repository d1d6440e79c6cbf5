import { consoleTranslation } from "../../i18n/console-translation";
import type { Theme } from "@org/api-client";
import { Button } from "@org/ui/button";
import { SkeletonText } from "@org/ui/skeleton";
import { PublicLayout } from "../../shared/public/public-layout";
import { useTheme } from "../../shared/data/theme";

const useStrings = consoleTranslation(["oc-errors", "oc-common"]);

type TemplateFields = { headline: keyof Theme & `${string}_headline`; body: keyof Theme & `${string}_body` };

/**
 * A page whose headline and body the operator writes in the theme (welcome, claim devices). Both are shown as text,
 * never as HTML; line breaks in the body are kept.
 */
function TemplatePage({ headline, body }: TemplateFields) {
  const { t } = useStrings();
  const { data: theme, error, isLoading, mutate } = useTheme();

  if (isLoading || (!theme && !error)) {
    return (
      <PublicLayout title={t("oc-common:states.loading")} busy appBadges={false}>
        <SkeletonText lines={2} />
      </PublicLayout>
    );
  }

  if (!theme) {
    return (
      <PublicLayout title={t("loadFailed")} appBadges={false}>
        <Button variant="outline" onClick={() => void mutate()} className="oc:justify-self-start">
          {t("oc-common:actions.retry")}
        </Button>
      </PublicLayout>
    );
  }

  const title = String(theme[headline] || theme.product_name);
  const text = String(theme[body] ?? "");
  return (
    <PublicLayout title={title}>
      {text ? (
        <p className="oc:text-sm oc:leading-relaxed oc:whitespace-pre-line oc:text-muted-foreground">{text}</p>
      ) : null}
    </PublicLayout>
  );
}

export { TemplatePage };
