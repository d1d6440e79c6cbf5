import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { ADMIN, apiGet as apiGetAt, axeViolations, setupE2eSession, signIn } from "./harness";
import { expectNoSidewaysScroll, PHONE, phonePage } from "./phone";

const session = setupE2eSession();
const apiGet = <T>(page: Page, path: string) => apiGetAt<T>(page, session.server.url, path);

type WireDevice = { identity?: string; sn?: string };
type WireUsers = { items?: { email: string }[]; users?: { email: string }[] };

/** The screenshot for the docs, written only when asked: `UPDATE_DOCS_SCREENSHOTS=1`. */
const SCREENSHOT = fileURLToPath(new URL("../../../docs/screenshots/command-palette.png", import.meta.url));

/** A serial number from the reference server's seed, read the way the console reads the list. */
async function someSerialNumber(page: Page): Promise<string> {
  const { devices } = await apiGet<{ devices: WireDevice[] }>(page, "/devices?limit=5&offset=0");
  const device = devices[0];
  if (!device) throw new Error("the demo seed has no devices");
  return String(device.identity ?? device.sn);
}

/** An end user's e-mail (not the administrator's) from the reference server's seed. */
async function someUserEmail(page: Page): Promise<string> {
  const answer = await apiGet<WireUsers>(page, "/users?limit=10&offset=0");
  const email = (answer.items ?? answer.users ?? []).map((user) => user.email).find((value) => value !== ADMIN.email);
  if (!email) throw new Error("the demo seed has no users");
  return email;
}

/** The palette's option whose text starts with `text` (a device option also shows its model). */
function optionFor(dialog: Locator, text: string): Locator {
  return dialog.getByRole("option").filter({ hasText: text }).first();
}

async function openWithShortcut(page: Page): Promise<Locator> {
  // The page itself has focus, not a field: the shortcut never fires while typing.
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.keyboard.press("Control+KeyK");
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  return dialog;
}

describe("the command palette against the reference server", () => {
  test("Ctrl+K opens it; a serial number finds the device and Enter opens its page", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const sn = await someSerialNumber(page);
    await page.getByRole("table", { name: "Devices" }).waitFor();
    // Its code is not part of the first screen: it arrives on first opening.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });

    const dialog = await openWithShortcut(page);
    expect(
      scripts.some((path) => /command-palette-dialog-[\w-]+\.js$/.test(path)),
      scripts.join("\n"),
    ).toBe(true);
    await expect
      .poll(() => dialog.getByRole("combobox").evaluate((element) => element === document.activeElement))
      .toBe(true);
    await dialog.getByRole("combobox").fill(sn);
    const option = optionFor(dialog, sn);
    await option.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (process.env.UPDATE_DOCS_SCREENSHOTS) {
      mkdirSync(dirname(SCREENSHOT), { recursive: true });
      await page.screenshot({ path: SCREENSHOT });
    }
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/device/${sn}$`));
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.getByLabel("Search text").inputValue()).toBe(sn);
  });

  test("the header's Quick search opens it; an e-mail finds the user and Enter opens the user list for them", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const email = await someUserEmail(page);
    const button = page.getByRole("button", { name: /Quick search/ });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Quick search" });
    await dialog.getByRole("combobox").fill(email);
    await optionFor(dialog, email).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/user/${email}`);
    await dialog.waitFor({ state: "detached" });
    // Focus is back on the button that opened it, and the user shows in the list.
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole("table", { name: "Users" }).getByText(email).waitFor();

    // What was opened is listed as recent at the next opening, and kept across a reload.
    await page.reload();
    const again = await openWithShortcut(page);
    await again.getByRole("group", { name: "Recent" }).getByRole("option").filter({ hasText: email }).waitFor();
    await page.keyboard.press("Escape");
    await again.waitFor({ state: "detached" });
  });

  test("in Chinese the palette speaks zh-TW and still finds a device", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const sn = await someSerialNumber(page);
    await page.evaluate(() => localStorage.setItem("lang", "zh-TW"));
    await page.reload();
    await page.getByRole("button", { name: /快速搜尋/ }).click();
    const dialog = page.getByRole("dialog", { name: "快速搜尋" });
    await dialog.getByRole("group", { name: "畫面" }).getByRole("option", { name: "韌體列表" }).waitFor();
    await dialog.getByRole("combobox", { name: "搜尋裝置、使用者與畫面" }).fill(sn);
    await dialog.getByRole("group", { name: "裝置" }).getByRole("option").filter({ hasText: sn }).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/device/${sn}$`));
  });

  const phoneTexts = {
    en: { open: "Quick search", close: "Close", typed: "firm", screen: "Firmware List" },
    "zh-TW": { open: "快速搜尋", close: "關閉", typed: "韌體", screen: "韌體列表" },
  };

  test.each(Object.entries(phoneTexts))(
    "on a 390-px phone in %s the palette fits, finds a user and a screen, and goes there",
    async (language, texts) => {
      const { browser, server } = session;
      const { context, page } = await phonePage(browser);
      try {
        await signIn(page, server.url);
        const email = await someUserEmail(page);
        await page.evaluate((lang) => localStorage.setItem("lang", lang), language);
        await page.reload();
        await page.getByRole("button", { name: texts.open, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: texts.open });
        await dialog.getByRole("combobox").fill(email);
        const option = optionFor(dialog, email);
        await option.waitFor();
        for (const part of [dialog, option, dialog.getByRole("button", { name: texts.close })]) {
          const box = (await part.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        }
        await expectNoSidewaysScroll(page);
        await option.tap();
        await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/user/${email}`);

        await page.getByRole("button", { name: texts.open, exact: true }).click();
        await dialog.getByRole("combobox").fill(texts.typed);
        await dialog.getByRole("option", { name: texts.screen }).waitFor();
        await page.keyboard.press("Enter");
        await page.waitForURL(/\/firmware$/);
      } finally {
        await context.close();
      }
    },
  );
});
