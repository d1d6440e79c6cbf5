// @org/console/element: DeviceTable for a page without React (plain HTML, Angular, Vue, a server-rendered page). One
// self-contained module with React and every dependency bundled; importing it defines `<oc-device-table>`.
export { mountDeviceTable } from "./element/mount-device-table";
export type {
  DeviceTableMountOptions,
  DeviceTableNavigateDetail,
  MountedDeviceTable,
} from "./element/mount-device-table";
export { OcDeviceTableElement } from "./element/oc-device-table";
export type { DeviceTableApi } from "./features/devices/device-table";
export type { ConsoleLinks, NavigateOptions } from "./provider/console-provider";
