import { useEffect } from "react";
import useSWRImmutable from "swr/immutable";
import { consoleTranslation } from "../../i18n/console-translation";
import { isApiError } from "@org/api-client";
import { Spinner } from "@org/ui/spinner";
import { useConsole } from "../../provider/console-provider";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { LanguageScope } from "../../shared/public/language-scope";
import { PublicLayout } from "../../shared/public/public-layout";
import { useSessionCalls } from "./session-calls";
import { useTheme } from "../../shared/data/theme";

const useStrings = consoleTranslation("oc-auth");

type ConfirmationPageProps = {
  /** The activation token from the e-mailed link (`/confirmation/:token/:lang`). */
  token: string;
  /** The link's language; the page speaks it whatever the host's language is. */
  lang?: string;
  /** Activation failed. Defaults to `navigate(links.notFound, { replace: true })`. */
  onNotFound?: () => void;
};

/** SWR key of an activation: one call per token, shared by StrictMode's double mount and re-renders. */
const activationKey = (token: string) => ["users.activate", token] as const;

/**
 * Whether a failed call got no answer at all (the server unreachable, or too slow): that says nothing about the link,
 * which may still be good.
 */
function unanswered(error: unknown): boolean {
  return isApiError(error) && (error.kind === "network" || error.kind === "timeout");
}

/**
 * Activates a new account from the link in the confirmation e-mail (`/confirmation/:token/:lang`): render it at
 * that route. It loads the theme, then activates the account with the token; a refusal goes to not-found. When the
 * server gives no answer the page says so, with a retry, rather than call a good link unknown.
 *
 * Needs from ConsoleProvider: `api.theme`, `api.users.activate`, `navigate` and `links.notFound` (unless `onNotFound`
 * is given), `links.terms`, `LinkComponent`.
 */
function ConfirmationPage({ token, lang, onNotFound }: ConfirmationPageProps) {
  return (
    <LanguageScope lang={lang}>
      <ConfirmationContent token={token} onNotFound={onNotFound} />
    </LanguageScope>
  );
}

function ConfirmationContent({ token, onNotFound }: Omit<ConfirmationPageProps, "lang">) {
  const { t } = useStrings();
  const { links, navigate } = useConsole();
  const calls = useSessionCalls();
  const theme = useTheme();
  const themeSettled = !theme.isLoading;
  const activation = useSWRImmutable(
    themeSettled ? activationKey(token) : null,
    async () => {
      await calls.activate(token);
      return true as const;
    },
    { shouldRetryOnError: false },
  );
  const noAnswer = unanswered(activation.error);
  const refused = activation.error !== undefined && !noAnswer;

  useEffect(() => {
    if (!refused) return;
    if (onNotFound) onNotFound();
    else navigate(links.notFound, { replace: true });
  }, [refused, onNotFound, navigate, links.notFound]);

  if (activation.data) {
    return (
      <PublicLayout title={t("confirmation.doneTitle")}>
        <p className="oc:text-sm oc:text-muted-foreground">{t("confirmation.doneMessage")}</p>
      </PublicLayout>
    );
  }

  if (noAnswer) {
    return (
      <PublicLayout title={t("confirmation.title")} appBadges={false}>
        <ErrorAlert
          call="users.activate"
          error={activation.error}
          title={t("confirmation.failedTitle")}
          onRetry={() => void activation.mutate()}
          retrying={activation.isValidating}
        />
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t("confirmation.title")} busy appBadges={false}>
      <p role="status" className="oc:flex oc:items-center oc:gap-2 oc:text-sm oc:text-muted-foreground">
        <Spinner label={null} />
        {t("confirmation.activating")}
      </p>
    </PublicLayout>
  );
}

export { ConfirmationPage };
export type { ConfirmationPageProps };
