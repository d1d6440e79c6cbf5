// The one path from a call answered 403 to the host's `onUnauthorized`, whichever way the call was made:
//
// 1. A call through the provider's `api` (every console component's): the provider shows each rejection to the
//    reporter before the caller sees it (call-outcomes).
// 2. A read whose promise SWR got from elsewhere (a host's preload with its own client, before the provider existed):
//    SWR's `onError`, which the provider points at the reporter too.
//
// A read made through the provider's `api` takes both ways, so the reporter remembers each error it has seen and
// calls the handler once per failed call. The host's handler is the end: it clears login data and goes to sign-in.
import { useEffect, useState } from "react";
import { isApiError, STATUS } from "@org/api-client";

/** Calls the latest handler once per failed call that answered 403 (an error object is reported the first time). */
function forbiddenReporter(onForbidden: () => void) {
  const reported = new WeakSet<object>();
  let handler = onForbidden;
  const report = (error: unknown) => {
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

/** A reporter, of one identity for the provider's life, that calls the latest `onUnauthorized` once per 403. */
function useSignOutOnForbidden(onUnauthorized: () => void): (error: unknown) => void {
  const [{ report, setHandler }] = useState(() => forbiddenReporter(onUnauthorized));
  useEffect(() => setHandler(onUnauthorized), [setHandler, onUnauthorized]);
  return report;
}

export { forbiddenReporter, useSignOutOnForbidden };
