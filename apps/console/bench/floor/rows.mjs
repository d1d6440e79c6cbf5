// The device list's first page as both navigation floors show it: what the console's rows show of each device, as
// plain text in a plain table, with no markup or style of the console's own. The static floor is written from it
// by the benchmark, and the React floor renders it in the browser: one rule for both.

/** The first page: the 50 rows the device screen shows first. */
const FIRST_PAGE = "/api:1/devices?limit=50&offset=0";

/** The columns the device screen shows by default, by their English names. */
const HEADERS = ["Serial number", "Model", "Firmware", "Last seen", "Provisioned", "Connectivity", "SSID", "Lock"];

const when = (ms) => (ms === null || ms === undefined ? "" : new Date(ms).toISOString().slice(0, 16).replace("T", " "));

/** One device's cells, as text. */
function cellsOf(device) {
  return [
    device.identity,
    device.model ?? "",
    device.firmware_version ?? "",
    when(device.lastseen),
    when(device.provisioned_time),
    device.connected ? "Online" : "Offline",
    device.ssid ?? "",
    device.locked ? "Locked" : "Lock",
  ];
}

/**
 * The mark the benchmark's probe counts the rows by (`data-slot="data-table-row"`), on each row of a floor as on the
 * console's.
 */
const ROW_MARK = "data-table-row";

export { cellsOf, FIRST_PAGE, HEADERS, ROW_MARK };
