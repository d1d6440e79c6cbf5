import type { SWRResponse } from "swr";

/**
 * A screen's reads as its load alert needs them (ErrorAlert's `error`, `onRetry`, `retrying`): the main read's
 * failure, and a Retry that asks again for it and for each other read that failed (the totals beside a list).
 */
function loadFailure(main: SWRResponse, ...others: SWRResponse[]) {
  return {
    error: main.error as unknown,
    retrying: main.isValidating,
    onRetry: () => {
      void main.mutate();
      for (const other of others) if (other.error) void other.mutate();
    },
  };
}

export { loadFailure };
