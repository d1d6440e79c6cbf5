import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Lock, Wifi, WifiOff } from "lucide-react";
import type { Device } from "@org/api-client";
import { Badge } from "@org/ui/badge";
import { IconButton } from "@org/ui/button";
import { createColumnHelper } from "@org/ui/data-table";
import { formatDateTime } from "../../shared/format-date";
import { useRelativeTime } from "../../shared/relative-time";
import { microsecondsToMs, secondsToMs } from "./device-table-query";

type DeviceColumnsOptions = {
  timeZone?: string;
  /** The moment relative times count from; the current time when left out. */
  now?: number;
  /** The lock button of a row was pressed; `trigger` is the button, to give focus back to on cancel. */
  onRequestLock: (identity: string, trigger: HTMLElement) => void;
};

const column = createColumnHelper<Device>();

function Empty() {
  const { t } = useTranslation("devices");
  return <span className="text-muted-foreground">{t("table.none")}</span>;
}

function DateTimeCell({ ms, timeZone, now }: { ms: number | null; timeZone?: string; now?: number }) {
  const relative = useRelativeTime();
  if (ms === null) return <Empty />;
  return (
    <time dateTime={new Date(ms).toISOString()} className="grid whitespace-nowrap">
      <span className="tabular-nums">{formatDateTime(ms, { timeZone })}</span>
      <span className="text-xs text-muted-foreground">{relative(ms, now)}</span>
    </time>
  );
}

function ConnectivityCell({ connected }: { connected: boolean | null }) {
  const { t } = useTranslation("devices");
  if (connected === null) return null;
  const label = t(connected ? "table.online" : "table.offline");
  const Icon = connected ? Wifi : WifiOff;
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex">
      <Icon aria-hidden="true" className={connected ? "size-4 text-success" : "size-4 text-muted-foreground"} />
    </span>
  );
}

function LockCell({ device, onRequestLock }: { device: Device; onRequestLock: DeviceColumnsOptions["onRequestLock"] }) {
  const { t } = useTranslation("devices");
  if (device.locked) {
    return (
      <Badge variant="secondary">
        <Lock aria-hidden="true" />
        {t("table.locked")}
      </Badge>
    );
  }
  return (
    <IconButton
      label={t("lock.button", { sn: device.identity })}
      variant="ghost"
      size="sm"
      className="text-muted-foreground hover:text-destructive"
      onClick={(event) => onRequestLock(device.identity, event.currentTarget)}
    >
      <Lock />
    </IconButton>
  );
}

/**
 * The device list's columns (SPEC §2). Column ids are the contract's sort keys, so a header click maps straight to
 * the `order` the server sorts by; the connectivity status has no key and does not sort.
 */
function useDeviceColumns({ timeZone, now, onRequestLock }: DeviceColumnsOptions) {
  const { t } = useTranslation("devices");
  return useMemo(
    () => [
      column.accessor("identity", {
        id: "identity",
        header: t("table.columns.sn"),
        cell: ({ getValue }) => (
          // Focus lands here after the row's lock button goes away.
          <span data-device-sn={getValue()} tabIndex={-1} className="rounded-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {getValue()}
          </span>
        ),
        meta: { className: "whitespace-nowrap" },
      }),
      column.accessor("model", {
        id: "model",
        header: t("table.columns.model"),
        cell: ({ getValue }) => getValue() ?? <Empty />,
      }),
      column.accessor("firmware_version", {
        id: "firmware_version",
        header: t("table.columns.firmware"),
        cell: ({ getValue }) => getValue() ?? <Empty />,
      }),
      column.accessor("lastseen", {
        id: "lastseen",
        header: t("table.columns.lastSeen"),
        cell: ({ getValue }) => {
          const value = getValue();
          return <DateTimeCell ms={value === null ? null : microsecondsToMs(value)} timeZone={timeZone} now={now} />;
        },
      }),
      column.accessor("provisioned_time", {
        id: "provisioned_time",
        header: t("table.columns.provisioned"),
        cell: ({ getValue }) => {
          const value = getValue();
          return <DateTimeCell ms={value === null ? null : secondsToMs(value)} timeZone={timeZone} now={now} />;
        },
      }),
      column.accessor("connected", {
        id: "connected",
        header: t("table.columns.connectivity"),
        enableSorting: false,
        cell: ({ getValue }) => <ConnectivityCell connected={getValue()} />,
      }),
      column.accessor("ssid", {
        id: "ssid",
        header: t("table.columns.ssid"),
        cell: ({ getValue }) => getValue() ?? <Empty />,
      }),
      column.display({
        id: "actions",
        header: t("table.columns.actions"),
        cell: ({ row }) => <LockCell device={row.original} onRequestLock={onRequestLock} />,
        meta: { align: "end" },
      }),
    ],
    [t, timeZone, now, onRequestLock],
  );
}

export { useDeviceColumns };
export type { DeviceColumnsOptions };
