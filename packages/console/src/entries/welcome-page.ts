// @org/console/welcome-page: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { WelcomePage } from "../features/public/welcome-page";
export type { WelcomePageProps } from "../features/public/welcome-page";
