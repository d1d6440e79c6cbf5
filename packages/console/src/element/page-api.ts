import { ApiError, isApiError, type ApiErrorKind, type PartialConsoleApi } from "@org/api-client";

const KINDS: readonly unknown[] = ["http", "network", "contract", "aborted", "timeout"] satisfies ApiErrorKind[];

/**
 * A page's error as the console's own ApiError. This entry bundles its own copy of @org/api-client, so an ApiError
 * from the page's copy fails the console's `instanceof`, as does a plain error with a `status` from a page with no
 * package at all; a 403 would then never reach `onUnauthorized`. Anything without a numeric `status` stays as it is.
 */
function asApiError(error: unknown): unknown {
  if (isApiError(error) || typeof error !== "object" || error === null) return error;
  const { status, kind, body, message, issues, retryAfterSeconds } = error as Record<string, unknown>;
  if (typeof status !== "number") return error;
  return new ApiError({
    status,
    kind: KINDS.includes(kind) ? (kind as ApiErrorKind) : status === 0 ? "network" : "http",
    body,
    ...(typeof message === "string" ? { message } : {}),
    ...(Array.isArray(issues) ? { issues } : {}),
    ...(typeof retryAfterSeconds === "number" ? { retryAfterSeconds } : {}),
    cause: error,
  });
}

const rethrow = (error: unknown): never => {
  throw asApiError(error);
};

/** A call whose failure, thrown or rejected, comes out through `asApiError`. */
function adoptCall(call: (...args: unknown[]) => unknown, group: object) {
  return (...args: unknown[]) => {
    try {
      const result = call.apply(group, args);
      return result instanceof Promise ? result.catch(rethrow) : result;
    } catch (error) {
      return rethrow(error);
    }
  };
}

const adopted = new WeakMap<object, PartialConsoleApi>();

/** The page's API, each call's errors made the console's own (`asApiError`): the same object for the same API. */
function adoptPageApi<Api extends PartialConsoleApi>(api: Api): Api {
  let result = adopted.get(api);
  if (!result) {
    result = Object.fromEntries(
      Object.entries(api).map(([name, group]) => [
        name,
        Object.fromEntries(
          Object.entries(group as Record<string, unknown>).map(([key, call]) => [
            key,
            typeof call === "function" ? adoptCall(call as (...args: unknown[]) => unknown, group as object) : call,
          ]),
        ),
      ]),
    ) as PartialConsoleApi;
    adopted.set(api, result);
  }
  return result as Api;
}

export { adoptPageApi };
