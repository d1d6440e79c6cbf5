import { consoleTranslation } from "../../i18n/console-translation";
import { Callout, CalloutDescription, CalloutTitle } from "@org/ui/callout";
import { supportHref } from "../../shared/links/support-href";
import { useTheme } from "../../shared/data/theme";

const useStrings = consoleTranslation("oc-notifications");

/**
 * A plan whose notification rule limit is 0 or less does not support notifications. Says so, with the
 * theme's support address as a mail link when it has one.
 */
function PlanBlockedCallout() {
  const { t } = useStrings();
  const email = useTheme().data?.support_email_account.trim() ?? "";
  const href = supportHref(email);
  return (
    <Callout variant="warning" data-slot="plan-blocked">
      <CalloutTitle>{t("planBlocked.title")}</CalloutTitle>
      <CalloutDescription>
        <p>{t("planBlocked.description")}</p>
        {href ? (
          <p>
            <a href={href}>{t("planBlocked.contact", { email })}</a>
          </p>
        ) : null}
      </CalloutDescription>
    </Callout>
  );
}

/** The plan's quota of rules is used up, so the create form has nothing to offer. */
function NoQuotaCallout({ limit }: { limit: number }) {
  const { t } = useStrings();
  return (
    <Callout variant="warning" data-slot="no-quota">
      <CalloutTitle>{t("form.noQuota.title")}</CalloutTitle>
      <CalloutDescription>{t("form.noQuota.description", { limit })}</CalloutDescription>
    </Callout>
  );
}

export { NoQuotaCallout, PlanBlockedCallout };
