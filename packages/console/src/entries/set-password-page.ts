// @org/console/set-password-page: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { SetPasswordPage } from "../features/auth/set-password-page";
export type { SetPasswordPageProps } from "../features/auth/set-password-page";
