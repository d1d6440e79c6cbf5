import type { SWRResponse } from "swr";
import type { DeviceListQuery } from "@org/api-client";
import { loadFailure } from "../../shared/errors/load-failure";
import { RefreshStatus } from "../../shared/screen/refresh-status";
import { useDeviceList, useDevicesAnsweredAt, useDeviceTotals } from "./use-devices";

/** The list refreshes on its own this often by default. */
const DEVICE_REFRESH_MS = 30_000;

/**
 * The device list's own refresh, in a component of its own: its reads are the table's (same keys, one request), but
 * only this line re-renders while a refresh runs; the table re-renders when the data changes.
 */
function LiveDevices({ query, refreshInterval }: { query: DeviceListQuery; refreshInterval: number }) {
  const list = useDeviceList(query, refreshInterval);
  const totals = useDeviceTotals(refreshInterval);
  // Read on every render of this line, which a refresh's start and end cause: the time its answers arrived.
  const updatedAt = useDevicesAnsweredAt(query);
  return <RefreshStatus reads={[list, totals]} updatedAt={updatedAt} />;
}

/** The load alert of the list and its counts (`loadFailure`), as the screen shows it beside its refresh line. */
function liveLoadFailure(list: SWRResponse, totals: SWRResponse, refreshInterval: number) {
  // A read that failed while its data stays on screen is stale, which the refresh line says; the alert is for a
  // screen that has nothing to show (a new search, sort or page that failed shows none of the last one's rows), or
  // no refresh line to say it.
  const failure = loadFailure(list, totals);
  const unloaded = [list, totals].some((read) => read.error !== undefined && read.data === undefined);
  const alerted = unloaded || refreshInterval <= 0;
  return { ...failure, error: alerted ? failure.error : undefined };
}

export { DEVICE_REFRESH_MS, liveLoadFailure, LiveDevices };
