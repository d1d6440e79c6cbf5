import { describe, expect, test } from "vitest";
import { ADMIN, axeViolations, latestMail, setupE2eSession } from "./harness";

const session = setupE2eSession();

describe("not found", () => {
  test("an unknown path shows Home and a Support mailto from the theme", async () => {
    await session.page.goto(`${session.server.url}/this/does/not/exist`);
    const support = session.page.getByRole("link", { name: "Support" });
    await support.waitFor();
    const theme = (await (await fetch(`${session.server.url}/api:1/theme`)).json()) as {
      support_email_account?: string;
    };
    expect(await support.getAttribute("href")).toBe(`mailto:${theme.support_email_account}`);
    expect(await session.page.getByRole("link", { name: "Home" }).isVisible()).toBe(true);
  });
});

describe("the served app", () => {
  test("sends every script compressed and starting with V8's compile hint, and the page loads them without errors", async () => {
    const errors: string[] = [];
    session.page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const scripts: { url: string; encoding: string | undefined }[] = [];
    session.page.on("response", (response) => {
      if (response.url().endsWith(".js")) {
        scripts.push({ url: response.url(), encoding: response.headers()["content-encoding"] });
      }
    });
    await session.page.goto(`${session.server.url}/login`);
    await session.page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(scripts.length).toBeGreaterThan(1);
    // The device list's chunk (chunking.ts) is for signed-in operators only.
    expect(scripts.filter((script) => /\/first-screen-[\w-]+\.js$/.test(script.url))).toEqual([]);
    for (const script of scripts) {
      const text = await (await fetch(script.url)).text();
      expect(text.split("\n", 1)[0], script.url).toBe("//# allFunctionsCalledOnLoad");
      if (text.length > 1024) expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
    }
    expect(errors).toEqual([]);
  });
});

describe("password reset", () => {
  test("an expired or unknown link says so", async () => {
    await session.page.goto(`${session.server.url}/reset/not-a-real-code/en`);
    await session.page.getByLabel(/^New password/).fill("Another123");
    await session.page.getByLabel("Confirm new password").fill("Another123");
    await session.page.getByRole("button", { name: "Change password" }).click();
    await expect
      .poll(() => session.page.getByText("The link is valid 24 hours or until a new password is set.").isVisible())
      .toBe(true);
  });

  test("the whole flow: request, e-mailed link, new password, sign in with it", async () => {
    await session.page.goto(`${session.server.url}/reset`);
    await session.page.getByLabel("Email").fill(ADMIN.email);
    await session.page.getByRole("button", { name: "Send reset link" }).click();
    await session.page.waitForURL(`${session.server.url}/login`);
    await expect.poll(() => session.page.getByText("Check your e-mail").isVisible()).toBe(true);

    // The server answers first and writes the e-mail just after.
    const mailed = () => {
      try {
        return latestMail(session.server.mailDir);
      } catch {
        return "";
      }
    };
    await expect.poll(mailed).toMatch(/\/reset\//);
    const link = /https?:\/\/\S+\/reset\/[^\s/]+\/[a-zA-Z-]+/.exec(mailed())?.[0];
    expect(link).toBeDefined();
    await session.page.goto(`${session.server.url}${new URL(link!).pathname}`);
    await session.page.getByLabel(/^New password/).fill("Brand-new-42");
    await session.page.getByLabel("Confirm new password").fill("Brand-new-42");
    await session.page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => session.page.getByText("Password Changed").isVisible()).toBe(true);

    await session.page.goto(`${session.server.url}/login`);
    await session.page.getByLabel("Email").fill(ADMIN.email);
    await session.page.getByLabel("Password").fill("Brand-new-42");
    await session.page.getByRole("button", { name: "Sign In" }).click();
    await session.page.waitForURL(`${session.server.url}/device`);
    expect(new URL(session.page.url()).pathname).toBe("/device");
  });
});

describe("accessibility of the public pages", () => {
  const pages = ["/login", "/reset", "/legal", "/reset/some-code/{lang}", "/welcome/{lang}", "/claim/{lang}", "/404"];
  for (const lang of ["en", "zh-TW"]) {
    test.each(pages)(`%s has no axe violations in ${lang}`, async (path) => {
      await session.page.addInitScript((language) => localStorage.setItem("lang", language), lang);
      await session.page.goto(`${session.server.url}${path.replace("{lang}", lang)}`);
      await session.page.locator("main").first().waitFor();
      await session.page.waitForLoadState("networkidle");
      expect(
        await session.page.evaluate(
          () => document.documentElement.lang || document.querySelector("[lang]")?.getAttribute("lang"),
        ),
      ).toBeTruthy();
      expect(await axeViolations(session.page)).toEqual([]);
    });
  }
});
