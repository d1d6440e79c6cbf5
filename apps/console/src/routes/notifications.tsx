import { Section } from "./section";

export default function NotificationsRoute() {
  return <Section name="notifications" />;
}
