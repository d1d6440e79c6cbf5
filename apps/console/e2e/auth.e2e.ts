import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ADMIN, launchBrowser, signIn, startServer, type E2eServer } from "./harness";

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

describe("signing in", () => {
  test("a wrong password shows the failure card, then the right one opens the device list", async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => page.getByText("Sign-in failed").isVisible()).toBe(true);
    expect(page.url()).toBe(`${server.url}/login`);

    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${server.url}/device`);
    await expect.poll(() => page.getByRole("heading", { name: "Devices" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem("user"), Boolean(localStorage.getItem("token")), Boolean(localStorage.getItem("uid"))])).toEqual([ADMIN.email, true, true]);
    const cookie = (await context.cookies()).find((c) => c.name === "token");
    expect(cookie?.sameSite).toBe("Strict");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
  });

  test("a deep link without a session goes to sign-in and back to the link after it", async () => {
    await page.goto(`${server.url}/user/someone@example.com`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${server.url}/user/someone@example.com`);
    expect(await page.getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");
  });

  test("a signed-in operator who opens /login lands on the device list", async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/device`);
    expect(new URL(page.url()).pathname).toBe("/device");
  });

  test("an invalid path inside the shell goes to the device list", async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/no-such-screen`);
    await page.waitForURL(`${server.url}/device`);
    expect(new URL(page.url()).pathname).toBe("/device");
  });

  test("a tampered token shows the out-of-date message and returns to sign-in with login data cleared", async () => {
    await signIn(page, server.url);
    await page.evaluate(() => localStorage.setItem("token", "tampered"));
    await page.reload();
    await page.waitForURL(`${server.url}/login`);
    await expect.poll(() => page.getByText("Your authentication is out of date. Please log in and try again.").isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("signing out clears login data and the guard then refuses the shell", async () => {
    await signIn(page, server.url);
    await page.getByRole("button", { name: /admin@example.com/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto(`${server.url}/device`);
    await page.waitForURL(/\/login\?next=%2Fdevice/);
  });

  test("an operator can sign in with the keyboard alone", async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Email").focus();
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/device`);
    expect(new URL(page.url()).pathname).toBe("/device");
  });
});

describe("language", () => {
  test("switching to Chinese translates the shell and survives a reload", async () => {
    await signIn(page, server.url);
    await page.getByRole("button", { name: /English/ }).click();
    await page.getByRole("menuitemradio", { name: "Chinese" }).or(page.getByRole("menuitem", { name: "Chinese" })).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("lang"))).toBe("zh-TW");
    await page.reload();
    await expect.poll(() => page.getByRole("link", { name: "裝置" }).isVisible()).toBe(true);
  });
});
