// @org/console/public-layout: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { PublicLayout } from "../shared/public/public-layout";
export type { PublicLayoutProps } from "../shared/public/public-layout";
