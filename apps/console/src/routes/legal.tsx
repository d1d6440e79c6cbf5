import { LegalPage } from "@org/console";

export default function LegalRoute() {
  return <LegalPage />;
}
