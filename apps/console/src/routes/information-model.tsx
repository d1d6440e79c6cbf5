import { Section } from "./section";

export default function InformationModelRoute() {
  return <Section name="informationModel" />;
}
