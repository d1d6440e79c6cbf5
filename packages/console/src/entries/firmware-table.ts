// @org/console/firmware-table: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { FirmwareTable } from "../features/firmware/firmware-table";
export type { FirmwareTableApi, FirmwareTableProps } from "../features/firmware/firmware-table";
export { firmwareKeys } from "../features/firmware/use-firmware";
