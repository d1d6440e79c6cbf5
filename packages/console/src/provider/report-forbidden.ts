import { isApiError, STATUS, type ConsoleApi, type PartialConsoleApi } from "@org/api-client";

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

/** What a component gets for a method the host's API leaves out: an error that names it, thrown when it is called. */
function missingMethod(resource: PropertyKey, name: PropertyKey) {
  return () => {
    throw new Error(
      `The api given to <ConsoleProvider> has no ${String(resource)}.${String(name)}(), which this component calls. ` +
        "Each component's props document the part of the API it needs (e.g. DeviceTableApi).",
    );
  };
}

/**
 * The same API, with every call's rejection shown to `report` first. A Proxy rather than a copy: an embedder's
 * ConsoleApi may be a class whose methods live on a prototype, and methods that are not calls (`theme.fileUrl`) pass
 * through unchanged. A host may give only the part its components call; a method it leaves out fails when called,
 * with an error that names it.
 */
function reportingForbidden(api: PartialConsoleApi, report: Report): ConsoleApi {
  const groups = new Map<PropertyKey, unknown>();
  const wrapGroup = (resource: PropertyKey, group: object) => {
    const methods = new Map<PropertyKey, unknown>();
    return new Proxy(group, {
      get(target, name, receiver) {
        const member: unknown = Reflect.get(target, name, receiver);
        if (member === undefined && typeof name === "string") return missingMethod(resource, name);
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
  return new Proxy(api as ConsoleApi, {
    get(target, name, receiver) {
      const group: unknown = Reflect.get(target, name, receiver) ?? (typeof name === "string" ? {} : undefined);
      if (typeof group !== "object" || group === null) return group;
      if (!groups.has(name)) groups.set(name, wrapGroup(name, group));
      return groups.get(name);
    },
  });
}

export { forbiddenReporter, reportingForbidden };
