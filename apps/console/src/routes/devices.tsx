import { useCallback, useMemo } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useConsole } from "@org/console";
import { DeviceTable, deviceTableQueryToSearchParams, parseDeviceTableQuery, type DeviceTableQuery, type DeviceTableQueryChangeOptions } from "@org/console/device-table";

/**
 * /device and /device/:sn (SPEC §2): the device list with its search, sort and page in the URL, so back/forward
 * restore them and a link can be shared. `:sn` opens a serial-number search; any later change moves to /device?….
 */
export default function DevicesRoute() {
  const { sn } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { links } = useConsole();
  const query = useMemo(() => parseDeviceTableQuery(searchParams, sn), [searchParams, sn]);

  const onQueryChange = useCallback(
    (next: DeviceTableQuery, { replace }: DeviceTableQueryChangeOptions) => {
      const search = deviceTableQueryToSearchParams(next).toString();
      void navigate({ pathname: links.device(), search: search ? `?${search}` : "" }, { replace });
    },
    [navigate, links],
  );

  return <DeviceTable query={query} onQueryChange={onQueryChange} />;
}
