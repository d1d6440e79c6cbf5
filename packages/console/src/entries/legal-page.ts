// @org/console/legal-page: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { LegalPage } from "../features/legal/legal-page";
export type { LegalPageProps } from "../features/legal/legal-page";
export { legalKeys } from "../shared/data/legal";
