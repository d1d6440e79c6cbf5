import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Cpu, Wifi } from "lucide-react";
import { DEVICE_PAGE_SIZE, type Device, type DeviceListQuery } from "@org/api-client";
import type { Row, RowSelectionState, SortingState } from "@org/ui/data-table";
import { ConfirmDialog, useConfirmation } from "../../shared/confirm-dialog";
import { ConsoleLink } from "../../shared/console-link";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { notifySuccess } from "../../shared/notify";
import { CountBoxes } from "../../shared/screen/count-box";
import { ScreenSection, type HeadingLevel } from "../../shared/screen/screen-section";
import { PagedTable, type PagerProps } from "../../shared/screen/paged-table";
import { RefreshStatus } from "../../shared/screen/refresh-status";
import {
  useTableQuery,
  useViewExpansion,
  useViewSelection,
  type QueryChangeOptions,
} from "../../shared/screen/use-table-view";
import { useTheme } from "../../shared/data/theme";
import { BulkLockBar, BulkLockDialog } from "./bulk-lock";
import { useDeviceColumns } from "./device-columns";
import { DeviceDetails } from "./device-details";
import { DeviceSearch } from "./device-search";
import {
  deviceTableQuery,
  isStatusFilter,
  orderFromSorting,
  pageCountFor,
  sortingFromOrder,
  toDeviceListQuery,
  type DeviceFilter,
  type DeviceTableQuery,
} from "./device-table-query";
import { useDeviceList, useDevicesAnsweredAt, useDeviceTotals, useLoadDeviceList, useLockDevice } from "./use-devices";
import { supportHref } from "../../shared/support-href";
import { useEventCallback } from "../../shared/use-event-callback";
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

/** The list refreshes on its own this often by default. */
const DEVICE_REFRESH_MS = 30_000;

/** The first query when uncontrolled: `initialSerialNumber` opens a search for it. */
function firstQuery(
  defaultQuery: Partial<DeviceTableQuery> | undefined,
  initialSerialNumber: string | undefined,
): Partial<DeviceTableQuery> | undefined {
  const sn = initialSerialNumber?.trim();
  return sn ? { ...defaultQuery, filter: "sn", search: sn, page: 1 } : defaultQuery;
}

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
  const { t } = useTranslation("oc-devices");
  const loadList = useLoadDeviceList();
  const [query, changeQuery] = useTableQuery({
    model: deviceTableQuery,
    query: queryProp,
    defaultQuery: firstQuery(defaultQuery, initialSerialNumber),
    onQueryChange,
    load: (next) => loadList(toDeviceListQuery(next)),
  });
  const { filter, search, order, page } = query;

  const listQuery = toDeviceListQuery(query);
  const list = useDeviceList(listQuery);
  const totals = useDeviceTotals();
  // A read that failed while its data stays on screen is stale, which the refresh line says; the alert is for a
  // screen that has nothing to show (a new search, sort or page that failed shows none of the last one's rows), or
  // no refresh line to say it.
  const failure = loadFailure(list, totals);
  const unloaded = [list, totals].some((read) => read.error !== undefined && read.data === undefined);
  const alerted = unloaded || refreshInterval <= 0;
  const { data: theme } = useTheme();

  const onLocked = useCallback((identity: string) => notifySuccess(t("lock.success", { sn: identity })), [t]);
  const { lock, failure: lockFailure } = useLockDevice({ onSuccess: onLocked });

  const { collapse, ...expansion } = useViewExpansion(viewOf(query));
  const selection = useViewSelection(viewOf(query));

  const onSearch = useEventCallback((nextFilter: DeviceFilter, nextSearch: string) => {
    const next: DeviceTableQuery = {
      filter: nextFilter,
      search: isStatusFilter(nextFilter) ? "" : nextSearch,
      page: 1,
      ...(order ? { order } : {}),
    };
    collapse(viewOf(next));
    selection.clear(viewOf(next));
    if (deviceTableQuery.same(next, query)) void list.mutate();
    else changeQuery(next);
  });

  const sorting = useMemo(() => sortingFromOrder(order), [order]);
  const onSortingChange = (next: SortingState) => {
    const nextOrder = orderFromSorting(next);
    changeQuery({ filter, search, page: 1, ...(nextOrder ? { order: nextOrder } : {}) });
  };

  // Once the device is locked its lock button is gone: focus goes to the row's serial number instead.
  const lockConfirmation = useConfirmation<string>();
  const lockIdentity = lockConfirmation.subject ?? "";
  const tableRegion = useRef<HTMLDivElement>(null);
  const lockedRowFocus = () =>
    tableRegion.current?.querySelector<HTMLElement>(`[data-device-sn="${CSS.escape(lockIdentity)}"]`) ??
    tableRegion.current;

  const columns = useDeviceColumns({ timeZone, now, onRequestLock: lockConfirmation.ask });
  const renderExpanded = useCallback(
    (row: Row<Device>) => <DeviceDetails device={row.original} timeZone={timeZone} now={now} />,
    [timeZone, now],
  );
  const expandLabel = useCallback((row: Row<Device>) => t("table.expand", { sn: row.original.identity }), [t]);
  const collapseLabel = useCallback((row: Row<Device>) => t("table.collapse", { sn: row.original.identity }), [t]);

  const devices = list.data?.devices;
  const rows = useMemo(() => devices?.slice(0, DEVICE_PAGE_SIZE) ?? [], [devices]);
  const loading = !list.data && !list.error;

  // Only unlocked devices of this page can be selected: one locked meanwhile (by a refresh, by this operator) drops
  // out of the selection.
  const selectedIds = rows
    .filter((device) => !device.locked && selection.selected[device.identity] === true)
    .map((device) => device.identity);
  const selectedKey = selectedIds.join("\u0000");
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedKey === "" ? [] : selectedKey.split("\u0000").map((id) => [id, true])),
    [selectedKey],
  );
  const [bulk, setBulk] = useState<{ identities: string[]; open: boolean; attempt: number }>({
    identities: [],
    open: false,
    attempt: 0,
  });
  const selectLabel = useCallback((row: Row<Device>) => t("bulk.select", { sn: row.original.identity }), [t]);
  const selectAllLabel = useCallback(
    ({ selected, selectable }: { selected: number; selectable: number }) =>
      t("bulk.selectPage", { count: selectable, selected }),
    [t],
  );

  // Read once per language: i18next's lookups took a sixth of the render that shows a search's answer.
  const texts = useMemo(
    () => ({
      title: t("title"),
      loadFailedTitle: t("loadFailedTitle"),
      totalDevices: t("totals.devices"),
      connectedDevices: t("totals.connected"),
      tableLabel: t("table.label"),
      selectColumn: t("bulk.column"),
      detailsColumn: t("table.details"),
      loading: t("table.loading"),
      pager: t("pagination.label"),
      lockDialog: t("lock.dialog", { returnObjects: true }),
      emptyFailed: t("empty.failed"),
      emptyTitle: t("empty.title"),
      needHelp: t("empty.needHelp"),
      contactSupport: t("empty.contactSupport"),
      noSupport: t("empty.noSupport"),
    }),
    [t],
  );
  const lockFailedTitle = lockFailure ? t("lock.failedTitle", { sn: lockFailure.args[0] }) : "";
  const support = supportHref(theme?.support_email_account);
  const empty = list.error ? (
    <p>{texts.emptyFailed}</p>
  ) : (
    <div className="oc:grid oc:gap-1">
      <p className="oc:font-medium oc:text-foreground">{texts.emptyTitle}</p>
      <p>
        {support ? (
          <>
            {texts.needHelp} <ConsoleLink href={support}>{texts.contactSupport}</ConsoleLink>
          </>
        ) : (
          texts.noSupport
        )}
      </p>
    </div>
  );

  const pager: PagerProps = {
    label: texts.pager,
    page,
    pageCount: list.data ? pageCountFor(page, list.data.devices.length, list.data.mayLoadMore) : undefined,
    onPageChange: (next) => changeQuery({ ...query, page: next }),
  };

  return (
    <ScreenSection title={texts.title} headingLevel={headingLevel} className={className}>
      <ErrorAlert
        call="devices.list"
        title={texts.loadFailedTitle}
        {...failure}
        error={alerted ? failure.error : undefined}
      />
      <ErrorAlert call="devices.lock" error={lockFailure?.error} title={lockFailedTitle} />

      <CountBoxes
        columns={2}
        failed={totals.error !== undefined}
        counts={[
          { label: texts.totalDevices, value: totals.data?.devices, icon: <Cpu />, variant: "primary" },
          { label: texts.connectedDevices, value: totals.data?.connected_devices, icon: <Wifi />, variant: "success" },
        ]}
      />

      <DeviceSearch filter={filter} search={search} onSearch={onSearch} />

      <PagedTable
        viewId="devices"
        toolbar={
          <>
            {refreshInterval > 0 ? <LiveDevices query={listQuery} refreshInterval={refreshInterval} /> : null}
            {selectedIds.length > 0 ? (
              <BulkLockBar
                count={selectedIds.length}
                onLock={() => setBulk(({ attempt }) => ({ identities: selectedIds, open: true, attempt: attempt + 1 }))}
                onClear={() => selection.clear(viewOf(query))}
              />
            ) : null}
          </>
        }
        regionRef={tableRegion}
        aria-label={texts.tableLabel}
        columns={columns}
        data={rows}
        getRowId={getDeviceId}
        rowSelection={rowSelection}
        onRowSelectionChange={selection.onSelectedChange}
        getRowCanSelect={canSelect}
        selectLabel={selectLabel}
        selectAllLabel={selectAllLabel}
        selectColumnLabel={texts.selectColumn}
        manualSorting
        sorting={sorting}
        onSortingChange={onSortingChange}
        renderExpanded={renderExpanded}
        {...expansion}
        expandLabel={expandLabel}
        collapseLabel={collapseLabel}
        expandColumnLabel={texts.detailsColumn}
        loading={loading}
        loadingLabel={texts.loading}
        empty={empty}
        pager={pager}
      />

      <ConfirmDialog
        {...lockConfirmation.dialog}
        texts={texts.lockDialog}
        subject={lockIdentity}
        onConfirm={() => void lock(lockIdentity)}
        returnFocus={lockedRowFocus}
      />
      <BulkLockDialog
        // A new dialog per bulk lock: each starts from its question.
        key={bulk.attempt}
        open={bulk.open}
        onOpenChange={(open) => setBulk((current) => ({ ...current, open }))}
        identities={bulk.identities}
        returnFocus={() => tableRegion.current}
      />
    </ScreenSection>
  );
}

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

/** Which search and page a set of expanded or selected rows belongs to. */
function viewOf({ filter, search, page }: DeviceTableQuery): string {
  return `${filter}\u0000${search}\u0000${page}`;
}

function getDeviceId(device: Device): string {
  return device.identity;
}

/** A locked device cannot be locked again, so it has no checkbox. */
function canSelect(row: Row<Device>): boolean {
  return !row.original.locked;
}

export { DeviceTable };
export type { DeviceTableApi, DeviceTableProps, DeviceTableQueryChangeOptions };
