import { useMemo } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Download, Trash2 } from "lucide-react";
import type { Firmware } from "@org/api-client";
import { IconButton, buttonVariants } from "@org/ui/button";
import { cn } from "@org/ui/cn";
import { createColumnHelper, type Row } from "@org/ui/data-table";
import { Switch } from "@org/ui/switch";
import { formatSize } from "./format-size";
import { compareSemver } from "./semver";

const useStrings = consoleTranslation("oc-firmware");

type FirmwareColumnsOptions = {
  /** The delete button of a row was pressed. */
  onRequestDelete: (firmware: Firmware) => void;
};

const column = createColumnHelper<Firmware>();

/** Versions sort as numbers part by part (1.10.0 after 1.9.0), not as text. */
function bySemver(columnId: "version" | "previousVersion") {
  return (a: Row<Firmware>, b: Row<Firmware>) =>
    compareSemver(a.getValue<string | null>(columnId), b.getValue<string | null>(columnId));
}

function None() {
  const { t } = useStrings();
  return <span className="oc:text-muted-foreground">{t("table.none")}</span>;
}

function Actions({ firmware, onRequestDelete }: { firmware: Firmware } & FirmwareColumnsOptions) {
  const { t } = useStrings();
  const download = t("table.download", { name: firmware.name });
  return (
    <div className="oc:flex oc:items-center oc:justify-end oc:gap-1">
      {firmware.url ? (
        <a
          href={firmware.url}
          download={firmware.name}
          aria-label={download}
          title={download}
          className={cn(buttonVariants({ variant: "ghost", size: "icon-sm" }), "oc:text-muted-foreground")}
        >
          <Download aria-hidden="true" />
        </a>
      ) : null}
      <IconButton
        label={t("delete.button", { name: firmware.name })}
        variant="ghost-destructive"
        size="sm"
        onClick={() => onRequestDelete(firmware)}
      >
        <Trash2 />
      </IconButton>
    </div>
  );
}

/**
 * The firmware list's columns: Model, Trigger (read-only), Previous Version, SHA1, Size, Version, and the
 * download and delete actions. The whole list is in hand, so the table sorts it itself; versions sort as semver.
 */
function useFirmwareColumns({ onRequestDelete }: FirmwareColumnsOptions) {
  const { t, i18n } = useStrings();
  const language = i18n.language;
  return useMemo(
    () => [
      column.accessor("model", {
        id: "model",
        header: t("table.columns.model"),
        cell: ({ getValue }) => <span className="oc:font-medium oc:whitespace-nowrap">{getValue()}</span>,
        // With the version and the actions, it stays in view while the other columns scroll sideways on a phone.
        meta: { pin: "start" },
      }),
      column.accessor("trigger", {
        id: "trigger",
        header: t("table.columns.trigger"),
        enableSorting: false,
        cell: ({ row, getValue }) => (
          <Switch
            readOnly
            checked={getValue()}
            aria-label={t("table.trigger", { name: row.original.name })}
            size="sm"
          />
        ),
      }),
      column.accessor("previousVersion", {
        id: "previousVersion",
        header: t("table.columns.previousVersion"),
        sortingFn: bySemver("previousVersion"),
        cell: ({ getValue }) => <span className="oc:tabular-nums">{getValue() ?? <None />}</span>,
      }),
      column.accessor("sha1", {
        id: "sha1",
        header: t("table.columns.sha1"),
        enableSorting: false,
        // The full value stays in the text (read out, copied with a selection) and in the title; the cell shows its start.
        cell: ({ getValue }) => (
          <span title={getValue()} className="oc:block oc:max-w-[12ch] oc:truncate oc:font-mono oc:text-xs">
            {getValue()}
          </span>
        ),
      }),
      column.accessor("size", {
        id: "size",
        header: t("table.columns.size"),
        sortUndefined: "last",
        cell: ({ getValue }) => {
          const size = getValue();
          return size === null ? (
            <None />
          ) : (
            <span className="oc:whitespace-nowrap oc:tabular-nums">{formatSize(size, language)}</span>
          );
        },
        meta: { align: "end" },
      }),
      column.accessor("version", {
        id: "version",
        header: t("table.columns.version"),
        sortingFn: bySemver("version"),
        sortDescFirst: true,
        cell: ({ getValue }) => <span className="oc:font-medium oc:tabular-nums">{getValue()}</span>,
        meta: { pin: "end" },
      }),
      column.display({
        id: "actions",
        header: t("table.columns.actions"),
        cell: ({ row }) => <Actions firmware={row.original} onRequestDelete={onRequestDelete} />,
        meta: { align: "end", pin: "end" },
      }),
    ],
    [t, language, onRequestDelete],
  );
}

export { useFirmwareColumns };
