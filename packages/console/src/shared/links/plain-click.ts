import type { MouseEvent } from "react";

/**
 * Whether a click on a link is the plain one a page may take over: the main button with no modifier. A modified
 * click opens another tab or window, which the browser does best on its own.
 */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export { isPlainClick };
