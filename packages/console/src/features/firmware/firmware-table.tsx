import { useCallback, useRef, useState } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Plus } from "lucide-react";
import type { Firmware } from "@org/api-client";
import type { SortingState } from "@org/ui/data-table";
import { useConfirmation } from "../../shared/dialogs/confirm-dialog";
import { notifySuccess } from "../../shared/notices/notify";
import { ListScreen } from "../../shared/screen/list-screen";
import type { HeadingLevel } from "../../shared/screen/screen-section";
import { AddFirmwareDialog } from "./add-firmware-dialog";
import { useFirmwareColumns } from "./firmware-columns";
import { useDeleteFirmware, useFirmwareList } from "./use-firmware";
import type { ConsoleApiPart } from "@org/api-client";

const useStrings = consoleTranslation("oc-firmware");

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

function firmwareName(firmware: Firmware): string {
  return firmware.name;
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
  const { t } = useStrings();
  const list = useFirmwareList();
  const [adding, setAdding] = useState(false);
  const tableRegion = useRef<HTMLDivElement>(null);

  const onDeleted = useCallback(() => notifySuccess(t("delete.success")), [t]);
  const { deleteFirmware, failure } = useDeleteFirmware({ onSuccess: onDeleted });
  const confirmation = useConfirmation<Firmware>();
  const columns = useFirmwareColumns({ onRequestDelete: confirmation.ask });

  return (
    <ListScreen
      ns="oc-firmware"
      list={list}
      listCall="firmware.list"
      headingLevel={headingLevel}
      className={className}
      add={{ icon: Plus, onClick: () => setAdding(true) }}
      deletion={{ confirmation, call: "firmware.delete", failure, nameOf: firmwareName, remove: deleteFirmware }}
      regionRef={tableRegion}
      columns={columns}
      getRowId={getFirmwareId}
      defaultSorting={DEFAULT_SORTING}
      skeletonRows={6}
    >
      <AddFirmwareDialog open={adding} onOpenChange={setAdding} />
    </ListScreen>
  );
}

export { FirmwareTable };
export type { FirmwareTableApi, FirmwareTableProps };
