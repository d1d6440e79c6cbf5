// The single public entry of @org/console. Every component needs a <ConsoleProvider> above it.
export { ConsoleProvider, defaultLinks, useConsole, useConsoleApi } from "./provider/console-provider";
export type {
  ConsoleContextValue,
  ConsoleLinks,
  ConsoleProviderProps,
  LinkComponentProps,
  NavigateOptions,
} from "./provider/console-provider";

export { createConsoleI18n, languages, normalizeLanguage, resources } from "./i18n/i18n";
export type { Language } from "./i18n/i18n";
export type { Resources } from "./i18n/en";

export type { HeadingLevel } from "./shared/screen/screen-section";
export { themeKeys, useTheme } from "./shared/use-theme";
export { ConfirmDialog } from "./shared/confirm-dialog";
export type { ConfirmDialogProps, ConfirmDialogTexts } from "./shared/confirm-dialog";
export { PublicLayout } from "./shared/public-layout";
export type { PublicLayoutProps } from "./shared/public-layout";

export { ConsoleLayout } from "./features/layout/console-layout";
export type { ConsoleLayoutApi, ConsoleLayoutProps } from "./features/layout/console-layout";
export { formatVersion } from "./features/layout/format-version";
export { colorSchemes, isColorScheme } from "./features/layout/color-scheme";
export type { ColorScheme } from "./features/layout/color-scheme";

export { LoginPage } from "./features/auth/login-page";
export type { LoginPageProps } from "./features/auth/login-page";
export { ResetRequestPage } from "./features/auth/reset-request-page";
export type { ResetRequestPageProps } from "./features/auth/reset-request-page";
export { SetPasswordPage } from "./features/auth/set-password-page";
export type { SetPasswordPageProps } from "./features/auth/set-password-page";
export { ConfirmationPage } from "./features/auth/confirmation-page";
export type { ConfirmationPageProps } from "./features/auth/confirmation-page";

export { WelcomePage } from "./features/public/welcome-page";
export type { WelcomePageProps } from "./features/public/welcome-page";
export { ClaimDevicesPage } from "./features/public/claim-devices-page";
export type { ClaimDevicesPageProps } from "./features/public/claim-devices-page";
export { NotFoundPage } from "./features/public/not-found-page";
export type { NotFoundPageProps } from "./features/public/not-found-page";

export { LegalPage } from "./features/legal/legal-page";
export type { LegalPageProps } from "./features/legal/legal-page";
export { legalKeys } from "./shared/use-legal";

export { DeviceTable } from "./features/devices/device-table";
export type { DeviceTableApi, DeviceTableProps, DeviceTableQueryChangeOptions } from "./features/devices/device-table";
export {
  defaultDeviceTableQuery,
  deviceTableQueryToSearchParams,
  parseDeviceTableQuery,
} from "./features/devices/device-table-query";
export type { DeviceFilter, DeviceTableQuery } from "./features/devices/device-table-query";
export { deviceKeys, preloadDeviceTable } from "./features/devices/use-devices";

export { UserTable } from "./features/users/user-table";
export type { UserTableApi, UserTableProps, UserTableQueryChangeOptions } from "./features/users/user-table";
export { parseUserTableQuery, userTableQueryToSearchParams } from "./features/users/user-table-query";
export type { UserTableQuery } from "./features/users/user-table-query";
export { userKeys } from "./features/users/use-users";

export { FirmwareTable } from "./features/firmware/firmware-table";
export type { FirmwareTableApi, FirmwareTableProps } from "./features/firmware/firmware-table";
export { AddFirmwareDialog } from "./features/firmware/add-firmware-dialog";
export type { AddFirmwareDialogProps } from "./features/firmware/add-firmware-dialog";
export { firmwareKeys } from "./features/firmware/use-firmware";

export { ExportPanel } from "./features/export/export-panel";
export type { ExportPanelApi, ExportPanelProps } from "./features/export/export-panel";

export { SolutionTestDialog } from "./features/solution-test/solution-test-dialog";
export type { SolutionTestDialogApi, SolutionTestDialogProps } from "./features/solution-test/solution-test-dialog";

export { InformationModelTable } from "./features/information-models/information-model-table";
export type {
  InformationModelTableApi,
  InformationModelTableProps,
} from "./features/information-models/information-model-table";
export { informationModelKeys } from "./shared/use-information-model-list";

export { NotificationRules } from "./features/notifications/notification-rules";
export type { NotificationRulesApi, NotificationRulesProps } from "./features/notifications/notification-rules";
export { NotificationRuleForm } from "./features/notifications/notification-rule-form";
export type {
  NotificationRuleFormApi,
  NotificationRuleFormProps,
} from "./features/notifications/notification-rule-form";
export type { RuleSave as SavedNotificationRule } from "./features/notifications/use-notification-rules";
export { notificationRuleKeys } from "./features/notifications/use-notification-rules";

export { THEME_TABS, ThemeEditor, themeTabOf } from "./features/theme/theme-editor";
export type { ThemeEditorApi, ThemeEditorProps, ThemeTab } from "./features/theme/theme-editor";

export { TimelineDialog } from "./shared/timeline/timeline-dialog";
export type { TimelineDialogApi, TimelineDialogProps } from "./shared/timeline/timeline-dialog";
export { TimelineCard } from "./shared/timeline/timeline-card";
export type { TimelineCardProps } from "./shared/timeline/timeline-card";
export { timelineKeys } from "./shared/timeline/use-timeline";
