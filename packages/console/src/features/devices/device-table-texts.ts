import { consoleTranslation } from "../../i18n/console-translation";

const useStrings = consoleTranslation("oc-devices");

/** The device table's fixed labels, in the current language. */
function useDeviceTableTexts() {
  const { t } = useStrings();
  return {
    title: t("title"),
    loadFailedTitle: t("loadFailedTitle"),
    totalDevices: t("totals.devices"),
    connectedDevices: t("totals.connected"),
    tableLabel: t("table.label"),
    selectColumn: t("bulk.column"),
    detailsColumn: t("table.details"),
    loading: t("table.loading"),
    /** How many devices a read found, to be heard; a window that may continue says "more than". */
    results: (read: { devices: readonly unknown[]; mayLoadMore: boolean }) =>
      t(read.mayLoadMore ? "table.resultsMore" : "table.results", { count: read.devices.length }),
    pager: t("pagination.label"),
    lockDialog: t("lock.dialog", { returnObjects: true }),
    emptyFailed: t("empty.failed"),
    emptyTitle: t("empty.title"),
    needHelp: t("empty.needHelp"),
    contactSupport: t("empty.contactSupport"),
    noSupport: t("empty.noSupport"),
  };
}

type DeviceTableTexts = ReturnType<typeof useDeviceTableTexts>;

export { useDeviceTableTexts };
export type { DeviceTableTexts };
