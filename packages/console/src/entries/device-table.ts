// @org/console/device-table: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { DeviceTable } from "../features/devices/device-table";
export type { DeviceTableApi, DeviceTableProps, DeviceTableQueryChangeOptions } from "../features/devices/device-table";
export {
  defaultDeviceTableQuery,
  deviceTableQueryToSearchParams,
  parseDeviceTableQuery,
} from "../features/devices/device-table-query";
export type { DeviceFilter, DeviceTableQuery } from "../features/devices/device-table-query";
export { deviceKeys, preloadDeviceTable } from "../features/devices/use-devices";
