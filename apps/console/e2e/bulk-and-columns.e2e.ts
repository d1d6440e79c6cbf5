import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectNoSidewaysScroll, PHONE, phonePage } from "./phone";
import { ADMIN, apiGet as apiGetAt, setupE2eSession, signIn } from "./harness";

const session = setupE2eSession();
const apiGet = <T>(page: Page, path: string) => apiGetAt<T>(page, session.server.url, path);

type WireDevice = { identity?: string; sn?: string; locked?: boolean | number | string };
const identityOf = (device: WireDevice) => String(device.identity ?? device.sn);
const isLocked = (device: WireDevice) => device.locked === true || device.locked === 1 || device.locked === "true";

/** The screenshots for the docs, written only when asked: `UPDATE_DOCS_SCREENSHOTS=1`. */
const SCREENSHOTS = {
  bulkLock: fileURLToPath(new URL("../../../docs/screenshots/bulk-lock.png", import.meta.url)),
  bulkLockPhone: fileURLToPath(new URL("../../../docs/screenshots/bulk-lock-phone.png", import.meta.url)),
  columns: fileURLToPath(new URL("../../../docs/screenshots/columns-and-density.png", import.meta.url)),
  live: fileURLToPath(new URL("../../../docs/screenshots/live-device-list.png", import.meta.url)),
};

async function docsScreenshot(page: Page, path: string) {
  if (process.env.UPDATE_DOCS_SCREENSHOTS) {
    mkdirSync(dirname(path), { recursive: true });
    // Animations finished: a dialog or menu caught while it fades in is not what the operator reads.
    await page.screenshot({ path, animations: "disabled" });
  }
}

/** Runs `work` in a signed-in 390-px phone page that speaks `language`, and closes the page's context after. */
async function onPhoneIn(language: string, work: (page: Page) => Promise<void>) {
  const { context, page } = await phonePage(session.browser);
  try {
    await signIn(page, session.server.url);
    await page.evaluate((lang) => localStorage.setItem("lang", lang), language);
    await page.reload();
    await work(page);
  } finally {
    await context.close();
  }
}

/** An element the flow needs lies within the window from left to right. */
async function expectInWindow(locator: Locator, width = PHONE.width) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  expect(box.x, `${locator} starts at ${box.x}`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator} ends at ${box.x + box.width}`).toBeLessThanOrEqual(width);
}

/** The device list's texts in each language, as packages/console/src/i18n/locales has them. */
const TEXTS = {
  en: {
    select: (sn: string) => `Select device ${sn}`,
    selected: (n: number) => `${n} devices selected`,
    lock: (n: number) => `Lock ${n} devices`,
    question: (n: number) => `Lock ${n} devices?`,
    devices: "Devices to lock",
    done: (n: number) => `${n} devices locked`,
    results: "Results",
    locked: "Locked",
    close: "Close",
    columns: "Columns",
    compact: "Compact rows",
    model: "Model",
    ssid: "WiFi SSID",
    sn: "SN",
  },
  "zh-TW": {
    select: (sn: string) => `選取裝置 ${sn}`,
    selected: (n: number) => `已選取 ${n} 台裝置`,
    lock: (n: number) => `鎖定 ${n} 台裝置`,
    question: (n: number) => `要鎖定 ${n} 台裝置嗎？`,
    devices: "要鎖定的裝置",
    done: (n: number) => `已鎖定 ${n} 台裝置`,
    results: "結果",
    locked: "已鎖定",
    close: "關閉",
    columns: "欄位",
    compact: "緊湊列",
    model: "型號",
    ssid: "WiFi SSID",
    sn: "序號",
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const rows = (page: Page) => page.locator('[data-slot="data-table-row"]');
const rowOf = (page: Page, sn: string) => page.locator(`[data-slot="data-table-row"]:has([data-device-sn="${sn}"])`);

/** The serial numbers of the rows that offer a checkbox (the unlocked devices), in the table's order. */
async function selectableSerialNumbers(page: Page): Promise<string[]> {
  await rows(page).first().waitFor();
  return page
    .locator('[data-slot="data-table-row"]:has([data-slot="data-table-select"]) [data-device-sn]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-device-sn") ?? ""));
}

/** The column headers' texts, in order (the selection and details columns have none). */
async function headerTexts(page: Page): Promise<string[]> {
  const headers = page.locator('[data-slot="data-table"] thead th');
  await headers.first().waitFor();
  return (await headers.allTextContents()).map((text) => text.trim()).filter(Boolean);
}

/** Whether the server holds the device locked, read as the console reads the list. */
async function lockedOnServer(page: Page, sn: string): Promise<boolean> {
  const { devices } = await apiGet<{ devices: WireDevice[] }>(
    page,
    `/devices?limit=5&offset=0&identity=${encodeURIComponent(sn)}`,
  );
  const device = devices.find((candidate) => identityOf(candidate) === sn);
  if (!device) throw new Error(`the server has no device ${sn}`);
  return isLocked(device);
}

/** Selects the devices by their rows' checkboxes; the bar then counts them. */
async function selectDevices(page: Page, texts: Texts, serialNumbers: readonly string[]) {
  for (const sn of serialNumbers) await page.getByRole("checkbox", { name: texts.select(sn), exact: true }).click();
  await page.getByText(texts.selected(serialNumbers.length), { exact: true }).waitFor();
}

/** Opens the bulk lock's question from the bar; it lists the selected serial numbers. */
async function askToLock(page: Page, texts: Texts, serialNumbers: readonly string[]): Promise<Locator> {
  await page.getByRole("button", { name: texts.lock(serialNumbers.length), exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: texts.question(serialNumbers.length) });
  await dialog.waitFor();
  expect(await dialog.getByRole("list", { name: texts.devices }).getByRole("listitem").allTextContents()).toEqual(
    serialNumbers,
  );
  return dialog;
}

/** Confirms in the dialog (its button has the bar's name) and waits for the summary: every device locked. */
async function confirmAndWaitForSummary(page: Page, texts: Texts, serialNumbers: readonly string[]): Promise<Locator> {
  const count = serialNumbers.length;
  await page
    .getByRole("alertdialog", { name: texts.question(count) })
    .getByRole("button", { name: texts.lock(count), exact: true })
    .click();
  const summary = page.getByRole("alertdialog", { name: texts.done(count) });
  await summary.waitFor();
  await expect
    .poll(() => summary.getByRole("list", { name: texts.results }).getByRole("listitem").allTextContents())
    .toEqual(serialNumbers.map((sn) => `${sn}${texts.locked}`));
  return summary;
}

describe("the live device list", () => {
  test("says how long ago it was updated, and Refresh brings it back to now", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await rows(page).first().waitFor();
    const line = page.locator("[data-slot=refresh-status] p");
    await expect.poll(() => line.textContent()).toBe("Updated now");
    // The line is worded again every 10 s; the list itself refreshes every 30 s.
    await expect.poll(() => line.textContent(), { timeout: 20_000 }).toMatch(/^Updated \d+ seconds? ago$/);
    const refresh = page.getByRole("button", { name: "Refresh" });
    expect(await refresh.isVisible()).toBe(true);
    // The pointer rests on the heading, not on a column header it happened to land on.
    await page.getByRole("heading", { name: "Devices" }).hover();
    await docsScreenshot(page, SCREENSHOTS.live);

    const asked = page.waitForRequest((request) => request.url().includes("/api:1/devices?"));
    await refresh.click();
    await asked;
    await expect.poll(() => line.textContent()).toBe("Updated now");
  }, 60_000);
});

describe("columns and density against the reference server", () => {
  /** Opens the Columns menu and hides Model and WiFi SSID; the menu stays open for more. */
  async function hideModelAndSsid(page: Page, texts: Texts): Promise<Locator> {
    await page.getByRole("button", { name: texts.columns, exact: true }).click();
    const menu = page.getByRole("menu", { name: texts.columns });
    await menu.waitFor();
    for (const name of [texts.model, texts.ssid]) {
      const item = menu.getByRole("menuitemcheckbox", { name, exact: true });
      expect(await item.getAttribute("aria-checked")).toBe("true");
      await item.click();
      await expect.poll(() => item.getAttribute("aria-checked")).toBe("false");
    }
    return menu;
  }

  const density = (page: Page) => page.locator('[data-slot="data-table"]').getAttribute("data-density");

  test("two columns hidden and compact rows are kept across a reload and a new sign-in, for this operator", async () => {
    const { page, server } = session;
    const texts = TEXTS.en;
    await signIn(page, server.url);
    // The reference server has one operator account, so no second one signs in here; what this browser keeps for
    // another e-mail (someone who signed in on it before) is theirs, and this operator opens the default view.
    await page.evaluate(() =>
      localStorage.setItem(
        "oc:table:devices:someone.else@example.com",
        JSON.stringify({ hidden: ["firmware_version"], density: "compact" }),
      ),
    );
    await page.reload();
    await rows(page).first().waitFor();
    expect(await density(page)).toBe("comfortable");
    const before = await headerTexts(page);
    expect(before).toEqual(expect.arrayContaining([texts.sn, texts.model, texts.ssid, "Firmware Ver."]));
    const comfortableHeight = (await rows(page).first().boundingBox())!.height;

    const menu = await hideModelAndSsid(page, texts);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect
      .poll(() => headerTexts(page))
      .toEqual(before.filter((text) => text !== texts.model && text !== texts.ssid));
    const compact = page.getByRole("button", { name: texts.compact, exact: true });
    expect(await compact.getAttribute("aria-pressed")).toBe("false");
    await compact.click();
    await expect.poll(() => compact.getAttribute("aria-pressed")).toBe("true");
    expect(await density(page)).toBe("compact");
    expect((await rows(page).first().boundingBox())!.height).toBeLessThan(comfortableHeight);

    // The menu open over the compact rows, for the docs.
    await page.getByRole("button", { name: texts.columns, exact: true }).click();
    await page.getByRole("menu", { name: texts.columns }).waitFor();
    await docsScreenshot(page, SCREENSHOTS.columns);
    await page.keyboard.press("Escape");

    // Kept per operator: under a key that carries the signed-in e-mail.
    expect(
      JSON.parse(
        (await page.evaluate((key) => localStorage.getItem(key), `oc:table:devices:${ADMIN.email}`)) ?? "null",
      ),
    ).toEqual({ hidden: ["model", "ssid"], density: "compact" });

    const expectKept = async () => {
      await rows(page).first().waitFor();
      await expect.poll(() => headerTexts(page)).not.toContain(texts.model);
      expect(await headerTexts(page)).not.toContain(texts.ssid);
      expect(await headerTexts(page)).toContain(texts.sn);
      expect(await page.getByRole("button", { name: texts.compact, exact: true }).getAttribute("aria-pressed")).toBe(
        "true",
      );
      expect(await density(page)).toBe("compact");
      await page.getByRole("button", { name: texts.columns, exact: true }).click();
      const reopened = page.getByRole("menu", { name: texts.columns });
      expect(await reopened.getByRole("menuitemcheckbox", { name: texts.model }).getAttribute("aria-checked")).toBe(
        "false",
      );
      await page.keyboard.press("Escape");
      await reopened.waitFor({ state: "detached" });
    };
    await page.reload();
    await expectKept();

    // Signing out keeps it for this operator's next sign-in.
    await page.getByRole("button", { name: ADMIN.email }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(/\/login/);
    await signIn(page, server.url);
    await expectKept();
  });

  test.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])(
    "on a 390-px phone in %s the Columns menu fits, and the choice survives a reload",
    async (language) => {
      const texts = TEXTS[language];
      await onPhoneIn(language, async (page) => {
        await rows(page).first().waitFor();
        const columns = page.getByRole("button", { name: texts.columns, exact: true });
        await expectInWindow(columns);
        const compact = page.getByRole("button", { name: texts.compact, exact: true });
        await expectInWindow(compact);

        const menu = await hideModelAndSsid(page, texts);
        await expectInWindow(menu);
        for (const item of await menu.getByRole("menuitemcheckbox").all()) await expectInWindow(item);
        await expectNoSidewaysScroll(page);
        await page.keyboard.press("Escape");
        await menu.waitFor({ state: "detached" });
        await compact.click();
        await expect.poll(() => compact.getAttribute("aria-pressed")).toBe("true");
        await expectNoSidewaysScroll(page);

        await page.reload();
        await rows(page).first().waitFor();
        await expect.poll(() => headerTexts(page)).not.toContain(texts.model);
        expect(await headerTexts(page)).toContain(texts.sn);
        expect(await compact.getAttribute("aria-pressed")).toBe("true");
        expect(await density(page)).toBe("compact");
        await expectNoSidewaysScroll(page);
      });
    },
    60_000,
  );
});

describe("bulk lock against the reference server", () => {
  // zh-TW first: nothing is locked yet by this file, so its screenshot shows the selected rows at the top of the list.
  test.each(["zh-TW", "en"] as const)(
    "on a 390-px phone in %s the bar, the question and the summary fit, and the devices end up locked",
    async (language) => {
      const texts = TEXTS[language];
      await onPhoneIn(language, async (page) => {
        await page.getByRole("button", { name: texts.columns, exact: true }).waitFor();
        const chosen = (await selectableSerialNumbers(page)).slice(0, 2);
        expect(chosen).toHaveLength(2);

        for (const sn of chosen)
          await expectInWindow(page.getByRole("checkbox", { name: texts.select(sn), exact: true }));
        await selectDevices(page, texts, chosen);
        const bar = page.locator('[data-slot="bulk-lock-bar"]');
        await expectInWindow(bar);
        await expectInWindow(bar.getByText(texts.selected(2), { exact: true }));
        const lock = bar.getByRole("button", { name: texts.lock(2), exact: true });
        await expectInWindow(lock);
        await expectNoSidewaysScroll(page);
        if (language === "zh-TW") {
          await bar.evaluate((element) => element.scrollIntoView({ block: "center" }));
          await docsScreenshot(page, SCREENSHOTS.bulkLockPhone);
        }

        const question = await askToLock(page, texts, chosen);
        await expectInWindow(question);
        await expectInWindow(question.getByRole("list", { name: texts.devices }));
        await expectInWindow(question.getByRole("button", { name: texts.lock(2), exact: true }));
        const summary = await confirmAndWaitForSummary(page, texts, chosen);
        await expectInWindow(summary);
        const close = summary.getByRole("button", { name: texts.close, exact: true });
        await expectInWindow(close);
        await expectNoSidewaysScroll(page);

        await close.click();
        await summary.waitFor({ state: "detached" });
        for (const sn of chosen) {
          await expect.poll(() => rowOf(page, sn).getByText(texts.locked, { exact: true }).isVisible()).toBe(true);
          expect(await lockedOnServer(page, sn)).toBe(true);
        }
        await expectNoSidewaysScroll(page);
      });
    },
    60_000,
  );

  test("three devices selected, locked through the dialog, shown locked and held locked by the server", async () => {
    const { page, server } = session;
    const texts = TEXTS.en;
    await signIn(page, server.url);
    const chosen = (await selectableSerialNumbers(page)).slice(0, 3);
    expect(chosen).toHaveLength(3);
    for (const sn of chosen) expect(await lockedOnServer(page, sn)).toBe(false);

    await selectDevices(page, texts, chosen);
    // The page checkbox says how many of the page are selected; selecting locks nothing.
    const pageBox = page.getByRole("checkbox", { name: /^Select the page's \d+ unlocked devices, 3 selected$/ });
    expect(await pageBox.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await askToLock(page, texts, chosen);
    for (const sn of chosen) expect(await lockedOnServer(page, sn)).toBe(false);

    const summary = await confirmAndWaitForSummary(page, texts, chosen);
    expect(await summary.getByRole("status").textContent()).toContain("3 of 3 done");
    const close = summary.getByRole("button", { name: texts.close });
    await expect.poll(() => close.evaluate((element) => element === document.activeElement)).toBe(true);
    await docsScreenshot(page, SCREENSHOTS.bulkLock);

    await close.click();
    await summary.waitFor({ state: "detached" });
    for (const sn of chosen) {
      await expect.poll(() => rowOf(page, sn).getByText(texts.locked, { exact: true }).isVisible()).toBe(true);
      expect(await rowOf(page, sn).getByRole("checkbox").count()).toBe(0);
      expect(await lockedOnServer(page, sn)).toBe(true);
    }
    expect(await page.getByText(/devices? selected$/).count()).toBe(0);

    // A reload reads the list again from the server: still locked, still without a checkbox.
    await page.reload();
    await rows(page).first().waitFor();
    for (const sn of chosen) {
      await expect.poll(() => rowOf(page, sn).getByText(texts.locked, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("checkbox", { name: texts.select(sn), exact: true }).count()).toBe(0);
    }
  });

  // The reference server's DELETE /devices/{id} answers 204 for a device that is already locked (the UPDATE matches
  // the row either way) and 404 only for one that does not exist, and nothing removes a device: no single lock fails
  // against it, so the partial failure ("2 of 4 devices locked", Retry) is covered by the stories, not here. What the
  // real server does decide is this: a device locked by someone else after it was selected is reported locked.
  test("a device another session locks while the question is open is reported locked, not failed", async () => {
    const { browser, page, server } = session;
    const texts = TEXTS.en;
    await signIn(page, server.url);
    const chosen = (await selectableSerialNumbers(page)).slice(0, 2);
    expect(chosen).toHaveLength(2);
    await selectDevices(page, texts, chosen);
    await askToLock(page, texts, chosen);

    // Another session (a second browser, signed in on its own) locks the first of them with its lock button.
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    other.setDefaultTimeout(10_000);
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, server.url);
      await otherPage.goto(`${server.url}/device/${encodeURIComponent(chosen[0]!)}`);
      await otherPage.getByRole("button", { name: `Lock device ${chosen[0]}` }).click();
      await otherPage.getByRole("alertdialog").getByRole("button", { name: "Lock", exact: true }).click();
      await expect
        .poll(() => rowOf(otherPage, chosen[0]!).getByText(texts.locked, { exact: true }).isVisible())
        .toBe(true);
    } finally {
      await other.close();
    }
    expect(await lockedOnServer(page, chosen[0]!)).toBe(true);

    const summary = await confirmAndWaitForSummary(page, texts, chosen);
    expect(await summary.getByRole("button", { name: /^Retry/ }).count()).toBe(0);
    await summary.getByRole("button", { name: texts.close }).click();
    await summary.waitFor({ state: "detached" });
    for (const sn of chosen) expect(await lockedOnServer(page, sn)).toBe(true);
  });
});
