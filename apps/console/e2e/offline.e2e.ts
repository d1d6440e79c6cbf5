import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { ADMIN, apiGet, axeViolations, setupE2eSession, signIn } from "./harness";

const session = setupE2eSession();

const PHONE = { width: 390, height: 844 };

/** The words of the strip that says the connection is lost. */
function bannerText(page: Page) {
  return page.locator("[data-slot=connection-banner] [role=status]").textContent();
}

/** "online" once the strip has gone (it then says, unseen, that the connection is back), or why it shows. */
function bannerState(page: Page) {
  return page.locator("[data-slot=connection-banner]").getAttribute("data-state");
}

/** The serial numbers in the device list's rows. */
async function shownSerialNumbers(page: Page): Promise<string[]> {
  const cells = page.locator("[data-slot=data-table-row] [data-device-sn]");
  await cells.first().waitFor();
  return cells.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-device-sn") ?? ""));
}

/** Presses Refresh once it can be pressed (it is busy while a read is under way). */
async function refresh(page: Page, name = "Refresh") {
  const button = page.getByRole("button", { name });
  await expect.poll(() => button.getAttribute("aria-disabled")).not.toBe("true");
  await button.click();
}

/** Marks the page: the mark is gone if the page reloads, so a test can show that recovering needed no reload. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __offlineMark?: boolean }).__offlineMark = true));
}

async function stillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __offlineMark?: boolean }).__offlineMark === true);
}

/** Nothing sticks out past the window's right edge. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Opens the theme editor's Legal tab and waits for its form, the block named `heading`. */
async function openLegal(page: Page, url: string, heading: string) {
  await page.goto(`${url}/theme/legal`);
  await page.getByRole("heading", { level: 2, name: heading }).first().waitFor();
  const block = page.getByRole("region", { name: heading });
  await block.getByRole("textbox").first().waitFor();
  return block;
}

/** The sidebar's link to a screen. */
function sidebarLink(page: Page, name: string) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
}

/** The alert a screen shows in its place when it could not be shown. */
function screenError(page: Page) {
  return page.getByRole("alert").filter({ hasText: "This screen could not be shown." });
}

/** A user the server lists, other than the built-in administrator: the user list's first page shows them. */
async function aCustomer(page: Page, url: string): Promise<string> {
  const answer = await apiGet<{ items: { email: string }[] }>(page, url, "/users?limit=20&offset=0");
  return answer.items.find((user) => user.email !== ADMIN.email)!.email;
}

describe("offline and unreachable, against the reference server", () => {
  test("offline, the device list stays with a banner; back online the banner goes and the list reads again, with no reload", async () => {
    const { page, context, server } = session;
    await signIn(page, server.url);
    const rows = await shownSerialNumbers(page);
    await expect.poll(() => page.getByText("Updated now").isVisible()).toBe(true);
    await markPage(page);

    await context.setOffline(true);
    await expect
      .poll(() => bannerText(page))
      .toBe("You are offline. The data shown may be out of date, and nothing can be saved until you are back online.");
    expect(await shownSerialNumbers(page)).toEqual(rows);
    expect(await axeViolations(page)).toEqual([]);

    // A refresh while offline fails and keeps the rows.
    await refresh(page);
    await expect.poll(() => page.getByText("Couldn't refresh;").isVisible()).toBe(true);
    expect(await shownSerialNumbers(page)).toEqual(rows);

    const readAgain = page.waitForRequest((request) => request.url().includes("/api:1/devices?"));
    await context.setOffline(false);
    await readAgain;
    await expect.poll(() => bannerState(page)).toBe("online");
    await expect.poll(() => page.getByText("Updated now").isVisible()).toBe(true);
    expect(await page.getByText("Couldn't refresh;").count()).toBe(0);
    expect(await shownSerialNumbers(page)).toEqual(rows);
    expect(await stillMarked(page)).toBe(true);
  });

  test("a legal save that fails offline says so and keeps the values; online, the same Save sends them", async () => {
    const { page, context, server } = session;
    await signIn(page, server.url);
    const block = await openLegal(page, server.url, "Legal policies");
    await block.getByLabel("Title").fill("Terms written offline");
    await block.getByLabel("Body").fill("Kept while the connection was down.");
    await markPage(page);

    await context.setOffline(true);
    await expect.poll(() => bannerText(page)).toMatch(/^You are offline\./);
    await block.getByRole("button", { name: "Save" }).click();
    const alert = block.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Could not save Legal policies");
    expect(await alert.textContent()).toContain("You are offline. Try again once you are back online.");
    expect(await block.getByLabel("Title").inputValue()).toBe("Terms written offline");
    expect(await block.getByLabel("Body").inputValue()).toBe("Kept while the connection was down.");
    expect(await block.getByRole("button", { name: "Save" }).isEnabled()).toBe(true);

    await context.setOffline(false);
    await expect.poll(() => bannerState(page)).toBe("online");
    await block.getByRole("button", { name: "Save" }).click();
    await page.getByText("Legal saved").waitFor();
    await expect.poll(() => block.getByRole("alert").count()).toBe(0);
    const stored = await (await fetch(`${server.url}/api:1/term_of_service`)).json();
    expect(stored).toMatchObject({ title: "Terms written offline", body: "Kept while the connection was down." });
    expect(await stillMarked(page)).toBe(true);
  });

  test("when the server stops answering the banner says it cannot be reached, and Retry recovers once it answers", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const rows = await shownSerialNumbers(page);
    await expect.poll(() => page.getByText("Updated now").isVisible()).toBe(true);

    // The server gives no answer at all: every call to it fails as a dropped connection would.
    await page.route("**/api:1/**", (route) => route.abort("connectionrefused"));
    await refresh(page);
    await expect.poll(() => bannerText(page)).toBe("The server cannot be reached. The data shown may be out of date.");
    expect(await shownSerialNumbers(page)).toEqual(rows);
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute("**/api:1/**");
    const readAgain = page.waitForRequest((request) => request.url().includes("/api:1/devices?"));
    await page.locator("[data-slot=connection-banner]").getByRole("button", { name: "Retry" }).click();
    await readAgain;
    await expect.poll(() => bannerState(page)).toBe("online");
    await expect.poll(() => page.getByText("Updated now").isVisible()).toBe(true);
  });

  test("in zh-TW on a 390-px phone: the banner fits and speaks Chinese, and an offline save recovers", async () => {
    const { page, context, server } = session;
    await page.setViewportSize(PHONE);
    await signIn(page, server.url);
    await page.evaluate(() => localStorage.setItem("lang", "zh-TW"));
    const block = await openLegal(page, server.url, "法律政策");
    await block.getByLabel("標題").fill("離線時撰寫的條款");
    await markPage(page);

    await context.setOffline(true);
    await expect
      .poll(() => bannerText(page))
      .toBe("您目前處於離線狀態。畫面上的資料可能不是最新的，恢復連線前無法儲存任何變更。");
    const strip = await page.locator("[data-slot=connection-banner]").boundingBox();
    expect(strip!.x).toBeGreaterThanOrEqual(0);
    expect(strip!.x + strip!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The strip sits above the screen's heading, not over it.
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(strip!.y + strip!.height).toBeLessThanOrEqual(heading!.y);
    expect(await axeViolations(page)).toEqual([]);

    await block.getByRole("button", { name: "儲存" }).click();
    const alert = block.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("您目前處於離線狀態，恢復連線後請再試一次。");
    expect(await block.getByLabel("標題").inputValue()).toBe("離線時撰寫的條款");

    await context.setOffline(false);
    await expect.poll(() => bannerState(page)).toBe("online");
    await block.getByRole("button", { name: "儲存" }).click();
    await page.getByText("法律條款已儲存").waitFor();
    expect(await stillMarked(page)).toBe(true);
  });

  test("a screen first opened offline shows its rows by itself once back online, with no reload and no Retry", async () => {
    const { page, context, server } = session;
    await signIn(page, server.url);
    await shownSerialNumbers(page);
    const email = await aCustomer(page, server.url);
    await markPage(page);

    await context.setOffline(true);
    await expect.poll(() => bannerText(page)).toMatch(/^You are offline\./);
    await sidebarLink(page, "Users").click();
    await screenError(page).waitFor();

    await context.setOffline(false);
    await page.getByRole("button", { name: `Delete ${email}` }).waitFor();
    expect(await screenError(page).count()).toBe(0);
    expect(await bannerState(page)).toBe("online");
    expect(await stillMarked(page)).toBe(true);
  });

  test("a screen whose code failed to load is tried again when its link is followed again", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await shownSerialNumbers(page);
    const email = await aCustomer(page, server.url);
    await markPage(page);

    // The screen's code does not arrive though the browser stays online (a dropped connection, a flaky proxy).
    const usersChunk = "**/assets/users-*.js";
    await page.route(usersChunk, (route) => route.abort("connectionreset"));
    await sidebarLink(page, "Users").click();
    await screenError(page).waitFor();

    await page.unroute(usersChunk);
    await sidebarLink(page, "Users").click();
    await page.getByRole("button", { name: `Delete ${email}` }).waitFor();
    expect(await screenError(page).count()).toBe(0);
    expect(await stillMarked(page)).toBe(true);
  });

  test("a dialog first opened offline opens by itself once back online, and the screen stays meanwhile", async () => {
    const { page, context, server } = session;
    await signIn(page, server.url);
    const email = await aCustomer(page, server.url);
    await sidebarLink(page, "Users").click();
    const remove = page.getByRole("button", { name: `Delete ${email}` });
    await remove.waitFor();
    await markPage(page);

    await context.setOffline(true);
    await expect.poll(() => bannerText(page)).toMatch(/^You are offline\./);
    // The dialog's code is asked for when it opens (or as its button is pointed at), and does not arrive.
    const dialogCodeFailed = page.waitForEvent("requestfailed", (request) =>
      /\/assets\/confirm-dialog-content-[^/]*\.js$/.test(request.url()),
    );
    await remove.click();
    await dialogCodeFailed;
    expect(await remove.isVisible()).toBe(true);
    expect(await screenError(page).count()).toBe(0);

    await context.setOffline(false);
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(email);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await remove.isVisible()).toBe(true);
    expect(await stillMarked(page)).toBe(true);
  });
});
