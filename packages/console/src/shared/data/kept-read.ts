import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration, type SWRResponse } from "swr";

/**
 * Reads a key that follows a screen's query (its search, sort and page), keeping the previous query's data while the
 * new query's loads, as SWR's `keepPreviousData` does: the table does not flash empty and the pager keeps its pages.
 *
 * Once the new query's read has failed, that data goes: it answers no data with the error, as a first load that
 * failed does, so the screen shows its load alert and the failure in place of rows rather than the previous query's
 * rows under the new search. A failed refresh of the same query keeps its own data beside the error: the screen says
 * it is stale.
 */
function useKeptRead<Key extends readonly unknown[], Data>(
  key: Key,
  fetcher: (key: Key) => Promise<Data>,
  config: SWRConfiguration<Data> = {},
): SWRResponse<Data> {
  const { cache, fallback } = useSWRConfig();
  const read = useSWR(key, fetcher, { ...config, keepPreviousData: true });
  // SWR's answer reads state through getters, and re-renders only for the state that was read: so does this one.
  return {
    get data() {
      const data = read.data;
      if (data === undefined || read.error === undefined) return data;
      // Beside an error, data is the key's own only when the cache (or the provider's fallback) holds it for the key.
      const serialized = unstable_serialize(key);
      const own = cache.get(serialized)?.data ?? (fallback as Record<string, unknown> | undefined)?.[serialized];
      return own === undefined ? undefined : data;
    },
    get error() {
      return read.error as unknown;
    },
    get isValidating() {
      return read.isValidating;
    },
    get isLoading() {
      return read.isLoading;
    },
    mutate: read.mutate,
  };
}

export { useKeptRead };
