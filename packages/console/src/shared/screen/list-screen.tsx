import { type ComponentType, type ReactNode, type RefObject } from "react";
import { useConsoleTranslation } from "../../i18n/console-translation";
import type { SWRResponse } from "swr";
import type { CallName } from "@org/api-client";
import { Button } from "@org/ui/button";
import { ConfirmDialog, type Confirmation } from "../dialogs/confirm-dialog";
import { ErrorAlert } from "../errors/error-alert";
import { loadFailure } from "../errors/load-failure";
import { ListTable, type ListTableProps } from "./list-table";
import { ScreenSection, type HeadingLevel } from "./screen-section";

/**
 * The namespaces of the whole-list screens. Each holds the same keys for the frame: `title`, `add`, `loadFailedTitle`,
 * `table.label`, `table.loading`, `empty.*` and `delete.*`, with the item's name as `{{name}}`.
 */
type ListScreenNamespace = "oc-firmware" | "oc-informationModels" | "oc-notifications";

type ListScreenProps<TData> = Pick<
  ListTableProps<TData>,
  "columns" | "getRowId" | "defaultSorting" | "skeletonRows"
> & {
  ns: ListScreenNamespace;
  /** The list's read and the call that makes it, for the load alert and its Retry. */
  list: SWRResponse<TData[]>;
  listCall: CallName;
  headingLevel?: HeadingLevel;
  className?: string;
  /** The Add button; left out when the screen cannot add now (a full quota). */
  add?: { icon: ComponentType<{ "aria-hidden"?: boolean | "true" }>; onClick: () => void; onIntent?: () => void };
  /** Shown at the start of the toolbar, before the Add button (the quota counter). */
  toolbarStart?: ReactNode;
  /** Load alerts of the screen's other reads, after the list's. */
  alerts?: ReactNode;
  /**
   * Deleting one row: the confirmation its row buttons open (`useConfirmation`), the call and its failure, and how
   * to name and delete a row.
   */
  deletion: {
    confirmation: Confirmation<TData>;
    call: CallName;
    failure: { error: unknown; args: readonly [TData, ...unknown[]] } | undefined;
    nameOf: (item: TData) => string;
    remove: (item: TData) => Promise<unknown>;
  };
  /** Where focus goes when the row that held it is gone: the screen's other dialogs return focus there too. */
  regionRef: RefObject<HTMLDivElement | null>;
  /** The screen's dialogs (add, edit, images). */
  children?: ReactNode;
};

/** The list screens' layout and their shared behaviour, so firmware, information models and rules stay alike. */
function ListScreen<TData>({
  ns,
  list,
  listCall,
  headingLevel,
  className,
  add,
  toolbarStart,
  alerts,
  deletion,
  regionRef,
  children,
  ...table
}: ListScreenProps<TData>) {
  const { t } = useConsoleTranslation(ns);
  const { confirmation } = deletion;
  const subject = confirmation.subject;
  const failed = deletion.failure;
  const AddIcon = add?.icon;

  return (
    <ScreenSection title={t("title")} headingLevel={headingLevel} className={className}>
      <ErrorAlert call={listCall} title={t("loadFailedTitle")} {...loadFailure(list)} />
      {alerts}
      <ErrorAlert
        call={deletion.call}
        error={failed?.error}
        title={t("delete.failedTitle", { name: failed ? deletion.nameOf(failed.args[0]) : "" })}
      />

      <ListTable
        {...table}
        viewId={ns.replace(/^oc-/, "")}
        toolbar={toolbarStart}
        toolbarEnd={
          add && AddIcon ? (
            <Button type="button" onClick={add.onClick} onPointerEnter={add.onIntent} onFocus={add.onIntent}>
              <AddIcon aria-hidden="true" />
              {t("add")}
            </Button>
          ) : null
        }
        list={list}
        texts={{
          label: t("table.label"),
          loading: t("table.loading"),
          emptyTitle: t("empty.title"),
          emptyHint: t("empty.hint"),
          failed: t("empty.failed"),
        }}
        regionRef={regionRef}
      />

      {children}

      <ConfirmDialog
        {...confirmation.dialog}
        texts={t("delete.dialog", { returnObjects: true })}
        subject={subject === undefined ? undefined : deletion.nameOf(subject)}
        onConfirm={() => (subject === undefined ? undefined : deletion.remove(subject))}
        returnFocus={() => regionRef.current}
      />
    </ScreenSection>
  );
}

export { ListScreen };
