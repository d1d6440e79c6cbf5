// What a host that has i18next already pays for DeviceTable: the provider shares the host's instance.
import { createRoot } from "react-dom/client";
import { useTranslation } from "react-i18next";
import { ConsoleProvider } from "@org/console";
import { DeviceTable } from "@org/console/device-table";
import { otherBackend } from "../other-backend";
import { i18next } from "./host-i18n";

function Greeting() {
  const { t } = useTranslation();
  return <p>{t("greeting")}</p>;
}

createRoot(document.getElementById("root")!).render(
  <>
    <Greeting />
    <ConsoleProvider api={otherBackend} i18n={i18next} navigate={() => undefined} onUnauthorized={() => undefined}>
      <DeviceTable timeZone="UTC" />
    </ConsoleProvider>
  </>,
);
