// The one path from a call answered 403 to the host's `onUnauthorized`, whichever way the call was made:
//
// 1. A call through the provider's `api` (every console component's): `reportingForbidden` below wraps the host's API
//    and shows each rejection to `report` before the caller sees it.
// 2. A read whose promise SWR got from elsewhere (a host's preload with its own client, before the provider existed):
//    SWR's `onError`, which the provider sets to `report` too.
//
// A read made through the provider's `api` takes both ways, so `report` remembers each error it has seen and calls the
// handler once per failed call. ConsoleProvider wires this up with `useForbiddenPath`; the host's handler is the end.
import { useEffect, useMemo, useState } from "react";
import { isApiError, STATUS, type ConsoleApi, type PartialConsoleApi } from "@org/api-client";

type Report = (error: unknown) => void;

/** Calls the latest handler once per failed call that answered 403 (an error object is reported the first time). */
function forbiddenReporter(onForbidden: () => void) {
  const reported = new WeakSet<object>();
  let handler = onForbidden;
  const report: Report = (error) => {
    if (!isApiError(error) || error.status !== STATUS.forbidden || reported.has(error)) return;
    reported.add(error);
    handler();
  };
  // A host's new handler must not re-create the API (and with it every SWR fetcher): it replaces the old one here.
  const setHandler = (next: () => void) => {
    handler = next;
  };
  return { report, setHandler };
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
function reportingForbidden(api: PartialConsoleApi, report: Report, answered?: () => void): ConsoleApi {
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
              ? Promise.resolve(result).then(
                  (value) => {
                    answered?.();
                    return value;
                  },
                  (error: unknown) => {
                    report(error);
                    throw error;
                  },
                )
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

/** What else hears each call's outcome: whether the server answered at all (see createServerReach). */
type CallWatcher = { answered: () => void; failed: Report };

/**
 * The provider's side of the path: the API its components call, and SWR's `onError` for reads that came another way.
 * Both lead to `onUnauthorized`, once per failed call, and both show `watcher` each outcome. `watcher` keeps its
 * identity.
 */
function useForbiddenPath(api: PartialConsoleApi, onUnauthorized: () => void, watcher: CallWatcher) {
  const [{ report, setHandler }] = useState(() => forbiddenReporter(onUnauthorized));
  useEffect(() => setHandler(onUnauthorized), [setHandler, onUnauthorized]);
  const reportAll = useMemo<Report>(
    () => (error) => {
      report(error);
      watcher.failed(error);
    },
    [report, watcher],
  );
  const reportingApi = useMemo(() => reportingForbidden(api, reportAll, watcher.answered), [api, reportAll, watcher]);
  return { api: reportingApi, onError: reportAll };
}

export { useForbiddenPath };
