import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * `handler` behind one identity for the component's whole life, calling the handler of its latest render: a memoised
 * child given it re-renders for its own props only. For event handlers, not for calls during render.
 */
function useEventCallback<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

export { useEventCallback };
