import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches, kept current as the window resizes or the system setting changes. Read during render
 * (not in an effect), so the first paint already has the right layout.
 */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export { useMediaQuery };
