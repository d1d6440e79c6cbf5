// The floor for a host that has i18next already: React, i18next and react-i18next rendering one translated element.
import { createRoot } from "react-dom/client";
import { useTranslation } from "react-i18next";
import "./host-i18n";

function Greeting() {
  const { t } = useTranslation();
  return <p>{t("greeting")}</p>;
}

createRoot(document.getElementById("root")!).render(<Greeting />);
