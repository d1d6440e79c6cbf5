import { LegalPage } from "@org/console/legal-page";

export default function LegalRoute() {
  return <LegalPage />;
}
