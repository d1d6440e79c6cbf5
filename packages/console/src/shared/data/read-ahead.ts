import { preload, unstable_serialize, type Cache } from "swr";

/**
 * Reads `key` with `fetcher` before its hook renders, as the hook would, and settles once it is read (or failed); at
 * once when the cache holds it already. The hook then picks the answer up instead of asking again.
 */
async function readAhead<Key extends readonly unknown[]>(
  cache: Cache,
  key: Key,
  fetcher: (key: Key) => Promise<unknown>,
): Promise<void> {
  if (cache.get(unstable_serialize(key))?.data !== undefined) return;
  await preload(key, fetcher);
}

export { readAhead };
