import { Cpu, Wifi } from "lucide-react";
import { CountBoxes } from "../../shared/screen/count-box";
import type { DeviceTableTexts } from "./device-table-texts";
import type { useDeviceTotals } from "./use-devices";

type DeviceCountsProps = {
  /** The counts' read, which the table shares with its refresh line. */
  totals: Pick<ReturnType<typeof useDeviceTotals>, "data" | "error">;
  texts: Pick<DeviceTableTexts, "totalDevices" | "connectedDevices">;
};

/** The total and connected device counts above the table. */
function DeviceCounts({ totals, texts }: DeviceCountsProps) {
  return (
    <CountBoxes
      columns={2}
      failed={totals.error !== undefined}
      counts={[
        { label: texts.totalDevices, value: totals.data?.devices, icon: <Cpu />, variant: "primary" },
        { label: texts.connectedDevices, value: totals.data?.connected_devices, icon: <Wifi />, variant: "success" },
      ]}
    />
  );
}

export { DeviceCounts };
