// @org/console/claim-devices-page: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { ClaimDevicesPage } from "../features/public/claim-devices-page";
export type { ClaimDevicesPageProps } from "../features/public/claim-devices-page";
