import { LanguageScope } from "../../shared/public/language-scope";
import { TemplatePage } from "./template-page";

type WelcomePageProps = {
  /** The link's language (`/welcome/:lang`); the page speaks it whatever the provider's language is. */
  lang?: string;
};

/**
 * The page an end user reaches from the link in the welcome e-mail (`/welcome/:lang`). It shows the headline and body
 * the operator writes in the theme editor (`welcome_web_headline`, `welcome_web_body`), as text.
 *
 * Needs from ConsoleProvider: `api.theme`, `links.terms`, `LinkComponent`.
 */
function WelcomePage({ lang }: WelcomePageProps) {
  return (
    <LanguageScope lang={lang}>
      <TemplatePage headline="welcome_web_headline" body="welcome_web_body" />
    </LanguageScope>
  );
}

export { WelcomePage };
export type { WelcomePageProps };
