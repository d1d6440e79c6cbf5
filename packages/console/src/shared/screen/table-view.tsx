import { useCallback, useMemo } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Columns3, Rows4 } from "lucide-react";
import { Button, IconButton } from "@org/ui/button";
import type { ColumnDef, VisibilityState } from "@org/ui/data-table";
import { usePreference } from "../../provider/preferences";
import { lazyMenu } from "../dialogs/lazy-menu";
import type { HideableColumn } from "./columns-menu";

const useStrings = consoleTranslation("oc-common");

type Density = "comfortable" | "compact";

/** What an operator chose for one table: the columns hidden, by id, and the row density. */
type TableViewChoice = { hidden: readonly string[]; density: Density };

const DEFAULT_CHOICE: TableViewChoice = { hidden: [], density: "comfortable" };

const storageKey = (viewId: string) => `oc:table:${viewId}`;

/** The stored choice, or the default one when there is none or it is not one (edited by hand, an older form). */
function parseChoice(text: string | null): TableViewChoice {
  try {
    const stored: unknown = JSON.parse(text ?? "null");
    if (typeof stored !== "object" || stored === null) return DEFAULT_CHOICE;
    const { hidden, density } = stored as Record<string, unknown>;
    return {
      hidden: Array.isArray(hidden) ? hidden.filter((id): id is string => typeof id === "string") : [],
      density: density === "compact" ? "compact" : "comfortable",
    };
  } catch {
    // Unreadable JSON: the default view.
    return DEFAULT_CHOICE;
  }
}

/** The columns the operator may hide: the named ones that are not pinned (the key column and the actions stay). */
// Columns mix value types; the table's own props type them with `any` too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function hideableColumns<TData>(columns: readonly ColumnDef<TData, any>[]): HideableColumn[] {
  return columns.flatMap((column) =>
    column.id && typeof column.header === "string" && column.enableHiding !== false && !column.meta?.pin
      ? [{ id: column.id, label: column.header }]
      : [],
  );
}

/**
 * One table's columns and density as the operator last chose them, kept in the provider's `preferences` under
 * `viewId`: the props to give the table, and the Columns menu and density toggle that change them. A page rendered on
 * a server shows the default view until it is hydrated, then the stored one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function useTableView<TData>(viewId: string, columns: readonly ColumnDef<TData, any>[]) {
  const [stored, store] = usePreference(storageKey(viewId));
  const choice = useMemo(() => parseChoice(stored), [stored]);
  const choose = useCallback((next: TableViewChoice) => store(JSON.stringify(next)), [store]);
  const hideable = useMemo(() => hideableColumns(columns), [columns]);
  const columnVisibility = useMemo<VisibilityState>(
    () =>
      Object.fromEntries(hideable.filter(({ id }) => choice.hidden.includes(id)).map(({ id }) => [id, false] as const)),
    [hideable, choice.hidden],
  );
  const controls = <TableViewControls hideable={hideable} choice={choice} onChoose={choose} />;
  return { columnVisibility, density: choice.density, controls };
}

const ColumnsMenu = lazyMenu(() => import("./columns-menu").then((module) => module.ColumnsMenu));

type TableViewControlsProps = {
  hideable: HideableColumn[];
  choice: TableViewChoice;
  onChoose: (choice: TableViewChoice) => void;
};

/** The Columns menu, whose code loads when it is first opened or pointed at, and the density toggle. */
function TableViewControls({ hideable, choice, onChoose }: TableViewControlsProps) {
  const { t } = useStrings();
  const compact = choice.density === "compact";
  return (
    <div data-slot="table-view-controls" className="oc:flex oc:items-center oc:gap-1">
      {hideable.length === 0 ? null : (
        <ColumnsMenu
          trigger={
            <Button type="button" variant="outline" size="sm">
              <Columns3 aria-hidden="true" />
              {t("tableView.columns")}
            </Button>
          }
          menuLabel={t("tableView.columnsMenu")}
          columns={hideable}
          hidden={choice.hidden}
          onHiddenChange={(hidden) => onChoose({ ...choice, hidden })}
        />
      )}
      <IconButton
        type="button"
        variant={compact ? "secondary" : "ghost"}
        size="sm"
        label={t("tableView.compact")}
        aria-pressed={compact}
        onClick={() => onChoose({ ...choice, density: compact ? "comfortable" : "compact" })}
      >
        <Rows4 />
      </IconButton>
    </div>
  );
}

export { useTableView };
