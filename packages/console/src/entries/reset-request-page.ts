// @org/console/reset-request-page: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { ResetRequestPage } from "../features/auth/reset-request-page";
export type { ResetRequestPageProps } from "../features/auth/reset-request-page";
