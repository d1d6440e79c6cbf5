import { expect, waitFor } from "storybook/test";

/** Fails unless the element lies within the window from left to right: an operator on a phone can see and reach it. */
async function expectInWindow(element: Element) {
  const box = element.getBoundingClientRect();
  const what = element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName;
  await expect(Math.round(box.left), `${what}'s left edge`).toBeGreaterThanOrEqual(0);
  await expect(Math.round(box.right), `${what}'s right edge`).toBeLessThanOrEqual(window.innerWidth);
}

/** The page itself never scrolls sideways; only a table's own container may. */
async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth, "the page's width").toBeLessThanOrEqual(window.innerWidth);
}

/**
 * Scrolls a DataTable to its far side and back: the table does scroll sideways, and the pinned elements (the key
 * column, the actions) stay in the window all along.
 */
async function expectPinnedWhileScrolling(table: HTMLElement, pinned: Element[]) {
  const scroller = table.closest<HTMLElement>("[data-slot=data-table]")!;
  await expect(scroller.scrollWidth, "the table scrolls sideways").toBeGreaterThan(scroller.clientWidth);
  for (const element of pinned) await expectInWindow(element);
  scroller.scrollLeft = scroller.scrollWidth;
  await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
  for (const element of pinned) await expectInWindow(element);
  scroller.scrollLeft = 0;
  await waitFor(() => expect(scroller.scrollLeft).toBe(0));
}

export { expectInWindow, expectNoSidewaysScroll, expectPinnedWhileScrolling };
