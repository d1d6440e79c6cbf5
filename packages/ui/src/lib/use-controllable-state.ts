import { useState } from "react";

type UseControllableStateParams<T> = {
  value?: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
};

/**
 * State that a caller may own (`value` + `onChange`) or leave to the component (`defaultValue`).
 * `onChange` fires synchronously from the setter, so it runs once per user action, even in StrictMode.
 */
function useControllableState<T>({ value, defaultValue, onChange }: UseControllableStateParams<T>) {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;

  const setValue = (next: T) => {
    if (Object.is(next, current)) return;
    if (!controlled) setInternal(next);
    onChange?.(next);
  };

  return [current, setValue] as const;
}

export { useControllableState };

