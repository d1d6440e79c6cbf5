import { isApiError, STATUS, type ConsoleApi } from "@org/api-client";

type Report = (error: unknown) => void;

type ForbiddenReporter = {
  report: Report;
  /** The handler to call from now on: a host's new handler must not re-create the API (and every SWR fetcher). */
  setHandler: (onForbidden: () => void) => void;
};

/**
 * Calls the handler once per failed call that answered 403. The same error can reach the provider twice (the API
 * wrapper sees it, then SWR's onError for a read), so each error object is reported only the first time.
 */
function forbiddenReporter(onForbidden: () => void): ForbiddenReporter {
  const reported = new WeakSet<object>();
  let handler = onForbidden;
  return {
    report: (error) => {
      if (!isApiError(error) || error.status !== STATUS.forbidden || reported.has(error)) return;
      reported.add(error);
      handler();
    },
    setHandler: (next) => {
      handler = next;
    },
  };
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}

/**
 * The same API, with every call's rejection shown to `report` first. A Proxy rather than a copy: an embedder's
 * ConsoleApi may be a class whose methods live on a prototype, and methods that are not calls (`theme.fileUrl`) pass
 * through unchanged.
 */
function reportingForbidden(api: ConsoleApi, report: Report): ConsoleApi {
  const groups = new Map<PropertyKey, unknown>();
  const wrapGroup = (group: object) => {
    const methods = new Map<PropertyKey, unknown>();
    return new Proxy(group, {
      get(target, name, receiver) {
        const member: unknown = Reflect.get(target, name, receiver);
        if (typeof member !== "function") return member;
        if (!methods.has(name)) {
          methods.set(name, (...args: unknown[]) => {
            const result: unknown = member.apply(target, args);
            return isPromiseLike(result)
              ? Promise.resolve(result).catch((error: unknown) => {
                  report(error);
                  throw error;
                })
              : result;
          });
        }
        return methods.get(name);
      },
    });
  };
  return new Proxy(api, {
    get(target, name, receiver) {
      const group: unknown = Reflect.get(target, name, receiver);
      if (typeof group !== "object" || group === null) return group;
      if (!groups.has(name)) groups.set(name, wrapGroup(group));
      return groups.get(name);
    },
  });
}

export { forbiddenReporter, reportingForbidden };

