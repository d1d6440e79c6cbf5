import { useMemo, useRef } from "react";
import { DEVICE_PAGE_SIZE, type Device } from "@org/api-client";
import { ConfirmDialog } from "../../shared/dialogs/confirm-dialog";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { ScreenSection, type HeadingLevel } from "../../shared/screen/screen-section";
import { PagedTable } from "../../shared/screen/paged-table";
import type { QueryChangeOptions } from "../../shared/screen/use-table-view";
import { useTheme } from "../../shared/data/theme";
import { BulkLockBar, LazyBulkLockDialog, useBulkLock } from "./bulk-lock";
import { useDeviceColumns } from "./device-columns";
import { DeviceCounts } from "./device-counts";
import { useDeviceExpansion } from "./device-expansion";
import { useDeviceLock } from "./device-lock";
import { DeviceSearch } from "./device-search";
import { useDeviceSelection } from "./device-selection";
import { DeviceTableEmpty } from "./device-table-empty";
import { toDeviceListQuery, type DeviceTableQuery } from "./device-table-query";
import { useDeviceTableTexts } from "./device-table-texts";
import { DEVICE_REFRESH_MS, liveLoadFailure, LiveDevices } from "./live-devices";
import { useDeviceSearch, useDeviceTableQuery } from "./use-device-table-query";
import { useDeviceList, useDeviceTotals } from "./use-devices";
import type { ConsoleApiPart } from "@org/api-client";

type DeviceTableQueryChangeOptions = QueryChangeOptions;

/** The calls DeviceTable makes: the part of the API that `ConsoleProvider` needs for it. */
type DeviceTableApi = ConsoleApiPart<
  "devices.list" | "devices.lock" | "devices.totals" | "theme.get" | "timeline.query"
>;

type DeviceTableProps = {
  /**
   * The search, sort and page (controlled). Hosts keep it in the URL with `parseDeviceTableQuery` and
   * `deviceTableQueryToSearchParams`, so back/forward and shared links restore the list.
   */
  query?: DeviceTableQuery;
  /** The first state when uncontrolled. */
  defaultQuery?: Partial<DeviceTableQuery>;
  /**
   * Every search, sort or page change, controlled or not. A controlled table shows the change at once and reports it
   * once its rows are read, so that your router's render of the new URL does not hold them back.
   */
  onQueryChange?: (query: DeviceTableQuery, options: DeviceTableQueryChangeOptions) => void;
  /** Opens with a serial-number search for this device and runs it (`device/:sn`), when uncontrolled. */
  initialSerialNumber?: string;
  /** The time zone of the dates; the viewer's own by default. */
  timeZone?: string;
  /** The moment relative times ("5 minutes ago") count from, ms since the epoch; the current time by default. */
  now?: number;
  /** Classes added to the screen's root `<section>`, e.g. for its width or margins. */
  className?: string;
  /**
   * The screen heading's level: `1` by default, `2`–`6` under a heading of your page, `"none"` to leave it out.
   * @default 1
   */
  headingLevel?: HeadingLevel;
  /**
   * How often the list and its counts refresh on their own while the page is visible, in ms; `0` turns it off (and
   * hides the "Updated … ago" line and its Refresh button).
   * @default 30000
   */
  refreshInterval?: number;
};

/**
 * Lets an operator find the solution's devices, see who owns them and their latest logs, and lock one. Render it at
 * your devices route (`links.device()`, `/device` and `/device/:sn` by default); keep its query in the URL with
 * `query` and `onQueryChange` so that back, forward and shared links restore the list.
 *
 * It has a search by serial number, model or connected status, the total and connected counts, a server-sorted table
 * with expandable rows (owner, guests, latest logs), locking with confirmation, locking several selected devices at
 * once with a report per device, a Columns menu and compact rows kept per operator, paging of 50 devices per page
 * over windows of 500, and a refresh every 30 s while the page is visible.
 *
 * Needs from ConsoleProvider: `api.devices`, `api.theme`, `api.timeline`, `links.user`, `LinkComponent`, and
 * `preferences` to keep the operator's columns and density across visits.
 */
function DeviceTable({
  query: queryProp,
  defaultQuery,
  onQueryChange,
  initialSerialNumber,
  timeZone,
  now,
  headingLevel,
  className,
  refreshInterval = DEVICE_REFRESH_MS,
}: DeviceTableProps) {
  const texts = useDeviceTableTexts();
  const { query, changeQuery, view, sort, pager } = useDeviceTableQuery({
    query: queryProp,
    defaultQuery,
    initialSerialNumber,
    onQueryChange,
  });

  const listQuery = toDeviceListQuery(query);
  const list = useDeviceList(listQuery);
  const totals = useDeviceTotals();
  const { data: theme } = useTheme();

  const tableRegion = useRef<HTMLDivElement>(null);
  const lock = useDeviceLock(tableRegion);

  const devices = list.data?.devices;
  const rows = useMemo(() => devices?.slice(0, DEVICE_PAGE_SIZE) ?? [], [devices]);

  const expansion = useDeviceExpansion(view, { timeZone, now });
  const selection = useDeviceSelection(view, rows);
  const bulk = useBulkLock();

  const onSearch = useDeviceSearch({
    query,
    changeQuery,
    startView: (next) => {
      expansion.collapse(next);
      selection.clear(next);
    },
    reload: list.mutate,
  });

  const columns = useDeviceColumns({ timeZone, now, onRequestLock: lock.requestLock });

  return (
    <ScreenSection title={texts.title} headingLevel={headingLevel} className={className}>
      <ErrorAlert
        call="devices.list"
        title={texts.loadFailedTitle}
        {...liveLoadFailure(list, totals, refreshInterval)}
      />
      <ErrorAlert call="devices.lock" error={lock.error} title={lock.failedTitle} />

      <DeviceCounts totals={totals} texts={texts} />

      <DeviceSearch filter={query.filter} search={query.search} onSearch={onSearch} />

      <PagedTable
        viewId="devices"
        toolbar={
          <>
            {refreshInterval > 0 ? <LiveDevices query={listQuery} refreshInterval={refreshInterval} /> : null}
            {selection.selectedIds.length > 0 ? (
              <BulkLockBar
                count={selection.selectedIds.length}
                onLock={() => bulk.lock(selection.selectedIds)}
                onClear={() => selection.clear(view)}
              />
            ) : null}
          </>
        }
        regionRef={tableRegion}
        aria-label={texts.tableLabel}
        columns={columns}
        data={rows}
        getRowId={getDeviceId}
        {...selection.table}
        selectColumnLabel={texts.selectColumn}
        {...sort}
        {...expansion.table}
        expandColumnLabel={texts.detailsColumn}
        loading={!list.data && !list.error}
        loadingLabel={texts.loading}
        results={list.isLoading || !list.data ? undefined : texts.results(list.data)}
        empty={
          <DeviceTableEmpty failed={Boolean(list.error)} supportEmail={theme?.support_email_account} texts={texts} />
        }
        pager={pager(texts.pager, list.data)}
      />

      <ConfirmDialog {...lock.dialog} texts={texts.lockDialog} />
      <LazyBulkLockDialog
        // A new dialog per bulk lock: each starts from its question.
        key={bulk.attempt}
        {...bulk.dialog}
        returnFocus={() => tableRegion.current}
      />
    </ScreenSection>
  );
}

function getDeviceId(device: Device): string {
  return device.identity;
}

export { DeviceTable };
export type { DeviceTableApi, DeviceTableProps, DeviceTableQueryChangeOptions };
