// The one Proxy behind the provider's API. The modules beside it each decide what one method becomes (a stub for a
// missing one, a call whose outcome is reported); ConsoleProvider composes them here, so a call passes one wrapper.
import type { ConsoleApi, PartialConsoleApi } from "@org/api-client";

/** One member of the host's API as a wrapper sees it: where it sits, and what the host put there (maybe nothing). */
type ApiMember = { resource: PropertyKey; name: PropertyKey; value: unknown; owner: object };

function wrapGroup(resource: PropertyKey, group: object, wrap: (member: ApiMember) => unknown) {
  const methods = new Map<PropertyKey, unknown>();
  return new Proxy(group, {
    get(target, name, receiver) {
      if (methods.has(name)) return methods.get(name);
      const value: unknown = Reflect.get(target, name, receiver);
      const wrapped = wrap({ resource, name, value, owner: target });
      // Only a method keeps its first wrapper: anything else, a missing method too, is looked up again each time.
      if (typeof value === "function") methods.set(name, wrapped);
      return wrapped;
    },
  });
}

/**
 * The host's API with each member replaced by what `wrap` makes of it. A Proxy rather than a copy: an embedder's
 * ConsoleApi may be a class whose methods live on a prototype (they run with the host's object as `this`). Each
 * resource and each method keeps one identity, which SWR's fetchers and React's effects depend on. A resource the
 * host leaves out reads as an empty one, so `wrap` sees its methods as missing.
 */
function wrapEachMethod(api: PartialConsoleApi, wrap: (member: ApiMember) => unknown): ConsoleApi {
  const groups = new Map<PropertyKey, object>();
  return new Proxy(api as ConsoleApi, {
    get(target, resource, receiver) {
      const group: unknown = Reflect.get(target, resource, receiver) ?? (typeof resource === "string" ? {} : undefined);
      if (typeof group !== "object" || group === null) return group;
      if (!groups.has(resource)) groups.set(resource, wrapGroup(resource, group, wrap));
      return groups.get(resource);
    },
  });
}

export { wrapEachMethod };
export type { ApiMember };
