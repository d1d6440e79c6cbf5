import { describe, expect, test } from "vitest";
import { ADMIN, signIn, setupE2eSession } from "./harness";

const session = setupE2eSession();

describe("signing in", () => {
  test("a wrong password shows the failure card, then the right one opens the device list", async () => {
    await session.page.goto(`${session.server.url}/login`);
    await session.page.getByLabel("Email").fill(ADMIN.email);
    await session.page.getByLabel("Password").fill("wrong-password");
    await session.page.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => session.page.getByText("Sign-in failed").isVisible()).toBe(true);
    expect(session.page.url()).toBe(`${session.server.url}/login`);

    await session.page.getByLabel("Password").fill(ADMIN.password);
    await session.page.getByRole("button", { name: "Sign In" }).click();
    await session.page.waitForURL(`${session.server.url}/device`);
    await expect.poll(() => session.page.getByRole("heading", { name: "Devices" }).isVisible()).toBe(true);
    expect(
      await session.page.evaluate(() => [
        localStorage.getItem("user"),
        Boolean(localStorage.getItem("token")),
        Boolean(localStorage.getItem("uid")),
      ]),
    ).toEqual([ADMIN.email, true, true]);
    const cookies = await session.context.cookies();
    const token = await session.page.evaluate(() => localStorage.getItem("token"));
    // The cookie only says that a session exists; the bearer token is in no cookie.
    expect(cookies.map((c) => c.value).join(" ")).not.toContain(token);
    const cookie = cookies.find((c) => c.name === "signedIn");
    expect(cookie?.value).toBe("1");
    expect(cookie?.sameSite).toBe("Strict");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
  });

  test("the sign-in page loads the device list's code only once the operator starts typing", async () => {
    const scripts: string[] = [];
    session.page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await session.page.goto(`${session.server.url}/login`);
    await session.page.getByLabel("Email").waitFor();
    await session.page.waitForLoadState("networkidle");
    const shellChunk = (name: string) => /\/assets\/(shell|first-screen)-[\w-]+\.js$/.test(name);
    expect(scripts.filter(shellChunk)).toEqual([]);
    await session.page.getByLabel("Email").pressSequentially("a");
    await expect.poll(() => scripts.filter(shellChunk).length).toBeGreaterThan(0);
  });

  test("a deep link without a session goes to sign-in and back to the link after it", async () => {
    await session.page.goto(`${session.server.url}/user/someone@example.com`);
    await session.page.waitForURL(/\/login\?next=/);
    await session.page.getByLabel("Email").fill(ADMIN.email);
    await session.page.getByLabel("Password").fill(ADMIN.password);
    await session.page.getByRole("button", { name: "Sign In" }).click();
    await session.page.waitForURL(`${session.server.url}/user/someone@example.com`);
    expect(await session.page.getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");
  });

  test("a signed-in operator who opens /login lands on the device list", async () => {
    await signIn(session.page, session.server.url);
    await session.page.goto(`${session.server.url}/login`);
    await session.page.waitForURL(`${session.server.url}/device`);
    expect(new URL(session.page.url()).pathname).toBe("/device");
  });

  test("an invalid path inside the shell goes to the device list", async () => {
    await signIn(session.page, session.server.url);
    await session.page.goto(`${session.server.url}/no-such-screen`);
    await session.page.waitForURL(`${session.server.url}/device`);
    expect(new URL(session.page.url()).pathname).toBe("/device");
  });

  test("a tampered token shows the out-of-date message and returns to sign-in with login data cleared", async () => {
    await signIn(session.page, session.server.url);
    await session.page.evaluate(() => localStorage.setItem("token", "tampered"));
    await session.page.reload();
    await session.page.waitForURL(`${session.server.url}/login`);
    const notice = session.page
      .getByRole("alert")
      .filter({ hasText: "Your authentication is out of date. Please log in and try again." });
    await notice.waitFor();
    expect(await session.page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    // An alert that stays until dismissed, not a toast that is gone after a few seconds.
    await session.page.waitForTimeout(5000);
    expect(await notice.isVisible()).toBe(true);
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect.poll(() => notice.count()).toBe(0);
  });

  test("a token check that fails other than with 403 leads to not-found, with login data cleared", async () => {
    await signIn(session.page, session.server.url);
    await session.page.route("**/api:1/admin", (route) => route.fulfill({ status: 500, body: "{}" }));
    try {
      await session.page.reload();
      await session.page.waitForURL(`${session.server.url}/404`);
      expect(await session.page.evaluate(() => localStorage.getItem("token"))).toBeNull();
      await session.page.getByRole("heading", { level: 1 }).waitFor();
    } finally {
      await session.page.unroute("**/api:1/admin");
    }
  });

  test("a token check that gets no answer (cancelled, or the server unreachable) signs nobody out", async () => {
    await signIn(session.page, session.server.url);
    await session.page.route("**/api:1/admin", (route) => route.abort("failed"));
    try {
      const checkFailed = session.page.waitForEvent("requestfailed", (request) => request.url().endsWith("/admin"));
      await session.page.reload();
      await checkFailed;
      await session.page.locator('[data-slot="data-table-row"]').first().waitFor();
      // Time for the failed check to reach the shell, which used to sign out and go to /404 here.
      await session.page.waitForTimeout(500);
      expect(new URL(session.page.url()).pathname).toBe("/device");
      expect(await session.page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
    } finally {
      await session.page.unroute("**/api:1/admin");
    }
  });

  test("at / without a session, a theme with a company site sends the visitor there", async () => {
    const { browser, server } = session;
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      let companyUrl = `${server.url}/legal`;
      await page.route("**/api:1/theme", async (route) => {
        const answer = await route.fetch();
        await route.fulfill({ response: answer, json: { ...(await answer.json()), company_url: companyUrl } });
      });
      await page.goto(`${server.url}/`);
      await page.waitForURL(companyUrl);
      // Without one, or with one that is not a web address, / leads to sign-in.
      for (const other of ["", "javascript:alert(1)"]) {
        companyUrl = other;
        await page.goto(`${server.url}/`);
        await page.waitForURL(`${server.url}/login`);
      }
    } finally {
      await context.close();
    }
  });

  test("signing out clears login data, ends the session on the server, and the guard then refuses the shell", async () => {
    await signIn(session.page, session.server.url);
    const token = await session.page.evaluate(() => localStorage.getItem("token"));
    const check = () =>
      fetch(`${session.server.url}/api:1/admin`, { headers: { Authorization: `Bearer ${token}` } }).then(
        (answer) => answer.status,
      );
    expect(await check()).toBe(204);
    await session.page.getByRole("button", { name: /admin@example.com/ }).click();
    await session.page.getByRole("menuitem", { name: "Sign Out" }).click();
    await session.page.waitForURL(`${session.server.url}/login`);
    expect(await session.page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    // A copy of the token, taken before Sign Out, no longer works.
    await expect.poll(check).toBe(403);
    await session.page.goto(`${session.server.url}/device`);
    await session.page.waitForURL(/\/login\?next=%2Fdevice/);
  });

  test("past five failed sign-ins the server holds an account back, and the card says how long to wait", async () => {
    const { page } = session;
    await page.goto(`${session.server.url}/login`);
    // An account of its own, so the other tests' sign-ins are not held back.
    await page.getByLabel("Email").fill("held-back@example.com");
    await page.getByLabel("Password").fill("wrong-password");
    const attempt = async () => {
      const answer = page.waitForResponse(
        (response) => response.url().endsWith("/api:1/session") && response.request().method() === "POST",
      );
      await page.getByRole("button", { name: "Sign In" }).click();
      return (await answer).status();
    };
    for (let failure = 1; failure <= 5; failure += 1) expect(await attempt()).toBe(401);
    expect(await attempt()).toBe(429);
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toMatch(/Too many attempts\. Please try again in (29|30) seconds\./);
  });

  test("an operator can sign in with the keyboard alone", async () => {
    await session.page.goto(`${session.server.url}/login`);
    await session.page.getByLabel("Email").focus();
    await session.page.keyboard.type(ADMIN.email);
    await session.page.keyboard.press("Tab");
    await session.page.keyboard.type(ADMIN.password);
    await session.page.keyboard.press("Enter");
    await session.page.waitForURL(`${session.server.url}/device`);
    expect(new URL(session.page.url()).pathname).toBe("/device");
  });
});

describe("language", () => {
  test("switching to Chinese translates the shell and survives a reload", async () => {
    await signIn(session.page, session.server.url);
    await session.page.getByRole("button", { name: /English/ }).click();
    await session.page
      .getByRole("menuitemradio", { name: "Chinese" })
      .or(session.page.getByRole("menuitem", { name: "Chinese" }))
      .click();
    await expect.poll(() => session.page.evaluate(() => localStorage.getItem("lang"))).toBe("zh-TW");
    await session.page.reload();
    await expect.poll(() => session.page.getByRole("link", { name: "裝置" }).isVisible()).toBe(true);
  });
});
