import type { SWRResponse } from "swr";

/**
 * A screen's reads as its load alert needs them (ErrorAlert's `error`, `onRetry`, `retrying`): the main read's
 * failure, or else the first other read's (the totals beside a list, which would otherwise show -- with no word on
 * why), and a Retry that asks again for each read that failed.
 */
function loadFailure(main: SWRResponse, ...others: SWRResponse[]) {
  const failed = main.error === undefined ? others.find((other) => other.error !== undefined) : main;
  return {
    error: failed?.error as unknown,
    retrying: (failed ?? main).isValidating,
    onRetry: () => {
      for (const read of [main, ...others]) if (read.error) void read.mutate();
    },
  };
}

export { loadFailure };
