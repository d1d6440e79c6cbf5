import { useCallback, useState } from "react";
import type { Key, ScopedMutator } from "swr";

/** One cache change of an optimistic mutation. */
type OptimisticChange<Data> = {
  /** The entry to change, or a filter over the cache's keys (every list of a resource). */
  key: Key | ((key?: unknown) => boolean);
  /** The change, applied to each entry at once; it returns the same data when the entry has nothing to change. */
  apply: (data: Data | undefined) => Data | undefined;
  /**
   * Takes the change back from whatever each entry holds when the call fails, so that changes made in the meantime
   * (another device locked) survive. Without it, the entries that changed are fetched again.
   */
  undo?: (data: Data | undefined) => Data | undefined;
};

/** Type-checks one change against its data; `optimistically` takes a list of changes of different data. */
function change<Data>(definition: OptimisticChange<Data>): OptimisticChange<unknown> {
  return definition as OptimisticChange<unknown>;
}

/**
 * A local (optimistic) change: every change shows at once, the call runs, and a failure takes back exactly the changes
 * that were applied before the error goes on to the caller. SWR's own `optimisticData` restores a snapshot instead,
 * which loses another change made to the same list while this call was under way.
 */
async function optimistically<Result>(
  mutate: ScopedMutator,
  changes: readonly OptimisticChange<unknown>[],
  call: () => Promise<Result>,
): Promise<Result> {
  const applied = await Promise.all(
    changes.map(async ({ key, apply }) => {
      let changed = false;
      await mutate(
        key,
        (data: unknown) => {
          const next = apply(data);
          changed ||= next !== data;
          return next;
        },
        { revalidate: false },
      );
      return changed;
    }),
  );
  try {
    return await call();
  } catch (error) {
    await Promise.all(
      changes.map(({ key, undo }, index) => {
        if (!applied[index]) return undefined;
        return undo ? mutate(key, undo, { revalidate: false }) : mutate(key);
      }),
    );
    throw error;
  }
}

type MutationCallbacks<Args extends unknown[]> = {
  /** After the server confirmed the change. */
  onSuccess?: (...args: Args) => void;
  /** After a failure was rolled back. Passing it takes over the error: the hook then keeps none for the screen. */
  onError?: (error: unknown, ...args: Args) => void;
};

type MutationFailure<Args extends unknown[]> = { error: unknown; args: Args };

/**
 * A screen's mutation: `run` performs it, then calls the caller's `onSuccess`, or on failure the caller's `onError`.
 * Without an `onError` the failure is kept in `failure` for the screen's alert until `dismissFailure()`. `perform`
 * should keep its identity between renders (useCallback).
 */
function useMutation<Args extends unknown[]>(
  perform: (...args: Args) => Promise<unknown>,
  { onSuccess, onError }: MutationCallbacks<Args> = {},
) {
  const [failure, setFailure] = useState<MutationFailure<Args> | undefined>();
  const run = useCallback(
    async (...args: Args) => {
      try {
        await perform(...args);
      } catch (error) {
        if (onError) onError(error, ...args);
        else setFailure({ error, args });
        return;
      }
      onSuccess?.(...args);
    },
    [perform, onError, onSuccess],
  );
  const dismissFailure = useCallback(() => setFailure(undefined), []);
  return { run, failure, dismissFailure };
}

export { change, optimistically, useMutation };
export type { MutationCallbacks };
