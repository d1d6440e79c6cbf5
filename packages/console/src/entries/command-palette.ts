// @org/console/command-palette: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { CommandPalette } from "../features/command-palette/command-palette";
export type { CommandPaletteApi, CommandPaletteProps } from "../features/command-palette/command-palette";
