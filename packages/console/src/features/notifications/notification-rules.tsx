import { useCallback, useEffect, useRef } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Plus } from "lucide-react";
import type { NotificationRule } from "@org/api-client";
import { Skeleton } from "@org/ui/skeleton";
import { useConfirmation } from "../../shared/dialogs/confirm-dialog";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { lazyDialog } from "../../shared/dialogs/lazy-dialog";
import { notifySuccess } from "../../shared/notices/notify";
import { reportUnknownOperator } from "../../shared/format/operators";
import { ListScreen } from "../../shared/screen/list-screen";
import { ScreenSection, type HeadingLevel } from "../../shared/screen/screen-section";
import { ruleName, useNotificationRuleColumns } from "./notification-rule-columns";
import { PlanBlockedCallout } from "./quota-callouts";
import { unknownOperators } from "./rule-format";
import { useDeleteNotificationRule, useRuleQuota } from "./use-notification-rules";
import type { ConsoleApiPart } from "@org/api-client";

const useStrings = consoleTranslation("oc-notifications");

/** The calls NotificationRules makes: the part of the API that `ConsoleProvider` needs for it. */
type NotificationRulesApi = ConsoleApiPart<
  | "informationModels.list"
  | "notificationRules.create"
  | "notificationRules.delete"
  | "notificationRules.get"
  | "notificationRules.list"
  | "notificationRules.update"
  | "theme.get"
>;

type NotificationRulesProps = {
  /**
   * The signed-in operator's id (the session's `id`): the counter counts their own rules against the plan's limit,
   * and new rules name them as owner. Without it every rule counts.
   */
  ownerId?: string;
  /** Classes added to the screen's root `<section>`, e.g. for its width or margins. */
  className?: string;
  /**
   * The screen heading's level: `1` by default, `2`–`6` under a heading of your page, `"none"` to leave it out.
   * @default 1
   */
  headingLevel?: HeadingLevel;
};

/** The create and edit dialog, with the form and its libraries: loaded when a dialog is first wanted. */
const loadRuleDialog = () => import("./notification-rule-dialog");
const NotificationRuleDialog = lazyDialog(() => loadRuleDialog().then((module) => module.NotificationRuleDialog));
/** Starts loading the dialog as soon as the operator points at a button that opens it. */
function preloadRuleDialog() {
  void loadRuleDialog();
}

function getRuleId(rule: NotificationRule): string {
  return rule.id;
}

/** The plan's quota: `used / limit`, or a placeholder while either is read. */
function QuotaCounter({ used, limit }: { used: number | undefined; limit: number | undefined }) {
  const { t } = useStrings();
  return (
    <div
      data-slot="rule-quota"
      className="oc:flex oc:flex-wrap oc:items-baseline oc:gap-x-2 oc:text-sm oc:text-muted-foreground"
    >
      <span>{t("quota.label")}</span>
      {used === undefined || limit === undefined ? (
        // The skeleton is hidden from assistive technology; the status around it says what is happening.
        <div role="status" className="oc:self-center">
          <Skeleton className="oc:h-4 oc:w-12" />
          <span className="oc:sr-only">{t("quota.loading")}</span>
        </div>
      ) : (
        <span className="oc:text-base oc:font-semibold oc:text-foreground oc:tabular-nums">
          {t("quota.value", { count: used, limit })}
        </span>
      )}
    </div>
  );
}

/**
 * Lets an operator manage the rules that notify a device's owner or guests when one of its status values meets a
 * condition, within the plan's quota. Render it at your notifications route (`links.notifications`,
 * `/notifications` by default) and pass the signed-in operator's id as `ownerId`.
 *
 * It shows the operator's rules against the quota, an Add button while the quota allows one more, and a table of
 * every rule (Info. Model, Title, Message, Rule such as `H01 ≥ 30`, Recipients) with edit and delete. A plan without
 * notifications (a limit of 0 or less) gets a block saying so, with the support contact, instead. The create and edit
 * dialog (NotificationRuleForm) loads on demand.
 *
 * Needs from ConsoleProvider: `api.notificationRules`, `api.informationModels`, `api.theme`.
 */
function NotificationRules({ ownerId, headingLevel, className }: NotificationRulesProps) {
  const { t } = useStrings();
  const quota = useRuleQuota(ownerId);
  const tableRegion = useRef<HTMLDivElement>(null);

  const ruleDialog = useConfirmation<{ ruleId: string | undefined }>();
  const onRequestEdit = useCallback((rule: NotificationRule) => ruleDialog.ask({ ruleId: rule.id }), [ruleDialog]);

  const onDeleted = useCallback(() => notifySuccess(t("delete.success")), [t]);
  const { deleteRule, failure } = useDeleteNotificationRule({ onSuccess: onDeleted });
  const confirmation = useConfirmation<NotificationRule>();

  const columns = useNotificationRuleColumns({ onRequestEdit, onRequestDelete: confirmation.ask });

  // An operator the console does not know is logged to the browser console only; its row shows it as written.
  const rules = quota.list.data;
  useEffect(() => {
    for (const op of unknownOperators(rules ?? [])) reportUnknownOperator(op, "Notification rules");
  }, [rules]);

  if (quota.blocked) {
    return (
      <ScreenSection title={t("title")} headingLevel={headingLevel} className={className}>
        <PlanBlockedCallout />
      </ScreenSection>
    );
  }

  const canAdd = quota.blocked === false && quota.full === false;

  return (
    <ListScreen
      ns="oc-notifications"
      list={quota.list}
      listCall="notificationRules.list"
      headingLevel={headingLevel}
      className={className}
      alerts={<ErrorAlert call="theme.get" title={t("quota.failedTitle")} {...loadFailure(quota.theme)} />}
      toolbarStart={<QuotaCounter used={quota.used} limit={quota.limit} />}
      add={
        canAdd
          ? { icon: Plus, onClick: () => ruleDialog.ask({ ruleId: undefined }), onIntent: preloadRuleDialog }
          : undefined
      }
      deletion={{ confirmation, call: "notificationRules.delete", failure, nameOf: ruleName, remove: deleteRule }}
      regionRef={tableRegion}
      columns={columns}
      getRowId={getRuleId}
      skeletonRows={4}
    >
      {ruleDialog.subject ? (
        <NotificationRuleDialog
          {...ruleDialog.dialog}
          ruleId={ruleDialog.subject.ruleId}
          ownerId={ownerId}
          returnFocus={() => tableRegion.current}
        />
      ) : null}
    </ListScreen>
  );
}

export { NotificationRules };
export type { NotificationRulesApi, NotificationRulesProps };
