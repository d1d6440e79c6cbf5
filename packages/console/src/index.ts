// The root entry of @org/console: the provider, i18n and the pieces every screen shares. Each component has an entry
// of its own (`@org/console/device-table`, …), so a host pays only for the components it renders.
export * from "./provider/console-provider";

export {
  addConsoleResources,
  createConsoleI18n,
  languages,
  loadConsoleLanguage,
  normalizeLanguage,
  preloadConsoleStrings,
  registerConsoleStrings,
} from "./i18n/i18n";
export type { ConsoleStrings, Language, Namespace as ConsoleNamespace } from "./i18n/i18n";

export type { HeadingLevel } from "./shared/screen/screen-section";
export { notify } from "./shared/notices/notify";
export type { NoticeOptions } from "./shared/notices/notify";
export { themeKeys, useTheme } from "./shared/data/theme";
export { ConfirmDialog } from "./shared/dialogs/confirm-dialog";
export { ConnectionBanner } from "./shared/connection/connection-banner";
export type { ConnectionBannerProps } from "./shared/connection/connection-banner";
export { ScreenErrorBoundary } from "./shared/errors/screen-error-boundary";
export type { ScreenErrorBoundaryProps } from "./shared/errors/screen-error-boundary";
export { lazyDialog } from "./shared/dialogs/lazy-dialog";
export { retryingLazy } from "./shared/dialogs/retrying-lazy";
export type { RetryingLazy } from "./shared/dialogs/retrying-lazy";
export type { ConfirmDialogProps, ConfirmDialogTexts } from "./shared/dialogs/confirm-dialog";
export { colorSchemes, isColorScheme } from "./features/layout/color-scheme";
export type { ColorScheme } from "./features/layout/color-scheme";
