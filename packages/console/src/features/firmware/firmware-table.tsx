import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import type { Firmware } from "@org/api-client";
import { Button } from "@org/ui/button";
import type { SortingState } from "@org/ui/data-table";
import { ConfirmDialog, useConfirmation } from "../../shared/confirm-dialog";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { notifySuccess } from "../../shared/notify";
import { ListTable } from "../../shared/screen/list-table";
import { ScreenSection, type HeadingLevel } from "../../shared/screen/screen-section";
import { AddFirmwareDialog } from "./add-firmware-dialog";
import { useFirmwareColumns } from "./firmware-columns";
import { useDeleteFirmware, useFirmwareList } from "./use-firmware";
import type { ConsoleApiPart } from "@org/api-client";

/** The calls FirmwareTable makes: the part of the API that `ConsoleProvider` needs for it. */
type FirmwareTableApi = ConsoleApiPart<"firmware.delete" | "firmware.list" | "firmware.upload">;

type FirmwareTableProps = {
  /** Classes added to the screen's root `<section>`, e.g. for its width or margins. */
  className?: string;
  /**
   * The screen heading's level: `1` by default, `2`–`6` under a heading of your page, `"none"` to leave it out.
   * @default 1
   */
  headingLevel?: HeadingLevel;
};

/** The list opens sorted by version, newest first. */
const DEFAULT_SORTING: SortingState = [{ id: "version", desc: true }];

function getFirmwareId(firmware: Firmware): string {
  return firmware.id;
}

/**
 * Lets an operator manage the firmware files that devices download: add, download and delete them. Render it at your
 * firmware route (`links.firmware`, `/firmware` by default).
 *
 * It has an Add button that opens the Add Firmware dialog (upload with progress and cancel), and a table of every
 * firmware file (Model, Trigger, Previous Version, SHA1, Size, Version) sorted by version, newest first, with a
 * download link and a delete button (with confirmation) per row.
 *
 * Needs from ConsoleProvider: `api.firmware`.
 */
function FirmwareTable({ headingLevel, className }: FirmwareTableProps) {
  const { t } = useTranslation("oc-firmware");
  const list = useFirmwareList();
  const [adding, setAdding] = useState(false);

  const onDeleted = useCallback(() => notifySuccess(t("delete.success")), [t]);
  const { deleteFirmware, failure: deleteFailure } = useDeleteFirmware({ onSuccess: onDeleted });

  // Once the firmware is deleted its row and delete button are gone: focus goes to the table instead.
  const deleteConfirmation = useConfirmation<Firmware>();
  const firmwareToDelete = deleteConfirmation.subject;
  const tableRegion = useRef<HTMLDivElement>(null);

  const columns = useFirmwareColumns({ onRequestDelete: deleteConfirmation.ask });

  return (
    <ScreenSection title={t("title")} headingLevel={headingLevel} className={className}>
      <ErrorAlert call="firmware.list" title={t("loadFailedTitle")} {...loadFailure(list)} />
      <ErrorAlert
        call="firmware.delete"
        error={deleteFailure?.error}
        title={t("delete.failedTitle", { name: deleteFailure?.args[0].name ?? "" })}
      />

      <div className="oc:flex oc:justify-end">
        <Button type="button" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t("add")}
        </Button>
      </div>

      <ListTable
        list={list}
        texts={{
          label: t("table.label"),
          loading: t("table.loading"),
          emptyTitle: t("empty.title"),
          emptyHint: t("empty.hint"),
          failed: t("empty.failed"),
        }}
        regionRef={tableRegion}
        columns={columns}
        getRowId={getFirmwareId}
        defaultSorting={DEFAULT_SORTING}
        skeletonRows={6}
      />

      <AddFirmwareDialog open={adding} onOpenChange={setAdding} />

      <ConfirmDialog
        {...deleteConfirmation.dialog}
        texts={t("delete.dialog", { returnObjects: true })}
        subject={firmwareToDelete?.name}
        onConfirm={() => (firmwareToDelete ? deleteFirmware(firmwareToDelete) : undefined)}
        returnFocus={() => tableRegion.current}
      />
    </ScreenSection>
  );
}

export { FirmwareTable };
export type { FirmwareTableApi, FirmwareTableProps };
