import { elementScroll, type Virtualizer, type VirtualizerOptions } from "@tanstack/react-virtual";

type Rect = { width: number; height: number };
type ScrollOptions = Parameters<VirtualizerOptions<Element, Element>["scrollToFn"]>[1];

/**
 * Reads the scroll element's size only from its ResizeObserver, which the browser calls once layout is done. The
 * library's own observer reads it at once too, inside React's commit, which makes the browser lay the page out there
 * and then.
 */
function observeRectAfterLayout<Scroll extends Element, Item extends Element>(
  instance: Virtualizer<Scroll, Item>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === "undefined") return undefined;
  // The size the library measures: the client box, padding in and scrollbar out.
  const observer = new ResizeObserver(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

/** Scroll elements the virtualizer has already written to. */
const written = new WeakSet<Element>();

/**
 * The library's scrolling, less its first write to a new scroll element when that write is to the top: a new
 * element is at the top already, and the write (`scrollTo`) would lay the page out inside React's commit.
 */
function scrollOnceLaidOut<Scroll extends Element, Item extends Element>(
  offset: number,
  options: ScrollOptions,
  instance: Virtualizer<Scroll, Item>,
): void {
  const element = instance.scrollElement;
  if (element && !written.has(element)) {
    written.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}

/**
 * Options for `useVirtualizer` over a scrolling element that keep the browser from laying the page out inside React's
 * commit when the list mounts: at 4x CPU throttle those forced layouts held a dialog's commit 20 to 35 ms longer. Give
 * the virtualizer an `initialRect` close to the element's real size, which it uses until the first observation.
 */
const withoutForcedLayout = { observeElementRect: observeRectAfterLayout, scrollToFn: scrollOnceLaidOut };

export { withoutForcedLayout };
