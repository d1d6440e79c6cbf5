import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Pencil, Trash2 } from "lucide-react";
import type { NotificationRule } from "@org/api-client";
import { IconButton } from "@org/ui/button";
import { createColumnHelper } from "@org/ui/data-table";
import { recipientsKind, ruleConditionsText } from "./rule-format";

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
  const { t } = useTranslation("notifications");
  return (
    <div className="flex items-center justify-end gap-1">
      <IconButton
        label={t("table.edit", { title: ruleName(rule) })}
        variant="ghost"
        size="sm"
        className="text-muted-foreground"
        onClick={() => onRequestEdit(rule)}
      >
        <Pencil />
      </IconButton>
      <IconButton
        label={t("table.delete", { title: ruleName(rule) })}
        variant="ghost"
        size="sm"
        className="text-muted-foreground hover:text-destructive"
        onClick={() => onRequestDelete(rule)}
      >
        <Trash2 />
      </IconButton>
    </div>
  );
}

/**
 * The notification rules' columns (SPEC §2): Info. Model (the family names), Title, Message, Rule (`H01 ≥ 30`),
 * Recipients (All, Owner or --), and edit and delete. The list is short (the plan's quota), so nothing sorts.
 */
function useNotificationRuleColumns({ onRequestEdit, onRequestDelete }: NotificationRuleColumnsOptions) {
  const { t, i18n } = useTranslation("notifications");
  const language = i18n.language;
  return useMemo(
    () => [
      column.accessor((rule) => rule.familyNames.join(", "), {
        id: "familyNames",
        header: t("table.columns.familyNames"),
        enableSorting: false,
        cell: ({ row }) => (
          <ul className="grid gap-0.5">
            {row.original.familyNames.map((name) => (
              <li key={name} className="font-medium whitespace-nowrap">
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
        cell: ({ getValue }) => <span className="block min-w-[12ch] font-medium">{getValue()}</span>,
        // Which rule a row is stays in view while the other columns scroll sideways on a phone.
        meta: { pin: "start" },
      }),
      column.accessor((rule) => rule.actions[0]?.body ?? "", {
        id: "message",
        header: t("table.columns.message"),
        enableSorting: false,
        cell: ({ getValue }) => <span className="block max-w-[40ch] min-w-[20ch]">{getValue()}</span>,
      }),
      column.accessor((rule) => ruleConditionsText(rule, language), {
        id: "rule",
        header: t("table.columns.rule"),
        enableSorting: false,
        cell: ({ getValue }) => <span className="font-mono whitespace-nowrap">{getValue()}</span>,
      }),
      column.accessor((rule) => recipientsKind(rule.recipients), {
        id: "recipients",
        header: t("table.columns.recipients"),
        enableSorting: false,
        cell: ({ getValue }) => {
          const kind = getValue();
          return (
            <span className={kind === "none" ? "text-muted-foreground" : undefined}>{t(`recipients.${kind}`)}</span>
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
