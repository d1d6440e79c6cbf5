import { Section } from "./section";

export default function ThemeRoute() {
  return <Section name="theme" />;
}
