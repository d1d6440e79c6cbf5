import { useMemo } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { ChevronDown, Download, ImagePlus, Trash2 } from "lucide-react";
import type { InformationModel } from "@org/api-client";
import { Button, IconButton } from "@org/ui/button";
import { createColumnHelper } from "@org/ui/data-table";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@org/ui/dropdown-menu";
import { DateTimeCell, useDateTimeTexts } from "../../shared/screen/date-time-cell";
import type { ModelFormat } from "./model-download";

const useStrings = consoleTranslation("oc-informationModels");

type InformationModelColumnsOptions = {
  timeZone?: string;
  /** The moment relative times count from; the current time when left out. */
  now?: number;
  /** The thumbnail or "Upload images" of a row was pressed. */
  onEditImages: (model: InformationModel) => void;
  /** A format of a row's Download menu was chosen. */
  onDownload: (model: InformationModel, format: ModelFormat) => void;
  /** The delete button of a row was pressed. */
  onRequestDelete: (model: InformationModel) => void;
};

const column = createColumnHelper<InformationModel>();

function ImageCell({
  model,
  onEditImages,
}: {
  model: InformationModel;
  onEditImages: (model: InformationModel) => void;
}) {
  const { t } = useStrings();
  const thumbnail = model.images.thumbnail?.uri;
  if (!thumbnail) {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t("image.uploadFor", { familyName: model.familyName })}
        onClick={() => onEditImages(model)}
      >
        <ImagePlus aria-hidden="true" />
        {t("image.upload")}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-label={t("image.edit", { familyName: model.familyName })}
      onClick={() => onEditImages(model)}
      className="oc:block oc:rounded-md oc:outline-none oc:hover:opacity-80 oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
    >
      <img
        src={thumbnail}
        alt={t("image.thumbnailAlt", { familyName: model.familyName })}
        width={40}
        height={40}
        className="oc:size-10 oc:rounded-md oc:border oc:bg-muted oc:object-cover"
      />
    </button>
  );
}

function ActionCell({
  model,
  onDownload,
  onRequestDelete,
}: {
  model: InformationModel;
  onDownload: InformationModelColumnsOptions["onDownload"];
  onRequestDelete: InformationModelColumnsOptions["onRequestDelete"];
}) {
  const { t } = useStrings();
  return (
    <div className="oc:flex oc:items-center oc:justify-end oc:gap-1">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t("download.label", { familyName: model.familyName })}
            disabled={model.informationModel === null}
          >
            <Download aria-hidden="true" />
            <span className="oc:max-sm:sr-only">{t("download.button")}</span>
            <ChevronDown aria-hidden="true" className="oc:max-sm:hidden" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onDownload(model, "json")}>{t("download.json")}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onDownload(model, "yaml")}>{t("download.yaml")}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <IconButton
        label={t("delete.button", { familyName: model.familyName })}
        variant="ghost-destructive"
        size="sm"
        onClick={() => onRequestDelete(model)}
      >
        <Trash2 />
      </IconButton>
    </div>
  );
}

/**
 * The information model list's columns: Family Name and Last Modified sort (newest first by default), File
 * Name, Model Image (the thumbnail, or an upload button, both opening the images dialog) and the Download and Delete
 * actions.
 */
function useInformationModelColumns({
  timeZone,
  now,
  onEditImages,
  onDownload,
  onRequestDelete,
}: InformationModelColumnsOptions) {
  const { t } = useStrings();
  const dateTimeTexts = useDateTimeTexts();
  return useMemo(
    () => [
      column.accessor("familyName", {
        id: "familyName",
        header: t("table.columns.familyName"),
        cell: ({ getValue }) => <span className="oc:font-medium oc:wrap-anywhere">{getValue()}</span>,
        // The family stays in view, and the actions with it, while the other columns scroll sideways on a phone.
        meta: { className: "oc:min-w-28", pin: "start" },
      }),
      column.accessor("name", {
        id: "name",
        header: t("table.columns.fileName"),
        enableSorting: false,
        cell: ({ getValue }) => <span className="oc:whitespace-nowrap">{getValue()}</span>,
      }),
      column.accessor("timestamp", {
        id: "timestamp",
        header: t("table.columns.lastModified"),
        sortDescFirst: true,
        cell: ({ getValue }) => <DateTimeCell ms={getValue()} timeZone={timeZone} now={now} texts={dateTimeTexts} />,
      }),
      column.display({
        id: "image",
        header: t("table.columns.image"),
        cell: ({ row }) => <ImageCell model={row.original} onEditImages={onEditImages} />,
      }),
      column.display({
        id: "action",
        header: t("table.columns.action"),
        cell: ({ row }) => (
          <ActionCell model={row.original} onDownload={onDownload} onRequestDelete={onRequestDelete} />
        ),
        meta: { className: "oc:w-px oc:whitespace-nowrap", align: "end", pin: "end" },
      }),
    ],
    [t, dateTimeTexts, timeZone, now, onEditImages, onDownload, onRequestDelete],
  );
}

export { useInformationModelColumns };
