// @org/console/theme-editor: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { THEME_TABS, ThemeEditor, themeTabOf } from "../features/theme/theme-editor";
export type { ThemeEditorApi, ThemeEditorProps, ThemeTab } from "../features/theme/theme-editor";
