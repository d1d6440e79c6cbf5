import { useMemo } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Pencil, Trash2 } from "lucide-react";
import type { NotificationRule } from "@org/api-client";
import { IconButton } from "@org/ui/button";
import { createColumnHelper } from "@org/ui/data-table";
import { recipientsKind, ruleConditionsText } from "./rule-format";

const useStrings = consoleTranslation("oc-notifications");

type NotificationRuleColumnsOptions = {
  /** The edit button of a row was pressed. */
  onRequestEdit: (rule: NotificationRule) => void;
  /** The delete button of a row was pressed. */
  onRequestDelete: (rule: NotificationRule) => void;
};

const column = createColumnHelper<NotificationRule>();

/** The rule's name in labels: its title, or its id when it has none. */
function ruleName(rule: NotificationRule): string {
  return rule.actions[0]?.title || rule.id;
}

function Actions({
  rule,
  onRequestEdit,
  onRequestDelete,
}: { rule: NotificationRule } & NotificationRuleColumnsOptions) {
  const { t } = useStrings();
  return (
    <div className="oc:flex oc:items-center oc:justify-end oc:gap-1">
      <IconButton
        label={t("table.edit", { title: ruleName(rule) })}
        variant="ghost"
        size="sm"
        className="oc:text-muted-foreground"
        onClick={() => onRequestEdit(rule)}
      >
        <Pencil />
      </IconButton>
      <IconButton
        label={t("table.delete", { title: ruleName(rule) })}
        variant="ghost-destructive"
        size="sm"
        onClick={() => onRequestDelete(rule)}
      >
        <Trash2 />
      </IconButton>
    </div>
  );
}

/**
 * The notification rules' columns: Info. Model (the family names), Title, Message, Rule (`H01 ≥ 30`),
 * Recipients (All, Owner or --), and edit and delete. The list is short (the plan's quota), so nothing sorts.
 */
function useNotificationRuleColumns({ onRequestEdit, onRequestDelete }: NotificationRuleColumnsOptions) {
  const { t, i18n } = useStrings();
  const language = i18n.language;
  return useMemo(
    () => [
      column.accessor((rule) => rule.familyNames.join(", "), {
        id: "familyNames",
        header: t("table.columns.familyNames"),
        enableSorting: false,
        cell: ({ row }) => (
          <ul className="oc:grid oc:gap-0.5">
            {row.original.familyNames.map((name) => (
              <li key={name} className="oc:font-medium oc:whitespace-nowrap">
                {name}
              </li>
            ))}
          </ul>
        ),
      }),
      column.accessor((rule) => rule.actions[0]?.title ?? "", {
        id: "title",
        header: t("table.columns.title"),
        enableSorting: false,
        cell: ({ getValue }) => <span className="oc:block oc:min-w-[12ch] oc:font-medium">{getValue()}</span>,
        // Which rule a row is stays in view while the other columns scroll sideways on a phone.
        meta: { pin: "start" },
      }),
      column.accessor((rule) => rule.actions[0]?.body ?? "", {
        id: "message",
        header: t("table.columns.message"),
        enableSorting: false,
        cell: ({ getValue }) => <span className="oc:block oc:max-w-[40ch] oc:min-w-[20ch]">{getValue()}</span>,
      }),
      column.accessor((rule) => ruleConditionsText(rule, language), {
        id: "rule",
        header: t("table.columns.rule"),
        enableSorting: false,
        cell: ({ getValue }) => <span className="oc:font-mono oc:whitespace-nowrap">{getValue()}</span>,
      }),
      column.accessor((rule) => recipientsKind(rule.recipients), {
        id: "recipients",
        header: t("table.columns.recipients"),
        enableSorting: false,
        cell: ({ getValue }) => {
          const kind = getValue();
          return (
            <span className={kind === "none" ? "oc:text-muted-foreground" : undefined}>{t(`recipients.${kind}`)}</span>
          );
        },
      }),
      column.display({
        id: "actions",
        header: t("table.columns.actions"),
        cell: ({ row }) => (
          <Actions rule={row.original} onRequestEdit={onRequestEdit} onRequestDelete={onRequestDelete} />
        ),
        meta: { align: "end", pin: "end" },
      }),
    ],
    [t, language, onRequestEdit, onRequestDelete],
  );
}

export { ruleName, useNotificationRuleColumns };
