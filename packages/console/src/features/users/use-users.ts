import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { ConsoleApi, User, UserList, UserListQuery, UserStatus, UserTotals } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { readAhead } from "../../shared/data/read-ahead";
import { useKeptRead } from "../../shared/data/kept-read";
import { change, optimistically } from "../../shared/mutations/optimistic";
import { useScreenMutation, type MutationCallbacks } from "../../shared/mutations/screen-mutation";

/** SWR keys for users (GET /users, GET /total, GET /users/{id}). Every list key starts with `userKeys.lists()`. */
const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  total: () => [...userKeys.all, "total"] as const,
  details: () => [...userKeys.all, "detail"] as const,
  detail: (id: string) => [...userKeys.details(), id] as const,
};

/** Matches every cached user list, whatever its search or page. */
function isUserListKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === userKeys.all[0] && key[1] === "list";
}

const fetchUserList =
  (api: ConsoleApi) =>
  ([, , query]: ReturnType<typeof userKeys.list>) =>
    api.users.list(query);

/** One page of users (`query.limit` from `query.offset`) and how many users match the search. */
function useUserList(query: UserListQuery) {
  const api = useConsoleApi();
  // The table keeps its rows, and the pager its pages, while the next page loads; not once it failed to load.
  return useKeptRead(userKeys.list(query), fetchUserList(api), { revalidateOnFocus: false });
}

/**
 * Reads the users of `query` as `useUserList` will, and settles once they are read: at once when they are cached.
 * The hook picks the answer up instead of asking again.
 */
function useLoadUserList() {
  const api = useConsoleApi();
  const { cache } = useSWRConfig();
  return useCallback(
    (query: UserListQuery) => readAhead(cache, userKeys.list(query), fetchUserList(api)),
    [api, cache],
  );
}

/** How many users the solution has, for the info box. */
function useUserTotal() {
  const api = useConsoleApi();
  return useSWR(userKeys.total(), () => api.users.total(), { revalidateOnFocus: false });
}

/** A user's devices and groups; loads only while `id` is given (an expanded row). */
function useUserDetail(id: string | undefined) {
  const api = useConsoleApi();
  return useSWR(id === undefined ? null : userKeys.detail(id), ([, , userId]) => api.users.get(userId), {
    revalidateOnFocus: false,
  });
}

/** A cached list with one user's status set; the same list when nothing changes, so SWR keeps its rows. */
function withStatus(id: string, status: UserStatus) {
  return (list: UserList | undefined): UserList | undefined =>
    list?.items.some((user) => user.id === id && user.status !== status)
      ? { ...list, items: list.items.map((user) => (user.id === id ? { ...user, status } : user)) }
      : list;
}

/** A cached list without one user, its match count one lower; the same list when the user is not on it. */
function withoutUser(id: string) {
  return (list: UserList | undefined): UserList | undefined =>
    list?.items.some((user) => user.id === id)
      ? { ...list, total: Math.max(0, list.total - 1), items: list.items.filter((user) => user.id !== id) }
      : list;
}

/** The user count moved by `delta`; an unknown count stays unknown. */
function withTotalChanged(delta: number) {
  return (totals: UserTotals | undefined): UserTotals | undefined =>
    totals && totals.users !== null ? { ...totals, users: Math.max(0, totals.users + delta) } : totals;
}

/**
 * Activates (1) or deactivates (0) a user (PUT /users/{id}/status) optimistically: every cached list shows the new
 * status at once, and a failure puts the old one back. The caller's `onSuccess` / `onError` run after the hook's own
 * work; without an `onError` the failure is kept in `failure` for the screen's alert ("Failed to update user status.")
 * until `dismissFailure()`.
 */
function useSetUserStatus(callbacks: MutationCallbacks<[user: User, status: UserStatus]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    (user: User, status: UserStatus) =>
      optimistically(
        mutate,
        [change({ key: isUserListKey, apply: withStatus(user.id, status), undo: withStatus(user.id, user.status) })],
        () => api.users.setStatus(user.id, status),
      ),
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { setStatus: run, pending, failure, dismissFailure };
}

/**
 * Deletes a user (DELETE /users/{id}) locally (optimistically): the row leaves every cached list and the counts drop
 * by one at once. A failure counts the user back and fetches the lists that lost the row again, and shows the failure
 * text, since a row that silently comes back would leave the operator guessing. The caller's `onSuccess` / `onError`
 * run after the hook's own work; without an `onError` the failure is kept in `failure` until `dismissFailure()`.
 */
function useDeleteUser(callbacks: MutationCallbacks<[user: User]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    (user: User) =>
      optimistically(
        mutate,
        [
          change({ key: isUserListKey, apply: withoutUser(user.id) }),
          change({ key: userKeys.total(), apply: withTotalChanged(-1), undo: withTotalChanged(1) }),
        ],
        () => api.users.delete(user.id),
      ),
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { deleteUser: run, pending, failure, dismissFailure };
}

export {
  isUserListKey,
  useDeleteUser,
  useLoadUserList,
  useSetUserStatus,
  useUserDetail,
  useUserList,
  useUserTotal,
  userKeys,
  withStatus,
  withTotalChanged,
  withoutUser,
};
