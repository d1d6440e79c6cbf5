// @org/console/confirmation-page: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { ConfirmationPage } from "../features/auth/confirmation-page";
export type { ConfirmationPageProps } from "../features/auth/confirmation-page";
