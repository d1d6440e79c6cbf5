// @org/console/export-panel: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { ExportPanel } from "../features/export/export-panel";
export type { ExportPanelApi, ExportPanelProps } from "../features/export/export-panel";
