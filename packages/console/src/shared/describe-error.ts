import { isApiError, STATUS } from "@org/api-client";

/** What went wrong with a call, in the terms the console explains to people. */
type ErrorDescription =
  | { kind: "unreachable" }
  | { kind: "credentials" }
  | { kind: "expired" }
  | { kind: "server"; status: number };

/**
 * Sorts a failed call into the cases the screens word differently. `credentials` names the statuses that mean the
 * input was refused (wrong e-mail or password at sign-in) and `expired` those that mean a link ran out, as opposed to
 * a fault on the server's side.
 */
function describeError(error: unknown, options: { credentials?: readonly number[]; expired?: readonly number[] } = {}): ErrorDescription {
  if (!isApiError(error)) return { kind: "server", status: 0 };
  if (error.kind === "network") return { kind: "unreachable" };
  if (options.expired?.includes(error.status)) return { kind: "expired" };
  if (options.credentials?.includes(error.status)) return { kind: "credentials" };
  return { kind: "server", status: error.status };
}

/** Statuses that mean "wrong e-mail or password" at sign-in (SPEC leaves them unnamed; see STATUS in the contract). */
const CREDENTIAL_STATUSES = [STATUS.badRequest, STATUS.unauthenticated, STATUS.notFound] as const;

export { CREDENTIAL_STATUSES, describeError };
export type { ErrorDescription };
