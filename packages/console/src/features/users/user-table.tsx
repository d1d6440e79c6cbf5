import { useCallback, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Users } from "lucide-react";
import { isApiError, STATUS, type User, type UserStatus } from "@org/api-client";
import { Alert, AlertAction, AlertDescription, AlertTitle } from "@org/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@org/ui/alert-dialog";
import { Button } from "@org/ui/button";
import { DataTable, type ExpandedState, type Row } from "@org/ui/data-table";
import { InfoBox } from "@org/ui/info-box";
import { Pagination } from "@org/ui/pagination";
import { notifySuccess } from "../../shared/notify";
import { useGenericErrorText } from "../../shared/response-card";
import { isBuiltInAdmin, useUserColumns } from "./user-columns";
import { UserDetails } from "./user-details";
import { UserSearch } from "./user-search";
import {
  compactUserTableQuery,
  resolveUserTableQuery,
  sameUserTableQuery,
  toUserListQuery,
  userPageCount,
  type UserTableQuery,
} from "./user-table-query";
import { useDeleteUser, useSetUserStatus, useUserList, useUserTotal } from "./use-users";

type UserTableQueryChangeOptions = {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

type UserTableProps = {
  /**
   * The e-mail search and page (controlled). Hosts keep it in the URL with `parseUserTableQuery` and
   * `userTableQueryToSearchParams`, so back/forward and shared links (`user/:email`) restore the list.
   */
  query?: UserTableQuery;
  /** The first state when uncontrolled, e.g. `{ email }` to open with that search run. */
  defaultQuery?: UserTableQuery;
  /** Every search or page change, controlled or not, with the defaults left out. */
  onQueryChange?: (query: UserTableQuery, options: UserTableQueryChangeOptions) => void;
  /** The time zone of the dates; the viewer's own by default. */
  timeZone?: string;
  /** The moment relative times ("3 days ago") count from, ms since the epoch; the current time by default. */
  now?: number;
  className?: string;
};

/** SPEC §4: a 403 signs out (the provider handles it) and 403 and 405 are otherwise not alerted. */
function isSilent(error: unknown): boolean {
  return isApiError(error) && (error.status === STATUS.forbidden || error.status === 405);
}

/** Which search and page a set of expanded rows belongs to. */
function viewKeyOf(query: UserTableQuery): string {
  const { email, page } = resolveUserTableQuery(query);
  return `${email}\u0000${page}`;
}

function getUserId(user: User): string {
  return user.id;
}

/**
 * The user list screen (SPEC §2): the total, an e-mail search of 4 to 50 characters, a table of 50 users per page
 * whose e-mail and registered-time cells open the user's latest logs, devices and groups, an activate/deactivate
 * switch (never for the built-in administrator) and deletion with confirmation. Status changes and deletions show at
 * once and are rolled back with an alert when the server refuses them.
 *
 * Needs from ConsoleProvider: `api.users`, `api.timeline`, `api.theme`, `links.device`, `LinkComponent`.
 */
function UserTable({ query: queryProp, defaultQuery, onQueryChange, timeZone, now, className }: UserTableProps) {
  const { t, i18n } = useTranslation(["users", "common", "errors"]);
  const genericErrorText = useGenericErrorText();
  const headingId = useId();
  const tableId = useId();
  const [ownQuery, setOwnQuery] = useState<UserTableQuery>(() => compactUserTableQuery(defaultQuery));
  const query = queryProp ?? ownQuery;
  const { email, page } = resolveUserTableQuery(query);

  const list = useUserList(toUserListQuery(query));
  const total = useUserTotal();

  // Expanded rows belong to one search and page: a new one starts collapsed (SPEC §2).
  const viewKey = viewKeyOf(query);
  const [expansion, setExpansion] = useState<{ key: string; expanded: ExpandedState }>({ key: viewKey, expanded: {} });
  const expanded = expansion.key === viewKey ? expansion.expanded : {};
  const onExpandedChange = useCallback(
    (next: ExpandedState) => setExpansion({ key: viewKey, expanded: next }),
    [viewKey],
  );

  const changeQuery = (next: UserTableQuery, options: UserTableQueryChangeOptions = {}) => {
    const compact = compactUserTableQuery(next);
    if (queryProp === undefined) setOwnQuery(compact);
    onQueryChange?.(compact, options);
  };

  const onSearch = (nextEmail: string) => {
    const next: UserTableQuery = { email: nextEmail, page: 1 };
    setExpansion({ key: viewKeyOf(next), expanded: {} });
    if (sameUserTableQuery(next, query)) void list.mutate();
    else changeQuery(next);
  };

  const { setStatus, failure: statusFailure, dismissFailure: dismissStatusFailure } = useSetUserStatus();
  const onStatusChange = useCallback((user: User, status: UserStatus) => void setStatus(user, status), [setStatus]);

  const onDeleted = useCallback((user: User) => notifySuccess(t("delete.success", { email: user.email })), [t]);
  const {
    deleteUser,
    failure: deleteFailure,
    dismissFailure: dismissDeleteFailure,
  } = useDeleteUser({ onSuccess: onDeleted });

  // Delete confirmation: one dialog for the table. Focus goes back to the delete button on Close, and to the table
  // once the row is gone.
  const [deleteDialog, setDeleteDialog] = useState<{ user: User | undefined; open: boolean }>({
    user: undefined,
    open: false,
  });
  const focusAfterDialog = useRef<HTMLElement | null>(null);
  const tableRegion = useRef<HTMLDivElement>(null);
  const onRequestDelete = useCallback(
    (user: User, trigger: HTMLElement) => {
      if (isBuiltInAdmin(user)) return;
      focusAfterDialog.current = trigger;
      setDeleteDialog({ user, open: true });
    },
    [setDeleteDialog],
  );
  const confirmDelete = () => {
    const { user } = deleteDialog;
    if (!user) return;
    focusAfterDialog.current = tableRegion.current;
    void deleteUser(user);
  };

  const columns = useUserColumns({ tableId, timeZone, now, onStatusChange, onRequestDelete });
  const renderExpanded = useCallback(
    (row: Row<User>) => <UserDetails user={row.original} timeZone={timeZone} now={now} />,
    [timeZone, now],
  );

  const items = list.data?.items;
  const rows = useMemo(() => items ?? [], [items]);
  const loading = !list.data && !list.error;

  // The pager keeps the last known page count while the next page loads.
  const knownPageCount = list.data ? userPageCount(list.data.total) : undefined;
  const [pageCount, setPageCount] = useState(knownPageCount ?? page);
  if (knownPageCount !== undefined && knownPageCount !== pageCount) setPageCount(knownPageCount);
  const shownPageCount = Math.max(pageCount, page);

  const [dismissedLoadError, setDismissedLoadError] = useState<unknown>();
  const loadError =
    list.error !== undefined && !isSilent(list.error) && list.error !== dismissedLoadError ? list.error : undefined;
  const retry = () => {
    void list.mutate();
    if (total.error) void total.mutate();
  };

  const empty = list.error ? (
    <p>{t("empty.failed")}</p>
  ) : (
    <div className="grid gap-1">
      <p className="font-medium text-foreground">{t("empty.title")}</p>
      {email ? <p className="break-all">{t("empty.search", { email })}</p> : null}
    </div>
  );

  const locale = i18n.resolvedLanguage ?? i18n.language;
  const totalUnknown = total.error !== undefined;
  const dialogUser = deleteDialog.user;

  return (
    <section aria-labelledby={headingId} className={className ? `grid gap-6 ${className}` : "grid gap-6"}>
      <h1 id={headingId} className="text-2xl font-semibold tracking-tight">
        {t("title")}
      </h1>

      {loadError ? (
        <Alert
          variant="error"
          dismissLabel={t("common:actions.dismiss")}
          onDismiss={() => setDismissedLoadError(list.error)}
        >
          <AlertTitle>{t("loadFailed")}</AlertTitle>
          <AlertDescription>{genericErrorText(loadError)}</AlertDescription>
          <AlertAction>
            <Button variant="outline" size="sm" loading={list.isValidating} onClick={retry}>
              {t("common:actions.retry")}
            </Button>
          </AlertAction>
        </Alert>
      ) : null}
      {statusFailure && !isSilent(statusFailure.error) ? (
        <Alert variant="error" dismissLabel={t("common:actions.dismiss")} onDismiss={dismissStatusFailure}>
          <AlertTitle>{t("status.failed")}</AlertTitle>
          <AlertDescription>{t("status.failedDetail", { email: statusFailure.user.email })}</AlertDescription>
        </Alert>
      ) : null}
      {deleteFailure && !isSilent(deleteFailure.error) ? (
        <Alert variant="error" dismissLabel={t("common:actions.dismiss")} onDismiss={dismissDeleteFailure}>
          <AlertTitle>{t("delete.failedTitle", { email: deleteFailure.user.email })}</AlertTitle>
          <AlertDescription>{t("delete.failed")}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <InfoBox
          label={t("totals.users")}
          value={total.data?.users ?? null}
          loading={!total.data && !totalUnknown}
          icon={<Users />}
          variant="primary"
          locale={locale}
          unknownLabel={t("totals.unknown")}
          loadingLabel={t("totals.loading")}
        />
      </div>

      <UserSearch email={email} onSearch={onSearch} />

      <div ref={tableRegion} tabIndex={-1} className="grid gap-4 outline-none">
        <DataTable
          id={tableId}
          aria-label={t("table.label")}
          columns={columns}
          data={rows}
          getRowId={getUserId}
          expander="none"
          renderExpanded={renderExpanded}
          expanded={expanded}
          onExpandedChange={onExpandedChange}
          loading={loading}
          loadingLabel={t("table.loading")}
          skeletonRows={8}
          empty={empty}
        />
        {shownPageCount > 1 ? (
          <Pagination
            page={page}
            pageCount={shownPageCount}
            onPageChange={(next) => changeQuery({ email, page: next })}
            disabled={loading}
            siblingCount={2}
            label={t("pagination.label")}
            previousLabel={t("pagination.previous")}
            nextLabel={t("pagination.next")}
            pageLabel={(number) => t("pagination.page", { page: number })}
          />
        ) : null}
      </div>

      <AlertDialog
        open={deleteDialog.open}
        onOpenChange={(open) => setDeleteDialog((current) => ({ ...current, open }))}
      >
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            const target = focusAfterDialog.current;
            focusAfterDialog.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t("delete.title")}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {t("delete.description", { email: dialogUser?.email ?? "" })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("delete.close")}</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={confirmDelete}>
              {t("delete.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

export { UserTable };
export type { UserTableProps, UserTableQueryChangeOptions };
