import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ADMIN, axeViolations, latestMail, launchBrowser, startServer, type E2eServer } from "./harness";

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

describe("not found", () => {
  test("an unknown path shows Home and a Support mailto from the theme", async () => {
    await page.goto(`${server.url}/this/does/not/exist`);
    const support = page.getByRole("link", { name: "Support" });
    await support.waitFor();
    const theme = (await (await fetch(`${server.url}/api:1/theme`)).json()) as { support_email_account?: string };
    expect(await support.getAttribute("href")).toBe(`mailto:${theme.support_email_account}`);
    expect(await page.getByRole("link", { name: "Home" }).isVisible()).toBe(true);
  });
});

describe("password reset", () => {
  test("an expired or unknown link says so", async () => {
    await page.goto(`${server.url}/reset/not-a-real-code/en`);
    await page.getByLabel(/^New password/).fill("Another123");
    await page.getByLabel("Confirm new password").fill("Another123");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("The link is valid 24 hours or until a new password is set.").isVisible()).toBe(true);
  });

  test("the whole flow: request, e-mailed link, new password, sign in with it", async () => {
    await page.goto(`${server.url}/reset`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.waitForURL(`${server.url}/login`);
    await expect.poll(() => page.getByText("Check your e-mail").isVisible()).toBe(true);

    const link = /https?:\/\/\S+\/reset\/[^\s/]+\/[a-zA-Z-]+/.exec(latestMail(server.mailDir))?.[0];
    expect(link).toBeDefined();
    await page.goto(`${server.url}${new URL(link!).pathname}`);
    await page.getByLabel(/^New password/).fill("Brand-new-42");
    await page.getByLabel("Confirm new password").fill("Brand-new-42");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Password Changed").isVisible()).toBe(true);

    await page.goto(`${server.url}/login`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill("Brand-new-42");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${server.url}/device`);
    expect(new URL(page.url()).pathname).toBe("/device");
  });
});

describe("accessibility of the public pages", () => {
  const pages = ["/login", "/reset", "/legal", "/reset/some-code/{lang}", "/welcome/{lang}", "/claim/{lang}", "/404"];
  for (const lang of ["en", "zh-TW"]) {
    test.each(pages)(`%s has no axe violations in ${lang}`, async (path) => {
      await page.addInitScript((language) => localStorage.setItem("lang", language), lang);
      await page.goto(`${server.url}${path.replace("{lang}", lang)}`);
      await page.locator("main").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.lang || document.querySelector("[lang]")?.getAttribute("lang"))).toBeTruthy();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
