// @org/console/console-layout: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { ConsoleLayout } from "../features/layout/console-layout";
export type { ConsoleLayoutApi, ConsoleLayoutProps } from "../features/layout/console-layout";
export { formatVersion } from "../features/layout/format-version";
