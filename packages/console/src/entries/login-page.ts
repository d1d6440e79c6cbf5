// @org/console/login-page: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { LoginPage } from "../features/auth/login-page";
export type { LoginPageProps } from "../features/auth/login-page";
