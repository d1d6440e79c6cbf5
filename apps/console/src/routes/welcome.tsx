import { useParams } from "react-router-dom";
import { WelcomePage } from "@org/console/welcome-page";
import { useRouteLanguage } from "./use-route-language";

export default function WelcomeRoute() {
  const { lang } = useParams();
  useRouteLanguage(lang);
  return <WelcomePage lang={lang} />;
}
