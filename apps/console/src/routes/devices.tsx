import { Section } from "./section";

export default function DevicesRoute() {
  return <Section name="devices" />;
}
