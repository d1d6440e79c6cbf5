import { LanguageScope } from "../../shared/language-scope";
import { TemplatePage } from "./template-page";

type WelcomePageProps = {
  /** The link's language (`/welcome/:lang`). */
  lang?: string;
};

/**
 * The welcome page an end user reaches from the welcome e-mail (`/welcome/:lang`): the theme's
 * `welcome_web_headline` and `welcome_web_body`, as text.
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
