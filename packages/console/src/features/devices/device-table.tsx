import { useCallback, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Cpu, Wifi } from "lucide-react";
import { DEVICE_PAGE_SIZE, isApiError, STATUS, type Device } from "@org/api-client";
import { Alert, AlertAction, AlertDescription, AlertTitle } from "@org/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@org/ui/alert-dialog";
import { Button } from "@org/ui/button";
import { DataTable, type ExpandedState, type Row, type SortingState } from "@org/ui/data-table";
import { InfoBox } from "@org/ui/info-box";
import { Pagination } from "@org/ui/pagination";
import { ConsoleLink } from "../../shared/console-link";
import { notifySuccess } from "../../shared/notify";
import { describeError } from "../../shared/describe-error";
import { useTheme } from "../../shared/use-theme";
import { useDeviceColumns } from "./device-columns";
import { DeviceDetails } from "./device-details";
import { DeviceSearch } from "./device-search";
import {
  defaultDeviceTableQuery,
  isStatusFilter,
  orderFromSorting,
  pageCountFor,
  sameDeviceTableQuery,
  sortingFromOrder,
  toDeviceListQuery,
  type DeviceFilter,
  type DeviceTableQuery,
} from "./device-table-query";
import { useDeviceList, useDeviceTotals, useLockDevice } from "./use-devices";

type DeviceTableQueryChangeOptions = {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

type DeviceTableProps = {
  /**
   * The search, sort and page (controlled). Hosts keep it in the URL with `parseDeviceTableQuery` and
   * `deviceTableQueryToSearchParams`, so back/forward and shared links restore the list.
   */
  query?: DeviceTableQuery;
  /** The first state when uncontrolled. */
  defaultQuery?: Partial<DeviceTableQuery>;
  /** Every search, sort or page change, controlled or not. */
  onQueryChange?: (query: DeviceTableQuery, options: DeviceTableQueryChangeOptions) => void;
  /** Opens with a serial-number search for this device and runs it (`device/:sn`), when uncontrolled. */
  initialSerialNumber?: string;
  /** The time zone of the dates; the viewer's own by default. */
  timeZone?: string;
  /** The moment relative times ("5 minutes ago") count from, ms since the epoch; the current time by default. */
  now?: number;
  className?: string;
};

/** `mailto:` for the theme's support address, or nothing when the theme has none. */
function supportHref(email: string | null | undefined): string | undefined {
  const address = email?.trim();
  return address ? `mailto:${address}` : undefined;
}

/** SPEC §4: a 403 signs out (the provider handles it) and 403 and 405 are otherwise not alerted. */
function isSilent(error: unknown): boolean {
  return isApiError(error) && (error.status === STATUS.forbidden || error.status === 405);
}

function firstQuery(
  defaultQuery: Partial<DeviceTableQuery> | undefined,
  initialSerialNumber: string | undefined,
): DeviceTableQuery {
  const query = { ...defaultDeviceTableQuery, ...defaultQuery };
  const sn = initialSerialNumber?.trim();
  return sn ? { ...query, filter: "sn", search: sn, page: 1 } : query;
}

/**
 * The device list screen (SPEC §2): search by serial number, model or connected status, the total and connected
 * counts, a server-sorted table with expandable rows (owner, guests, latest logs), locking with confirmation, and
 * paging of 50 devices per page over windows of 500.
 *
 * Needs from ConsoleProvider: `api.devices`, `api.theme`, `api.timeline`, `links.user`, `LinkComponent`.
 */
function DeviceTable({
  query: queryProp,
  defaultQuery,
  onQueryChange,
  initialSerialNumber,
  timeZone,
  now,
  className,
}: DeviceTableProps) {
  const { t, i18n } = useTranslation(["devices", "common", "errors"]);
  const headingId = useId();
  const [ownQuery, setOwnQuery] = useState(() => firstQuery(defaultQuery, initialSerialNumber));
  const query = queryProp ?? ownQuery;
  const { filter, search, order, page } = query;

  const list = useDeviceList(toDeviceListQuery(query));
  const totals = useDeviceTotals();
  const { data: theme } = useTheme();

  const onLocked = useCallback((identity: string) => notifySuccess(t("lock.success", { sn: identity })), [t]);
  const { lock, failure: lockFailure, dismissFailure: dismissLockFailure } = useLockDevice({ onSuccess: onLocked });

  // Expanded rows belong to one search and page: a new one starts collapsed (SPEC §2).
  const viewKey = `${filter}\u0000${search}\u0000${page}`;
  const [expansion, setExpansion] = useState<{ key: string; expanded: ExpandedState }>({ key: viewKey, expanded: {} });
  const expanded = expansion.key === viewKey ? expansion.expanded : {};
  const onExpandedChange = useCallback(
    (next: ExpandedState) => setExpansion({ key: viewKey, expanded: next }),
    [viewKey],
  );

  const changeQuery = (next: DeviceTableQuery, options: DeviceTableQueryChangeOptions = {}) => {
    if (queryProp === undefined) setOwnQuery(next);
    onQueryChange?.(next, options);
  };

  const onSearch = (nextFilter: DeviceFilter, nextSearch: string) => {
    const next: DeviceTableQuery = {
      filter: nextFilter,
      search: isStatusFilter(nextFilter) ? "" : nextSearch,
      page: 1,
      ...(order ? { order } : {}),
    };
    setExpansion({ key: `${next.filter}\u0000${next.search}\u0000${next.page}`, expanded: {} });
    if (sameDeviceTableQuery(next, query)) void list.mutate();
    else changeQuery(next);
  };

  const sorting = useMemo(() => sortingFromOrder(order), [order]);
  const onSortingChange = (next: SortingState) => {
    const nextOrder = orderFromSorting(next);
    changeQuery({ filter, search, page: 1, ...(nextOrder ? { order: nextOrder } : {}) });
  };

  // Lock confirmation: one dialog for the table. Focus goes back to the lock button on cancel, and to the row's serial
  // number once the device is locked and its button is gone.
  const [lockDialog, setLockDialog] = useState({ identity: "", open: false });
  const focusAfterDialog = useRef<HTMLElement | null>(null);
  const tableRegion = useRef<HTMLDivElement>(null);
  const onRequestLock = useCallback((identity: string, trigger: HTMLElement) => {
    focusAfterDialog.current = trigger;
    setLockDialog({ identity, open: true });
  }, []);
  const confirmLock = () => {
    const { identity } = lockDialog;
    focusAfterDialog.current =
      tableRegion.current?.querySelector<HTMLElement>(`[data-device-sn="${CSS.escape(identity)}"]`) ??
      tableRegion.current;
    void lock(identity);
  };

  const columns = useDeviceColumns({ timeZone, now, onRequestLock });
  const renderExpanded = useCallback(
    (row: Row<Device>) => <DeviceDetails device={row.original} timeZone={timeZone} now={now} />,
    [timeZone, now],
  );
  const expandLabel = useCallback((row: Row<Device>) => t("table.expand", { sn: row.original.identity }), [t]);
  const collapseLabel = useCallback((row: Row<Device>) => t("table.collapse", { sn: row.original.identity }), [t]);

  const devices = list.data?.devices;
  const rows = useMemo(() => devices?.slice(0, DEVICE_PAGE_SIZE) ?? [], [devices]);
  const loading = !list.data && !list.error;

  // The pager keeps the last known page count while the next window loads.
  const knownPageCount = list.data ? pageCountFor(page, list.data.devices.length, list.data.mayLoadMore) : undefined;
  const [pageCount, setPageCount] = useState(knownPageCount ?? page);
  if (knownPageCount !== undefined && knownPageCount !== pageCount) setPageCount(knownPageCount);
  const shownPageCount = Math.max(pageCount, page);

  const [dismissedLoadError, setDismissedLoadError] = useState<unknown>();
  const loadError =
    list.error !== undefined && !isSilent(list.error) && list.error !== dismissedLoadError ? list.error : undefined;
  const retry = () => {
    void list.mutate();
    if (totals.error) void totals.mutate();
  };
  const errorText = (error: unknown, fallback: string) =>
    describeError(error).kind === "unreachable" ? t("errors:unreachable") : fallback;

  const support = supportHref(theme?.support_email_account);
  const empty = list.error ? (
    <p>{t("empty.failed")}</p>
  ) : (
    <div className="grid gap-1">
      <p className="font-medium text-foreground">{t("empty.title")}</p>
      <p>
        {support ? (
          <>
            {t("empty.needHelp")} <ConsoleLink href={support}>{t("empty.contactSupport")}</ConsoleLink>
          </>
        ) : (
          t("empty.noSupport")
        )}
      </p>
    </div>
  );

  const locale = i18n.resolvedLanguage ?? i18n.language;
  const totalsUnknown = totals.error !== undefined;

  return (
    <section aria-labelledby={headingId} className={className ? `grid gap-6 ${className}` : "grid gap-6"}>
      <h1 id={headingId} className="text-2xl font-semibold tracking-tight">
        {t("title")}
      </h1>

      {loadError ? (
        <Alert
          variant="error"
          dismissLabel={t("common:actions.dismiss")}
          onDismiss={() => setDismissedLoadError(list.error)}
        >
          <AlertTitle>{t("loadFailedTitle")}</AlertTitle>
          <AlertDescription>{errorText(loadError, t("errors:loadFailed"))}</AlertDescription>
          <AlertAction>
            <Button variant="outline" size="sm" loading={list.isValidating} onClick={retry}>
              {t("common:actions.retry")}
            </Button>
          </AlertAction>
        </Alert>
      ) : null}
      {lockFailure && !isSilent(lockFailure.error) ? (
        <Alert variant="error" dismissLabel={t("common:actions.dismiss")} onDismiss={dismissLockFailure}>
          <AlertTitle>{t("lock.failedTitle", { sn: lockFailure.identity })}</AlertTitle>
          <AlertDescription>{errorText(lockFailure.error, t("lock.failed"))}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <InfoBox
          label={t("totals.devices")}
          value={totals.data?.devices ?? null}
          loading={!totals.data && !totalsUnknown}
          icon={<Cpu />}
          variant="primary"
          locale={locale}
          unknownLabel={t("totals.unknown")}
          loadingLabel={t("totals.loading")}
        />
        <InfoBox
          label={t("totals.connected")}
          value={totals.data?.connected_devices ?? null}
          loading={!totals.data && !totalsUnknown}
          icon={<Wifi />}
          variant="success"
          locale={locale}
          unknownLabel={t("totals.unknown")}
          loadingLabel={t("totals.loading")}
        />
      </div>

      <DeviceSearch filter={filter} search={search} onSearch={onSearch} />

      <div ref={tableRegion} tabIndex={-1} className="grid gap-4 outline-none">
        <DataTable
          aria-label={t("table.label")}
          columns={columns}
          data={rows}
          getRowId={getDeviceId}
          manualSorting
          sorting={sorting}
          onSortingChange={onSortingChange}
          renderExpanded={renderExpanded}
          expanded={expanded}
          onExpandedChange={onExpandedChange}
          expandLabel={expandLabel}
          collapseLabel={collapseLabel}
          expandColumnLabel={t("table.details")}
          loading={loading}
          loadingLabel={t("table.loading")}
          skeletonRows={8}
          empty={empty}
        />
        {shownPageCount > 1 ? (
          <Pagination
            page={page}
            pageCount={shownPageCount}
            onPageChange={(next) => changeQuery({ ...query, page: next })}
            disabled={loading}
            siblingCount={2}
            label={t("pagination.label")}
            previousLabel={t("pagination.previous")}
            nextLabel={t("pagination.next")}
            pageLabel={(number) => t("pagination.page", { page: number })}
          />
        ) : null}
      </div>

      <AlertDialog open={lockDialog.open} onOpenChange={(open) => setLockDialog((current) => ({ ...current, open }))}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            const target = focusAfterDialog.current;
            focusAfterDialog.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t("lock.title")}</AlertDialogTitle>
            <AlertDialogDescription>{t("lock.description", { sn: lockDialog.identity })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("lock.cancel")}</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={confirmLock}>
              {t("lock.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function getDeviceId(device: Device): string {
  return device.identity;
}

export { DeviceTable };
export type { DeviceTableProps, DeviceTableQueryChangeOptions };
