import { Section } from "./section";

export default function ExportRoute() {
  return <Section name="export" />;
}
