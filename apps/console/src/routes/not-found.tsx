import { NotFoundPage } from "@org/console";

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
