// How each call through the provider's API ended, for whoever needs to know: the 403 path signs the operator out
// (sign-out-on-forbidden), and the server's reach drives ConnectionBanner (shared/connection).
import type { ApiMember } from "./wrap-each-method";

/** What hears each call's outcome. `failed` sees the rejection before the caller does. */
type CallOutcomes = { answered: () => void; failed: (error: unknown) => void };

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}

/**
 * The method at `member`, telling `outcomes` how each of its calls ended; any other member as it is. A method that
 * returns no promise (`theme.fileUrl`) makes no call: its result passes through unchanged, and nothing is told.
 */
function reportingOutcome({ value: method, owner }: ApiMember, outcomes: CallOutcomes): unknown {
  if (typeof method !== "function") return method;
  return (...args: unknown[]) => {
    const result: unknown = method.apply(owner, args);
    if (!isPromiseLike(result)) return result;
    return Promise.resolve(result).then(
      (value) => {
        outcomes.answered();
        return value;
      },
      (error: unknown) => {
        outcomes.failed(error);
        throw error;
      },
    );
  };
}

export { reportingOutcome };
export type { CallOutcomes };
