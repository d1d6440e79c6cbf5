import { LanguageScope } from "../../shared/public/language-scope";
import { TemplatePage } from "./template-page";

type ClaimDevicesPageProps = {
  /** The link's language (`/claim/:lang`); the page speaks it whatever the provider's language is. */
  lang?: string;
};

/**
 * The page an end user reaches from the link in the claim-devices e-mail (`/claim/:lang`). It shows the headline and
 * body the operator writes in the theme editor (`claim_web_headline`, `claim_web_body`), as text, in the frame of the
 * welcome page.
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
