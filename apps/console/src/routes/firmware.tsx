import { FirmwareTable } from "@org/console/firmware-table";

/** /firmware (SPEC §2): the firmware list with its Add Firmware and delete dialogs. */
export default function FirmwareRoute() {
  return <FirmwareTable />;
}
