import { LanguageScope } from "../../shared/language-scope";
import { TemplatePage } from "./template-page";

type ClaimDevicesPageProps = {
  /** The link's language. */
  lang?: string;
};

/**
 * The page an end user reaches from the claim-devices e-mail: it looks like the welcome page and shows the
 * theme's `claim_web_headline` and `claim_web_body`, as text.
 *
 * Needs from ConsoleProvider: `api.theme`, `links.terms`, `LinkComponent`.
 */
function ClaimDevicesPage({ lang }: ClaimDevicesPageProps) {
  return (
    <LanguageScope lang={lang}>
      <TemplatePage headline="claim_web_headline" body="claim_web_body" />
    </LanguageScope>
  );
}

export { ClaimDevicesPage };
export type { ClaimDevicesPageProps };
