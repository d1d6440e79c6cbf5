import { expect } from "vitest";
import type { Browser, Page } from "playwright-core";

/** The phone every e2e test at 390 px uses. */
const PHONE = { width: 390, height: 844 };

/** A phone: its size, touch input (so `pointer: coarse` matches) and the mobile viewport meta tag honoured. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
  });
  context.setDefaultTimeout(10_000);
  return { context, page: await context.newPage() };
}

/** The page does not scroll sideways: nothing sticks out past the window's right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `the page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

export { expectNoSidewaysScroll, PHONE, phonePage };
