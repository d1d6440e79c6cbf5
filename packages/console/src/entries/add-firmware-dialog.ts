// @org/console/add-firmware-dialog: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { AddFirmwareDialog } from "../features/firmware/add-firmware-dialog";
export type { AddFirmwareDialogProps } from "../features/firmware/add-firmware-dialog";
