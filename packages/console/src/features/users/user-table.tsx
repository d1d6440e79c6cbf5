import { useCallback, useId, useMemo, useRef } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Users } from "lucide-react";
import type { User, UserStatus } from "@org/api-client";
import type { Row } from "@org/ui/data-table";
import { ConfirmDialog, useConfirmation } from "../../shared/dialogs/confirm-dialog";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { loadFailure } from "../../shared/errors/load-failure";
import { notifySuccess } from "../../shared/notices/notify";
import { CountBoxes } from "../../shared/screen/count-box";
import { ScreenSection, type HeadingLevel } from "../../shared/screen/screen-section";
import { PagedTable, type PagerProps } from "../../shared/screen/paged-table";
import { TableEmpty } from "../../shared/screen/table-empty";
import { useTableQuery, useViewExpansion, type QueryChangeOptions } from "../../shared/screen/use-table-view";
import { builtInAdmin, useUserColumns } from "./user-columns";
import { UserDetails } from "./user-details";
import { UserSearch } from "./user-search";
import { userTableQuery, toUserListQuery, userPageCount, type UserTableQuery } from "./user-table-query";
import { useDeleteUser, useLoadUserList, useSetUserStatus, useUserList, useUserTotal } from "./use-users";
import type { ConsoleApiPart } from "@org/api-client";

const useStrings = consoleTranslation("oc-users");

type UserTableQueryChangeOptions = QueryChangeOptions;

/** The calls UserTable makes: the part of the API that `ConsoleProvider` needs for it. */
type UserTableApi = ConsoleApiPart<
  "theme.get" | "timeline.query" | "users.delete" | "users.get" | "users.list" | "users.setStatus" | "users.total"
>;

type UserTableProps = {
  /**
   * The e-mail search and page (controlled). Hosts keep it in the URL with `parseUserTableQuery` and
   * `userTableQueryToSearchParams`, so back/forward and shared links (`user/:email`) restore the list.
   */
  query?: UserTableQuery;
  /** The first state when uncontrolled, e.g. `{ email }` to open with that search run. */
  defaultQuery?: Partial<UserTableQuery>;
  /**
   * Every search or page change, controlled or not, with the defaults left out. A controlled table shows the change
   * at once and reports it once its rows are read, so that your router's render of the new URL does not hold them
   * back.
   */
  onQueryChange?: (query: UserTableQuery, options: UserTableQueryChangeOptions) => void;
  /** The time zone of the dates; the viewer's own by default. */
  timeZone?: string;
  /** The moment relative times ("3 days ago") count from, ms since the epoch; the current time by default. */
  now?: number;
  /**
   * The built-in administrator's e-mail, for a backend whose user list does not mark that account (`builtIn`): its
   * Deactivate/Activate switch and delete button are disabled, and a note says why.
   */
  builtInAdminEmail?: string;
  /** Classes added to the screen's root `<section>`, e.g. for its width or margins. */
  className?: string;
  /**
   * The screen heading's level: `1` by default, `2`–`6` under a heading of your page, `"none"` to leave it out.
   * @default 1
   */
  headingLevel?: HeadingLevel;
};

/** Which search and page a set of expanded rows belongs to. */
function userViewKey({ email, page }: UserTableQuery): string {
  return `${email}\u0000${page}`;
}

function getUserId(user: User): string {
  return user.id;
}

/**
 * Lets an operator find the app's users, see their devices, groups and latest logs, switch their accounts on or off,
 * and delete them. Render it at your users route (`links.user()`, `/user` and `/user/:email` by default); keep its
 * query in the URL with `query` and `onQueryChange` so that back, forward and shared links restore the list.
 *
 * It has the total, an e-mail search of 4 to 50 characters, a table of 50 users per page whose e-mail and
 * registered-time cells open the user's latest logs, devices and groups, an activate/deactivate switch (never for the
 * built-in administrator) and deletion with confirmation. Status changes and deletions show at once and are rolled
 * back with an alert when the server refuses them.
 *
 * Needs from ConsoleProvider: `api.users`, `api.timeline`, `api.theme`, `links.device`, `LinkComponent`.
 */
function UserTable({
  query: queryProp,
  defaultQuery,
  onQueryChange,
  timeZone,
  now,
  builtInAdminEmail,
  headingLevel,
  className,
}: UserTableProps) {
  const { t } = useStrings();
  const tableId = useId();
  const loadList = useLoadUserList();
  const [query, changeQuery] = useTableQuery({
    model: userTableQuery,
    query: queryProp,
    defaultQuery,
    onQueryChange,
    load: (next) => loadList(toUserListQuery(next)),
  });
  const { email, page } = query;

  const list = useUserList(toUserListQuery(query));
  const total = useUserTotal();

  const { collapse, ...expansion } = useViewExpansion(userViewKey(query));

  const onSearch = (nextEmail: string) => {
    const next: UserTableQuery = { email: nextEmail, page: 1 };
    collapse(userViewKey(next));
    if (userTableQuery.same(next, query)) void list.mutate();
    else changeQuery(next);
  };

  const { setStatus, failure: statusFailure } = useSetUserStatus();
  const onStatusChange = useCallback((user: User, status: UserStatus) => void setStatus(user, status), [setStatus]);

  const onDeleted = useCallback((user: User) => notifySuccess(t("delete.success", { email: user.email })), [t]);
  const { deleteUser, failure: deleteFailure } = useDeleteUser({ onSuccess: onDeleted });

  // Once the user is deleted the row and its delete button are gone: focus goes to the table instead.
  const deleteConfirmation = useConfirmation<User>();
  const { ask: askToDelete } = deleteConfirmation;
  const userToDelete = deleteConfirmation.subject;
  const tableRegion = useRef<HTMLDivElement>(null);
  const isBuiltIn = useMemo(() => builtInAdmin(builtInAdminEmail), [builtInAdminEmail]);
  const onRequestDelete = useCallback(
    (user: User) => (isBuiltIn(user) ? undefined : askToDelete(user)),
    [askToDelete, isBuiltIn],
  );

  const columns = useUserColumns({ tableId, timeZone, now, onStatusChange, onRequestDelete, isBuiltIn });
  const renderExpanded = useCallback(
    (row: Row<User>) => <UserDetails user={row.original} timeZone={timeZone} now={now} />,
    [timeZone, now],
  );

  const items = list.data?.items;
  const rows = useMemo(() => items ?? [], [items]);
  const loading = !list.data && !list.error;

  const statusFailedTitle = t("status.failedTitle", { email: statusFailure?.args[0].email ?? "" });
  const deleteFailedTitle = t("delete.failedTitle", { email: deleteFailure?.args[0].email ?? "" });
  const empty = (
    <TableEmpty failed={Boolean(list.error)} failedText={t("empty.failed")} title={t("empty.title")}>
      {email ? <p className="oc:break-all">{t("empty.search", { email })}</p> : null}
    </TableEmpty>
  );

  const pager: PagerProps = {
    label: t("pagination.label"),
    page,
    pageCount: list.data ? userPageCount(list.data.total) : undefined,
    onPageChange: (next) => changeQuery({ email, page: next }),
  };

  return (
    <ScreenSection title={t("title")} headingLevel={headingLevel} className={className}>
      <ErrorAlert call="users.list" title={t("loadFailedTitle")} {...loadFailure(list, total)} />
      <ErrorAlert call="users.setStatus" error={statusFailure?.error} title={statusFailedTitle} />
      <ErrorAlert call="users.delete" error={deleteFailure?.error} title={deleteFailedTitle} />

      <CountBoxes
        failed={total.error !== undefined}
        counts={[{ label: t("totals.users"), value: total.data?.users, icon: <Users />, variant: "primary" }]}
      />

      <UserSearch email={email} onSearch={onSearch} />

      <PagedTable
        viewId="users"
        regionRef={tableRegion}
        id={tableId}
        aria-label={t("table.label")}
        columns={columns}
        data={rows}
        getRowId={getUserId}
        expander="none"
        renderExpanded={renderExpanded}
        {...expansion}
        loading={loading}
        loadingLabel={t("table.loading")}
        empty={empty}
        pager={pager}
      />

      <ConfirmDialog
        {...deleteConfirmation.dialog}
        texts={t("delete.dialog", { returnObjects: true })}
        subject={userToDelete?.email}
        onConfirm={() => (userToDelete ? void deleteUser(userToDelete) : undefined)}
        returnFocus={() => tableRegion.current}
      />
    </ScreenSection>
  );
}

export { UserTable };
export type { UserTableApi, UserTableProps, UserTableQueryChangeOptions };
