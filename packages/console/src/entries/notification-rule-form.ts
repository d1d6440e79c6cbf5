// @org/console/notification-rule-form: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { NotificationRuleForm } from "../features/notifications/notification-rule-form";
export type {
  NotificationRuleFormApi,
  NotificationRuleFormProps,
} from "../features/notifications/notification-rule-form";
export type { RuleSave as SavedNotificationRule } from "../features/notifications/use-notification-rules";
