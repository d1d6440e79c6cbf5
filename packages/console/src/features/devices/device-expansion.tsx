import { useCallback } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import type { Device } from "@org/api-client";
import type { Row } from "@org/ui/data-table";
import { useViewExpansion } from "../../shared/screen/use-table-view";
import { DeviceDetails } from "./device-details";

const useStrings = consoleTranslation("oc-devices");

/**
 * The rows expanded to show a device's details, which belong to one view (a search and page): `table` wires the
 * table's expanders, and `collapse(view)` starts a view collapsed.
 */
function useDeviceExpansion(
  view: string,
  { timeZone, now }: { timeZone: string | undefined; now: number | undefined },
) {
  const { t } = useStrings();
  const { collapse, ...expansion } = useViewExpansion(view);
  const renderExpanded = useCallback(
    (row: Row<Device>) => <DeviceDetails device={row.original} timeZone={timeZone} now={now} />,
    [timeZone, now],
  );
  const expandLabel = useCallback((row: Row<Device>) => t("table.expand", { sn: row.original.identity }), [t]);
  const collapseLabel = useCallback((row: Row<Device>) => t("table.collapse", { sn: row.original.identity }), [t]);
  return { collapse, table: { renderExpanded, ...expansion, expandLabel, collapseLabel } };
}

export { useDeviceExpansion };
