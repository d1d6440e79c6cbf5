// @vitest-environment jsdom
import { StrictMode, type ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { ApiError, type ConsoleApi, type User } from "@org/api-client";
import { useDeviceList, useLockDevice } from "../features/devices/use-devices";
import { useDeleteUser, useSetUserStatus, useUserList } from "../features/users/use-users";
import { ConsoleProvider } from "./console-provider";

const forbidden = () => Promise.reject(new ApiError({ status: 403, kind: "http" }));

/**
 * An embedder's own ConsoleApi: not createHttpApi, so it has no 403 handling of its own, and a class, so its methods
 * live on a prototype. Every call answers 403.
 */
class BareDevices {
  list = forbidden;
  totals = forbidden;
  lock() {
    return forbidden();
  }
}
class BareUsers {
  list = forbidden;
  total = forbidden;
  get = forbidden;
  setStatus() {
    return forbidden();
  }
  delete() {
    return forbidden();
  }
}
const bareApi = () => ({ devices: new BareDevices(), users: new BareUsers() }) as unknown as ConsoleApi;

const user: User = { id: "7", email: "someone@example.com", status: 1, creation_date: 1_700_000_000, builtIn: false };

function setup<Result>(hook: () => Result) {
  const onUnauthorized = vi.fn();
  const api = bareApi();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <ConsoleProvider api={api} navigate={() => {}} onUnauthorized={onUnauthorized}>
        {children}
      </ConsoleProvider>
    </StrictMode>
  );
  const { result } = renderHook(hook, { wrapper });
  return { result, onUnauthorized };
}

describe("a 403 from an embedder's own ConsoleApi", () => {
  test("on a read calls onUnauthorized exactly once", async () => {
    const { result, onUnauthorized } = setup(() => useDeviceList({ limit: 500, offset: 0 }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    // SWR's onError and the provider's API both see this error: it is still one report.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test("on a user list read calls onUnauthorized exactly once", async () => {
    const { result, onUnauthorized } = setup(() => useUserList({ limit: 50, offset: 0 }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test("on locking a device calls onUnauthorized exactly once, and the failure stays silent", async () => {
    const { result, onUnauthorized } = setup(() => useLockDevice());
    await act(() => result.current.lock("SN-1"));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.current.failure?.error).toBeInstanceOf(ApiError);
  });

  test("on changing a user's status calls onUnauthorized exactly once", async () => {
    const { result, onUnauthorized } = setup(() => useSetUserStatus());
    await act(() => result.current.setStatus(user, 0));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test("on deleting a user calls onUnauthorized exactly once", async () => {
    const { result, onUnauthorized } = setup(() => useDeleteUser());
    await act(() => result.current.deleteUser(user));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test("a caller's own onError does not keep the report from the provider", async () => {
    const onError = vi.fn();
    const { result, onUnauthorized } = setup(() => useLockDevice({ onError }));
    await act(() => result.current.lock("SN-1"));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
