import { useParams } from "react-router-dom";
import { SetPasswordPage } from "@org/console/set-password-page";
import { useRouteLanguage } from "./use-route-language";

export default function SetPasswordRoute() {
  const { code = "", lang } = useParams();
  useRouteLanguage(lang);
  return <SetPasswordPage code={code} lang={lang} />;
}
