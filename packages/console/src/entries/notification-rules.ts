// @org/console/notification-rules: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { NotificationRules } from "../features/notifications/notification-rules";
export type { NotificationRulesApi, NotificationRulesProps } from "../features/notifications/notification-rules";
export { notificationRuleKeys } from "../features/notifications/use-notification-rules";
