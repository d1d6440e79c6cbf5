import { Section } from "./section";

export default function FirmwareRoute() {
  return <Section name="firmware" />;
}
