import { describe, expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectNoSidewaysScroll, PHONE, phonePage } from "./phone";
import { ADMIN, apiGet, axeViolations, setupE2eSession, signIn } from "./harness";

const session = setupE2eSession();

type WireDevice = { identity?: string; sn?: string; locked?: boolean | number | string };
const isLocked = (device: WireDevice) => device.locked === true || device.locked === 1 || device.locked === "true";

/** An element the flow needs lies within the window from left to right (vertical scrolling is a phone's normal). */
async function expectInWindow(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  expect(box.x, `${locator} starts at ${box.x}`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator} ends at ${box.x + box.width}`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * The targets on screen smaller than 44x44 CSS px (WCAG 2.5.5), for touch: buttons, links styled as controls,
 * inputs, switches and checkboxes, each measured with the invisible margin (`::after`) that some of them get on
 * touch screens, or as the label around it when a label wraps it (a tap on the label is a tap on the control). Links
 * inside running text are exempt, as WCAG exempts them.
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'button, [role="switch"], [role="checkbox"], [role="menuitem"], [role="menuitemradio"], input:not([type="hidden"]), select, a[href]',
    );
    const small: string[] = [];
    for (const element of targets) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest(".oc\\:sr-only, [aria-hidden='true']")) continue;
      if (element.matches("a") && element.closest("p, footer, [data-slot=data-table-cell]")) continue;
      const own = element.getBoundingClientRect();
      if (own.width === 0 || own.bottom < 0 || own.top > window.innerHeight) continue;
      const label = element.matches("input") ? element.closest("label") : null;
      const box = label ? label.getBoundingClientRect() : own;
      const after = getComputedStyle(element, "::after");
      const grow = (side: string) =>
        after.position === "absolute" ? Math.max(0, -Number.parseFloat(after.getPropertyValue(side)) || 0) : 0;
      const width = box.width + grow("left") + grow("right");
      const height = box.height + grow("top") + grow("bottom");
      if (width < 43.5 || height < 43.5) {
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}x${Math.round(height)}`);
      }
    }
    return small;
  });
}

describe("on a phone (390x844, touch)", () => {
  test("open the menu, go to Devices, search a serial number, lock it, and sign out, all within the screen", async () => {
    const { context, page } = await phonePage(session.browser);
    const { url } = session.server;
    try {
      await page.goto(`${url}/login`);
      await expectNoSidewaysScroll(page);
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(/\/device$/);
      // Start somewhere else, so that reaching Devices is the menu's doing.
      await page.goto(`${url}/user`);
      await page.getByRole("table", { name: "Users" }).waitFor();
      await expectNoSidewaysScroll(page);

      const devices = await apiGet<{ devices: WireDevice[] }>(page, url, "/devices?limit=100&offset=0");
      const device = devices.devices.find((candidate) => !isLocked(candidate))!;
      const sn = String(device.identity ?? device.sn);

      // Open the menu and go to Devices.
      const menuButton = page.getByRole("button", { name: "Open menu" });
      await expectInWindow(menuButton);
      await menuButton.click();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      const devicesLink = sheet.getByRole("link", { name: "Devices" });
      await expectInWindow(devicesLink);
      await devicesLink.click();
      await page.waitForURL(/\/device$/);
      await sheet.waitFor({ state: "detached" });
      await page.getByRole("table", { name: "Devices" }).waitFor();
      await expectNoSidewaysScroll(page);
      expect(await smallTouchTargets(page)).toEqual([]);

      // Search the serial number.
      const search = page.getByLabel("Search text");
      await expectInWindow(search);
      await search.fill(sn);
      const submit = page.getByRole("button", { name: "Search", exact: true });
      await expectInWindow(submit);
      await submit.click();
      const row = page.locator('[data-slot="data-table-row"]', { hasText: sn });
      await expect.poll(() => page.locator('[data-slot="data-table-row"]').count()).toBe(1);
      await expectInWindow(row.getByText(sn, { exact: true }));

      // Lock it.
      const lock = page.getByRole("button", { name: `Lock device ${sn}` });
      await expectInWindow(lock);
      await lock.click();
      const confirm = page.getByRole("alertdialog").getByRole("button", { name: "Lock", exact: true });
      await expectInWindow(confirm);
      await confirm.click();
      await expect.poll(() => row.getByText("Locked", { exact: true }).isVisible()).toBe(true);
      const after = await apiGet<{ devices: WireDevice[] }>(
        page,
        url,
        `/devices?limit=1&offset=0&identity=${encodeURIComponent(sn)}`,
      );
      expect(isLocked(after.devices[0]!)).toBe(true);
      await expectNoSidewaysScroll(page);

      // Sign out from the user menu and land on sign-in.
      const userMenu = page.getByRole("button", { name: ADMIN.email });
      await expectInWindow(userMenu);
      await userMenu.click();
      const signOut = page.getByRole("menuitem", { name: "Sign Out" });
      await expectInWindow(signOut);
      expect(await smallTouchTargets(page)).toEqual([]);
      await signOut.click();
      await page.waitForURL(/\/login/);
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });

  test("the devices, users, firmware, information model, notifications and theme screens have no axe violations, in light and dark, and no sideways scroll", async () => {
    const { context, page } = await phonePage(session.browser);
    try {
      await signIn(page, session.server.url);
      await page.locator('[data-slot="data-table-row"]').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      for (const path of ["/user", "/firmware", "/informationModel", "/notifications"]) {
        await page.goto(`${session.server.url}${path}`);
        await page.locator('[data-slot="data-table-row"]').first().waitFor();
        expect(await axeViolations(page), path).toEqual([]);
        await expectNoSidewaysScroll(page);
      }
      for (const tab of ["general", "app", "email", "legal"]) {
        await page.goto(`${session.server.url}/theme/${tab}`);
        await page.locator('[data-slot="theme-block"] h2').first().waitFor();
        expect(await axeViolations(page), `/theme/${tab}`).toEqual([]);
        await expectNoSidewaysScroll(page);
      }
    } finally {
      await context.close();
    }
    // Nine screens, each checked by axe twice: more than one flow's time, on a slow machine too.
  }, 120_000);
});

describe("public pages on the narrowest phone (320 px)", () => {
  const pages = ["/login", "/reset", "/legal", "/reset/some-code/en", "/welcome/en", "/claim/en", "/404"];
  test.each(pages)("%s fits with no sideways scroll", async (path) => {
    const { page } = session;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${session.server.url}${path}`);
    await page.locator("main").first().waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page);
  });
});

/** The shell's background colour as the browser paints it, and its relative luminance (0 black to 1 white). */
async function backgroundLuminance(page: Page) {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const channels = [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
  });
}

describe("in the dark", () => {
  test("a dark system gets a dark page before the app's code runs, and Light in the user menu survives a reload", async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "dark" });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    try {
      await signIn(page, session.server.url);
      await page.locator('[data-slot="data-table-row"]').first().waitFor();

      // Hold back every module script: what paints now is index.html, its CSS and the pre-paint script alone.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // DOMContentLoaded waits for module scripts, so wait for the parsed body and its stylesheet instead.
      await page.goto(`${session.server.url}/device`, { waitUntil: "commit" });
      await page.waitForFunction(
        () => document.body !== null && getComputedStyle(document.body).backgroundColor !== "rgba(0, 0, 0, 0)",
      );
      expect(await page.locator("#root").innerHTML()).toBe("");
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
      expect(await backgroundLuminance(page)).toBeLessThan(0.02);
      release();
      await page.locator('[data-slot="data-table-row"]').first().waitFor();
      expect(await backgroundLuminance(page)).toBeLessThan(0.02);
      await page.unroute(/\/assets\/.*\.js$/);
      expect(await axeViolations(page)).toEqual([]);

      // Choose Light: the page turns light at once, and stays light after a reload on a dark system.
      await page.getByRole("button", { name: ADMIN.email }).click();
      await page.getByRole("menuitemradio", { name: "Light" }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem("colorScheme"))).toBe("light");
      await page.reload({ waitUntil: "domcontentloaded" });
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
      expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);
      await page.locator('[data-slot="data-table-row"]').first().waitFor();
      await page.getByRole("button", { name: ADMIN.email }).click();
      expect(await page.getByRole("menuitemradio", { name: "Light" }).getAttribute("aria-checked")).toBe("true");

      // The public pages follow the same setting.
      await page.keyboard.press("Escape");
      await page.goto(`${session.server.url}/legal`);
      await page.locator("main").first().waitFor();
      expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);
    } finally {
      await context.close();
    }
  });

  test("with System chosen, a public page follows a dark system", async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "dark" });
    const page = await context.newPage();
    try {
      await page.goto(`${session.server.url}/login`);
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      expect(await backgroundLuminance(page)).toBeLessThan(0.02);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
