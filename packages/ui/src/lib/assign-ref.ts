import type * as React from "react";

/**
 * Hands an element to a caller's ref, of either kind, from a component's own ref callback, so a caller's ref (such as
 * react-hook-form's, to focus a field with a message) never replaces the one the component needs. Returns the
 * callback ref's cleanup, if it has one.
 */
function assignRef<T>(ref: React.Ref<T> | undefined, element: T | null): (() => void) | undefined {
  if (typeof ref === "function") {
    const cleanup = ref(element);
    return typeof cleanup === "function" ? cleanup : undefined;
  }
  if (ref) ref.current = element;
  return undefined;
}

export { assignRef };
