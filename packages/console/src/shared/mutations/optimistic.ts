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

export { change, optimistically };
