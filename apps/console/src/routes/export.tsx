import { ExportPanel } from "@org/console/export-panel";

/** /export (SPEC §2): data export for a date range within the plan's limits. */
export default function ExportRoute() {
  return <ExportPanel />;
}
