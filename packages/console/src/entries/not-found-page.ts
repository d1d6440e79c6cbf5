// @org/console/not-found-page: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { NotFoundPage } from "../features/public/not-found-page";
export type { NotFoundPageProps } from "../features/public/not-found-page";
