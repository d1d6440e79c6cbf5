import { useCallback, useState } from "react";

type MutationCallbacks<Args extends unknown[]> = {
  /** After the server confirmed the change. */
  onSuccess?: (...args: Args) => void;
  /** After a failure (rolled back, for an optimistic change). Passing it takes over the error from `failure`. */
  onError?: (error: unknown, ...args: Args) => void;
};

/** How a run ended: the caller awaits it to go on after a success, and gets the error of a failure. */
type MutationResult = { ok: true } | { ok: false; error: unknown };

type MutationFailure<Args extends unknown[]> = { error: unknown; args: Args };

/**
 * A change a screen makes and whose failure it shows in its own alert (not a toast): `run(...args)` performs it and
 * resolves, never rejects, to how it ended; `pending` is true while a run is under way. After a success the caller's
 * `onSuccess` runs; after a failure its `onError`, or without one the failure (error and arguments) stays in `failure`
 * for the screen's alert until `dismissFailure()` or the next run. `perform` should keep its identity between
 * renders (useCallback). SWR's `useSWRMutation` is not used: it keeps one result per key, where a screen deletes
 * several rows of one list in turn, and its optimistic data restores a snapshot (see `optimistically`).
 */
function useScreenMutation<Args extends unknown[]>(
  perform: (...args: Args) => Promise<unknown>,
  { onSuccess, onError }: MutationCallbacks<Args> = {},
) {
  const [failure, setFailure] = useState<MutationFailure<Args> | undefined>();
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async (...args: Args): Promise<MutationResult> => {
      setFailure(undefined);
      setRunning((count) => count + 1);
      try {
        await perform(...args);
      } catch (error) {
        if (onError) onError(error, ...args);
        else setFailure({ error, args });
        return { ok: false, error };
      } finally {
        setRunning((count) => count - 1);
      }
      onSuccess?.(...args);
      return { ok: true };
    },
    [perform, onError, onSuccess],
  );
  const dismissFailure = useCallback(() => setFailure(undefined), []);
  return { run, pending: running > 0, failure, dismissFailure };
}

export { useScreenMutation };
export type { MutationCallbacks, MutationResult };
