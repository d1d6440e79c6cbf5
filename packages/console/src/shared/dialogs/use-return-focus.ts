import { useLayoutEffect, useRef } from "react";

/**
 * For dialogs a screen opens from its own buttons (no Radix Trigger): remembers what had focus when `open` turned true
 * and gives it focus back when the dialog closes. `fallback` names where focus goes when that element is gone by then
 * (a locked device's lock button, a deleted user's row). Pass the result as the content's `onCloseAutoFocus`.
 */
function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog moves focus into itself.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = opener.current?.isConnected ? opener.current : fallback?.();
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}

export { useReturnFocus };
