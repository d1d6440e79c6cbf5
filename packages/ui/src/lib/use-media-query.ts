import { useCallback, useSyncExternalStore } from "react";

/** The window's media query list, or undefined where there is none: jsdom, a host's unit tests, has no matchMedia. */
function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(query) : undefined;
}

/**
 * Whether a media query matches, kept current as the window resizes or the system setting changes. Read during render
 * (not in an effect), so the first paint already has the right layout. Without `matchMedia` nothing matches.
 */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

export { useMediaQuery };
