import { NotFoundPage } from "@org/console/not-found-page";

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
