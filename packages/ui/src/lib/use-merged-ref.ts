import * as React from "react";

/**
 * One ref callback that hands the element to the component's own ref and to the caller's, so a caller's ref (such as
 * react-hook-form's, to focus a field with a message) never replaces the one the component needs.
 */
function useMergedRef<T>(own: React.RefObject<T | null>, theirs: React.Ref<T> | undefined): React.RefCallback<T> {
  return React.useCallback(
    (element: T | null) => {
      own.current = element;
      if (typeof theirs === "function") return theirs(element);
      if (theirs) theirs.current = element;
      return undefined;
    },
    [own, theirs],
  );
}

export { useMergedRef };
