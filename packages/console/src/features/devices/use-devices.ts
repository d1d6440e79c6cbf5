import { useCallback } from "react";
import useSWR, { preload, unstable_serialize, useSWRConfig, type Cache } from "swr";
import type { ConsoleApi, Device, DeviceList, DeviceListQuery } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";
import { atMost } from "../../shared/mutations/at-most";
import { shareUnchanged } from "../../shared/data/share-unchanged";
import { change, optimistically } from "../../shared/mutations/optimistic";
import { useScreenMutation, type MutationCallbacks } from "../../shared/mutations/screen-mutation";
import { readAhead } from "../../shared/data/read-ahead";
import { useKeptRead } from "../../shared/data/kept-read";
import { themeKeys } from "../../shared/data/theme";
import { defaultDeviceTableQuery, toDeviceListQuery, type DeviceTableQuery } from "./device-table-query";

/** SWR keys for devices (GET /devices, GET /total). Every list key starts with `deviceKeys.lists()`. */
const deviceKeys = {
  all: ["devices"] as const,
  lists: () => [...deviceKeys.all, "list"] as const,
  list: (query: DeviceListQuery) => [...deviceKeys.lists(), query] as const,
  totals: () => [...deviceKeys.all, "totals"] as const,
};

/** Matches every cached device list, whatever its search, order or page. */
function isDeviceListKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === deviceKeys.all[0] && key[1] === "list";
}

/**
 * When each device read last got its answer, for each provider (by its SWR cache) and SWR key: the fetchers write it,
 * whichever hook or refresh asked, so the live line can say "Updated … ago" even when the same data came back. Two
 * embedded consoles never see each other's times.
 */
const answeredAt = new WeakMap<Cache, Map<string, number>>();
/**
 * When a host's preload got each answer. SWR's preloads belong to the page, not to a provider: any provider's hook
 * takes them up, and until that provider reads again itself, this is when its data arrived.
 */
const preloadedAt = new Map<string, number>();

async function stamped<T>(cache: Cache | undefined, key: readonly unknown[], answer: Promise<T>): Promise<T> {
  const value = await answer;
  const at = Date.now();
  if (!cache) preloadedAt.set(unstable_serialize(key), at);
  else {
    let times = answeredAt.get(cache);
    if (!times) answeredAt.set(cache, (times = new Map()));
    times.set(unstable_serialize(key), at);
  }
  return value;
}

function answeredFor(cache: Cache, key: readonly unknown[]): number | undefined {
  const serialized = unstable_serialize(key);
  return answeredAt.get(cache)?.get(serialized) ?? preloadedAt.get(serialized);
}

/** When this provider's devices of `query`, and its counts, were last answered: the older of the two. */
function useDevicesAnsweredAt(query: DeviceListQuery): number | undefined {
  const { cache } = useSWRConfig();
  const list = answeredFor(cache, deviceKeys.list(query));
  const totals = answeredFor(cache, deviceKeys.totals());
  return list === undefined || totals === undefined ? undefined : Math.min(list, totals);
}

/** One page window of devices: up to `query.limit` devices from `query.offset`, and whether more follow. */
const fetchDeviceList = (api: ConsoleApi, cache?: Cache) => (key: ReturnType<typeof deviceKeys.list>) =>
  stamped(cache, key, api.devices.list(key[2]));

/**
 * The list's fetcher for the screen: a refresh keeps the cached device objects that did not change, so the table
 * re-renders only the rows whose device changed (and nothing at all when none did).
 */
const fetchSharedDeviceList = (api: ConsoleApi, cache: Cache) => async (key: ReturnType<typeof deviceKeys.list>) => {
  const list = await fetchDeviceList(api, cache)(key);
  const cached = cache.get(unstable_serialize(key))?.data as DeviceList | undefined;
  const devices = shareUnchanged(cached?.devices, list.devices, (device) => device.identity);
  return devices === list.devices ? list : { ...list, devices: [...devices] };
};

const fetchDeviceTotals = (api: ConsoleApi, cache?: Cache) => () =>
  stamped(cache, deviceKeys.totals(), api.devices.totals());

/**
 * How a read refreshes on its own: every `refreshInterval` ms while the page is visible and the browser online (0:
 * never). A failed refresh keeps the data, and SWR retries it with a growing wait.
 */
const refreshing = (refreshInterval: number) => ({
  refreshInterval,
  refreshWhenHidden: false,
  refreshWhenOffline: false,
});

function useDeviceList(query: DeviceListQuery, refreshInterval = 0) {
  const api = useConsoleApi();
  const { cache } = useSWRConfig();
  // The pager keeps its pages while the next window loads; a window that failed to load shows no rows of another.
  return useKeptRead(deviceKeys.list(query), fetchSharedDeviceList(api, cache), {
    revalidateOnFocus: false,
    ...refreshing(refreshInterval),
  });
}

/**
 * Reads the devices of `query` as `useDeviceList` will, and settles once they are read: at once when they are cached.
 * The hook picks the answer up instead of asking again.
 */
function useLoadDeviceList() {
  const api = useConsoleApi();
  const { cache } = useSWRConfig();
  return useCallback(
    (query: DeviceListQuery) => readAhead(cache, deviceKeys.list(query), fetchSharedDeviceList(api, cache)),
    [api, cache],
  );
}

/** The total and connected device counts for the info boxes. */
function useDeviceTotals(refreshInterval = 0) {
  const api = useConsoleApi();
  const { cache } = useSWRConfig();
  return useSWR(deviceKeys.totals(), fetchDeviceTotals(api, cache), {
    revalidateOnFocus: false,
    ...refreshing(refreshInterval),
  });
}

/**
 * Starts the requests of a `DeviceTable` showing `query` before it renders: a host calls it while the screen's code is
 * still loading (route preloading), and the table's hooks pick up the answers instead of asking again. The same keys
 * and fetchers as the hooks, so nothing is fetched twice.
 *
 * Each answer that arrives is also written into `arrived`, when given, keyed as SWR keys it. Pass that object to
 * ConsoleProvider as `swr={{ fallback: arrived }}`: a table that renders after its answers arrived then shows its rows
 * in its first render, instead of rendering empty and again once the answers are picked up.
 *
 * Resolves once every request has answered or failed (it never rejects): a host may hold its first render back for a
 * moment until then, so that the rows are drawn once, without a loading state before them.
 */
function preloadDeviceTable(
  api: ConsoleApi,
  query: DeviceTableQuery = defaultDeviceTableQuery,
  arrived?: Record<string, unknown>,
): Promise<void> {
  const requests = [
    [deviceKeys.list(toDeviceListQuery(query)), fetchDeviceList(api)],
    [deviceKeys.totals(), fetchDeviceTotals(api)],
    [themeKeys.detail(), () => api.theme.get()],
  ] as const;
  const answered = requests.map(([key, fetcher]) =>
    // A failure is the table's to show when it renders; here it must not surface as an unhandled rejection.
    // SWR's preload does nothing outside a browser (it answers undefined there).
    preload(key, fetcher as (key: unknown) => Promise<unknown>)?.then(
      (answer) => {
        if (arrived) arrived[unstable_serialize(key)] = answer;
      },
      () => undefined,
    ),
  );
  return Promise.all(answered).then(() => undefined);
}

/**
 * A cached list with these devices' locked flag set; the same list when nothing changes, so SWR keeps its rows, and
 * the same device objects for the devices that do not change, so only the changed rows render again.
 */
function withLocked(identities: string | readonly string[], locked: boolean) {
  const changing = new Set(typeof identities === "string" ? [identities] : identities);
  const changes = (device: Device) => changing.has(device.identity) && device.locked !== locked;
  return (list: DeviceList | undefined): DeviceList | undefined =>
    list?.devices.some(changes)
      ? { ...list, devices: list.devices.map((device) => (changes(device) ? { ...device, locked } : device)) }
      : list;
}

/** A device's lock as a local change: every cached list shows it locked, and a failure unlocks it again. */
function lockedInLists(identity: string) {
  return change({ key: isDeviceListKey, apply: withLocked(identity, true), undo: withLocked(identity, false) });
}

/**
 * Locks a device (DELETE /devices/{id}) locally (optimistically): every cached list shows it locked at once, and a
 * failure unlocks it again. The caller's `onSuccess` / `onError` run after the hook's own work; without an `onError`
 * the failure is kept in `failure` for the screen's alert until `dismissFailure()`.
 */
function useLockDevice(callbacks: MutationCallbacks<[identity: string]> = {}) {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  const perform = useCallback(
    (identity: string) => optimistically(mutate, [lockedInLists(identity)], () => api.devices.lock(identity)),
    [api, mutate],
  );
  const { run, pending, failure, dismissFailure } = useScreenMutation(perform, callbacks);
  return { lock: run, pending, failure, dismissFailure };
}

/** How many locks of a bulk lock are under way at once: a browser opens about six connections to a server. */
const BULK_LOCK_CONCURRENCY = 4;

/** One device's outcome in a bulk lock: locked, or the error its lock failed with. */
type BulkLockOutcome = { identity: string; locked: true } | { identity: string; locked: false; error: unknown };

/**
 * Locks several devices (DELETE /devices/{id} each, at most four at a time). Every cached list shows them all
 * locked at once; each failure unlocks its own device again, leaving the others. `onOutcome` hears each device's
 * result as it arrives; the promise settles when all have, and never rejects.
 */
function useLockDevices() {
  const api = useConsoleApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (identities: readonly string[], onOutcome: (outcome: BulkLockOutcome) => void): Promise<void> => {
      // Each device's change shows now; only its call waits for a place.
      const inTurn = atMost(BULK_LOCK_CONCURRENCY);
      await Promise.all(
        identities.map((identity) =>
          optimistically(mutate, [lockedInLists(identity)], () => inTurn(() => api.devices.lock(identity))).then(
            () => onOutcome({ identity, locked: true }),
            (error: unknown) => onOutcome({ identity, locked: false, error }),
          ),
        ),
      );
    },
    [api, mutate],
  );
}

export {
  deviceKeys,
  isDeviceListKey,
  preloadDeviceTable,
  useDeviceList,
  useDevicesAnsweredAt,
  useDeviceTotals,
  useLoadDeviceList,
  useLockDevice,
  useLockDevices,
  withLocked,
};
export type { BulkLockOutcome };
