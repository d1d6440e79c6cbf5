import { useParams } from "react-router-dom";
import { ConfirmationPage } from "@org/console/confirmation-page";
import { useRouteLanguage } from "./use-route-language";

export default function ConfirmationRoute() {
  const { token = "", lang } = useParams();
  useRouteLanguage(lang);
  return <ConfirmationPage token={token} lang={lang} />;
}
