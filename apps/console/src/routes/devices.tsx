import { useConsole } from "@org/console";
import { DeviceTable, deviceTableQueryToSearchParams, parseDeviceTableQuery } from "@org/console/device-table";
import { useQueryInUrl } from "./use-query-in-url";

/**
 * /device and /device/:sn (SPEC §2): the device list with its search, sort and page in the URL, so back/forward
 * restore them and a link can be shared. `:sn` opens a serial-number search; any later change moves to /device?….
 */
export default function DevicesRoute() {
  const { links } = useConsole();
  const { query, onQueryChange } = useQueryInUrl({
    param: "sn",
    parse: parseDeviceTableQuery,
    toSearchParams: deviceTableQueryToSearchParams,
    pathname: links.device(),
  });

  return <DeviceTable query={query} onQueryChange={onQueryChange} />;
}
