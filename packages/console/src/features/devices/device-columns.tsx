import { useMemo } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import type { Device } from "@org/api-client";
import { Badge } from "@org/ui/badge";
import { IconButton } from "@org/ui/button";
import { compactIcon, tableIcons } from "@org/ui/icon";
import { createColumnHelper } from "@org/ui/data-table";
import { DateTimeCell, useDateTimeTexts, type DateTimeTexts } from "../../shared/screen/date-time-cell";

const useStrings = consoleTranslation("oc-devices");

type DeviceColumnsOptions = {
  timeZone?: string;
  /** The moment relative times count from; the current time when left out. */
  now?: number;
  /** The lock button of a row was pressed; `trigger` is the button, to give focus back to on cancel. */
  onRequestLock: (identity: string, trigger: HTMLElement) => void;
};

const column = createColumnHelper<Device>();

// Drawn in every row: one path each rather than lucide's element per shape.
const Lock = compactIcon(tableIcons.lock);
const Wifi = compactIcon(tableIcons.wifi);
const WifiOff = compactIcon(tableIcons.wifiOff);

/** The texts the cells show, translated once per table rather than once per cell (50 rows x 5 cells). */
type CellTexts = {
  none: string;
  online: string;
  offline: string;
  locked: string;
  lockButton: (sn: string) => string;
  dateTimes: DateTimeTexts;
};

function Empty({ texts }: { texts: CellTexts }) {
  return <span className="oc:text-muted-foreground">{texts.none}</span>;
}

/** A device's time (last seen, provisioned), or the "none" mark where the server has none. */
function TimeOrNone({
  ms,
  timeZone,
  now,
  texts,
}: {
  ms: number | null;
  timeZone?: string;
  now?: number;
  texts: CellTexts;
}) {
  if (ms === null) return <Empty texts={texts} />;
  return <DateTimeCell ms={ms} timeZone={timeZone} now={now} texts={texts.dateTimes} />;
}

function ConnectivityCell({ connected, texts }: { connected: boolean | null; texts: CellTexts }) {
  if (connected === null) return null;
  const label = connected ? texts.online : texts.offline;
  const Icon = connected ? Wifi : WifiOff;
  return (
    <span role="img" aria-label={label} title={label} className="oc:inline-flex">
      <Icon
        aria-hidden="true"
        className={connected ? "oc:size-4 oc:text-success" : "oc:size-4 oc:text-muted-foreground"}
      />
    </span>
  );
}

function LockCell({
  device,
  onRequestLock,
  texts,
}: {
  device: Device;
  onRequestLock: DeviceColumnsOptions["onRequestLock"];
  texts: CellTexts;
}) {
  if (device.locked) {
    return (
      <Badge variant="secondary">
        <Lock aria-hidden="true" />
        {texts.locked}
      </Badge>
    );
  }
  return (
    <IconButton
      label={texts.lockButton(device.identity)}
      variant="ghost-destructive"
      size="sm"
      onClick={(event) => onRequestLock(device.identity, event.currentTarget)}
    >
      <Lock />
    </IconButton>
  );
}

/**
 * The device list's columns. Column ids are the contract's sort keys, so a header click maps straight to
 * the `order` the server sorts by; the connectivity status has no key and does not sort.
 */
function useDeviceColumns({ timeZone, now, onRequestLock }: DeviceColumnsOptions) {
  const { t } = useStrings();
  const dateTimes = useDateTimeTexts();
  return useMemo(() => {
    const texts: CellTexts = {
      none: t("table.none"),
      online: t("table.online"),
      offline: t("table.offline"),
      locked: t("table.locked"),
      lockButton: (sn) => t("lock.button", { sn }),
      dateTimes,
    };
    return [
      column.accessor("identity", {
        id: "identity",
        header: t("table.columns.sn"),
        cell: ({ getValue }) => (
          // Focus lands here after the row's lock button goes away.
          <span
            data-device-sn={getValue()}
            tabIndex={-1}
            className="oc:rounded-sm oc:font-medium oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
          >
            {getValue()}
          </span>
        ),
        // With the actions, it stays in view while the other columns scroll sideways (a phone, a laptop).
        meta: { className: "oc:whitespace-nowrap", pin: "start" },
      }),
      column.accessor("model", {
        id: "model",
        // The device list sorts by serial number, last seen and state fields only.
        enableSorting: false,
        header: t("table.columns.model"),
        cell: ({ getValue }) => getValue() ?? <Empty texts={texts} />,
      }),
      column.accessor("firmware_version", {
        id: "firmware_version",
        enableSorting: false,
        header: t("table.columns.firmware"),
        cell: ({ getValue }) => getValue() ?? <Empty texts={texts} />,
      }),
      column.accessor("lastseen", {
        id: "lastseen",
        header: t("table.columns.lastSeen"),
        // Times come from the contract in ms, whatever unit the wire used (µs here, seconds below).
        cell: ({ getValue }) => <TimeOrNone ms={getValue()} timeZone={timeZone} now={now} texts={texts} />,
      }),
      column.accessor("provisioned_time", {
        id: "provisioned_time",
        enableSorting: false,
        header: t("table.columns.provisioned"),
        cell: ({ getValue }) => <TimeOrNone ms={getValue()} timeZone={timeZone} now={now} texts={texts} />,
      }),
      column.accessor("connected", {
        id: "connected",
        header: t("table.columns.connectivity"),
        enableSorting: false,
        cell: ({ getValue }) => <ConnectivityCell connected={getValue()} texts={texts} />,
        // The cells hold an icon: let the long header wrap so the lock column stays in view on a laptop screen.
        meta: { headerText: "wrap", headerClassName: "oc:min-w-24" },
      }),
      column.accessor("ssid", {
        id: "ssid",
        enableSorting: false,
        header: t("table.columns.ssid"),
        cell: ({ getValue }) => getValue() ?? <Empty texts={texts} />,
      }),
      column.display({
        id: "actions",
        header: t("table.columns.actions"),
        cell: ({ row }) => <LockCell device={row.original} onRequestLock={onRequestLock} texts={texts} />,
        // When the table scrolls sideways (a phone, a 1280-px laptop) the lock stays in view.
        meta: { align: "end", pin: "end" },
      }),
    ];
  }, [t, dateTimes, timeZone, now, onRequestLock]);
}

export { useDeviceColumns };
