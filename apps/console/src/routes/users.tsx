import { Section } from "./section";

export default function UsersRoute() {
  return <Section name="users" />;
}
