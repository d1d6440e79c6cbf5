// @vitest-environment jsdom
import { createElement, type ReactNode } from "react";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ApiError, type UserListQuery } from "@org/api-client";
import { createFakeApi } from "@org/api-client/testing";
import { ConsoleProvider } from "../../provider/console-provider";
import { isUserListKey, useUserList, userKeys, withoutUser, withStatus, withTotalChanged } from "./use-users";

async function firstUsers() {
  return createFakeApi().users.list({ limit: 3, offset: 0 });
}

describe("the user cache", () => {
  test("every list key, whatever its search or page, is recognised as a user list", () => {
    expect(isUserListKey(userKeys.list({ limit: 50, offset: 50, filter: { email: "chen" } }))).toBe(true);
    expect(isUserListKey(userKeys.total())).toBe(false);
    expect(isUserListKey(userKeys.detail("1001"))).toBe(false);
    expect(isUserListKey(["devices", "list"])).toBe(false);
  });

  test("a status change touches only that user, and changing it back restores it", async () => {
    const list = await firstUsers();
    const [first, second] = list.items;
    const flipped = second!.status === 1 ? 0 : 1;
    const changed = withStatus(second!.id, flipped)(list);
    expect(changed?.items[1]?.status).toBe(flipped);
    expect(changed?.items[0]).toBe(first);
    expect(withStatus(second!.id, second!.status)(changed)?.items[1]?.status).toBe(second!.status);
  });

  test("a list without that user, or with nothing to change, stays the same object", async () => {
    const list = await firstUsers();
    expect(withStatus("not-there", 0)(list)).toBe(list);
    expect(withStatus(list.items[0]!.id, list.items[0]!.status)(list)).toBe(list);
    expect(withoutUser("not-there")(list)).toBe(list);
    expect(withStatus("any", 1)(undefined)).toBeUndefined();
  });

  test("deleting removes the row and counts one match fewer", async () => {
    const list = await firstUsers();
    const removed = withoutUser(list.items[1]!.id)(list);
    expect(removed?.items.map((user) => user.id)).toEqual([list.items[0]!.id, list.items[2]!.id]);
    expect(removed?.total).toBe(list.total - 1);
  });

  test("the user count moves by one either way and stays unknown when unknown", () => {
    expect(withTotalChanged(-1)({ users: 60 })).toEqual({ users: 59 });
    expect(withTotalChanged(1)({ users: 59 })).toEqual({ users: 60 });
    expect(withTotalChanged(-1)({ users: 0 })).toEqual({ users: 0 });
    const unknown = { users: null };
    expect(withTotalChanged(-1)(unknown)).toBe(unknown);
  });
});

describe("the user list's read", () => {
  test("a search whose read fails answers its error and none of the last search's users", async () => {
    const api = createFakeApi();
    // 404: the console does not retry it by itself.
    const failing = api.withOptions({ fail: { "users.list": 404 } });
    const answering = api.users.list;
    api.users.list = (query, options) =>
      query.filter ? failing.users.list(query, options) : answering(query, options);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ConsoleProvider, { api, navigate: () => {}, onUnauthorized: () => {}, children });
    const { result, rerender } = renderHook(
      ({ query }: { query: UserListQuery }) => {
        const { data, error } = useUserList(query);
        return { data, error };
      },
      { wrapper, initialProps: { query: { limit: 50, offset: 0 } as UserListQuery } },
    );
    await waitFor(() => expect(result.current.data?.items).toHaveLength(50));
    rerender({ query: { limit: 50, offset: 0, filter: { email: "example.org" } } });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.data).toBeUndefined();
  });
});
