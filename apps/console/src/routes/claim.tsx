import { useParams } from "react-router-dom";
import { ClaimDevicesPage } from "@org/console/claim-devices-page";
import { useRouteLanguage } from "./use-route-language";

export default function ClaimRoute() {
  const { lang } = useParams();
  useRouteLanguage(lang);
  return <ClaimDevicesPage lang={lang} />;
}
