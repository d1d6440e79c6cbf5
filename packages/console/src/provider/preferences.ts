import { createContext, useCallback, useContext, useSyncExternalStore } from "react";

/**
 * Where the console keeps an operator's preferences, such as each table's columns and row density: the part of the
 * Web Storage API it uses, so `window.localStorage` fits as it is. Values are short JSON strings under keys that
 * start with `oc:`.
 */
type PreferenceStorage = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
};

/** The provider's preferences: the host's storage, read as the screens render, and a change heard by every reader. */
type PreferenceStore = PreferenceStorage & { subscribe: (listener: () => void) => () => void };

/**
 * Reads go to `storage` every time (a host may key it by the signed-in operator). A write the storage refuses (full,
 * a private window), or every write when the host gives none, is held for as long as the provider is.
 */
function createPreferenceStore(storage: PreferenceStorage | undefined): PreferenceStore {
  const held = new Map<string, string>();
  const listeners = new Set<() => void>();
  return {
    getItem(key) {
      const kept = held.get(key);
      if (kept !== undefined) return kept;
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        // Storage the browser refuses to read (blocked by its settings): no choice was made.
        return null;
      }
    },
    setItem(key, value) {
      try {
        if (!storage) throw new Error("No storage");
        storage.setItem(key, value);
        held.delete(key);
      } catch {
        held.set(key, value);
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const PreferenceStoreContext = createContext<PreferenceStore | undefined>(undefined);

const nothingStored = () => null;

/**
 * One preference's stored text (null when none) and a setter. The server's render and hydration read nothing, so the
 * HTML and the first client render agree and no storage is touched on the server; the stored value shows right after
 * hydration, and at once in a render on the client alone.
 */
function usePreference(key: string): readonly [string | null, (value: string) => void] {
  const store = useContext(PreferenceStoreContext);
  if (!store) throw new Error("usePreference must be used inside <ConsoleProvider>.");
  const value = useSyncExternalStore(store.subscribe, () => store.getItem(key), nothingStored);
  const set = useCallback((next: string) => store.setItem(key, next), [store, key]);
  return [value, set] as const;
}

export { createPreferenceStore, PreferenceStoreContext, usePreference };
export type { PreferenceStorage };
