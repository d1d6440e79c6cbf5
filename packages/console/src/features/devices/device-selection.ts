import { useCallback, useMemo } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import type { Device } from "@org/api-client";
import type { Row, RowSelectionState } from "@org/ui/data-table";
import { useViewSelection } from "../../shared/screen/use-table-view";

const useStrings = consoleTranslation("oc-devices");

/**
 * The devices selected for a bulk lock, which belong to one view (a search and page): `selectedIds` are the ones
 * still selectable on `rows`, `table` wires the table's checkboxes, and `clear(view)` starts a view with none.
 */
function useDeviceSelection(view: string, rows: readonly Device[]) {
  const { t } = useStrings();
  const selection = useViewSelection(view);

  // Only unlocked devices of this page can be selected: one locked meanwhile (by a refresh, by this operator) drops
  // out of the selection.
  const selectedIds = useMemo(
    () =>
      rows
        .filter((device) => !device.locked && selection.selected[device.identity] === true)
        .map((device) => device.identity),
    [rows, selection.selected],
  );
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedIds.map((id) => [id, true])),
    [selectedIds],
  );

  const selectLabel = useCallback((row: Row<Device>) => t("bulk.select", { sn: row.original.identity }), [t]);
  const selectAllLabel = useCallback(
    ({ selected, selectable }: { selected: number; selectable: number }) =>
      t("bulk.selectPage", { count: selectable, selected }),
    [t],
  );

  return {
    selectedIds,
    clear: selection.clear,
    table: {
      rowSelection,
      onRowSelectionChange: selection.onSelectedChange,
      getRowCanSelect: canSelect,
      selectLabel,
      selectAllLabel,
    },
  };
}

/** A locked device cannot be locked again, so it has no checkbox. */
function canSelect(row: Row<Device>): boolean {
  return !row.original.locked;
}

export { useDeviceSelection };
