import { deflateSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { apiGet, axeViolations, setupE2eSession, signIn } from "./harness";

const session = setupE2eSession();

/** A real PNG of one colour, `size` pixels square (no image library: the format is small enough to write). */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The colour the page paints for the theme's primary colour, as the browser computes it. */
async function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--oc-primary").trim());
}

/** Saves a block and waits until the server took it: the block holds no unsaved changes any more. */
async function saveBlock(page: Page, block: ReturnType<Page["locator"]>) {
  await block.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => block.locator('[data-slot="unsaved-hint"]').count()).toBe(0);
}

/** Opens a tab of the editor and waits for its first block. */
async function openTab(page: Page, url: string, tab: string, heading: string) {
  await page.goto(`${url}/theme/${tab}`);
  await page.getByRole("heading", { level: 2, name: heading }).first().waitFor();
}

describe("the theme editor against the reference server", () => {
  test("a new primary colour re-tints the shell at once, with no reload", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await openTab(page, server.url, "general", "Brand");
    expect(await axeViolations(page)).toEqual([]);
    // A reload would lose this marker: it proves the page stayed the same document.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));

    const colour = page.getByLabel("Primary colour");
    await colour.fill("#0F766E");
    await page.getByRole("button", { name: "Save" }).first().click();
    await page.getByText("Theme saved").waitFor();

    await expect.poll(async () => (await primaryColour(page)).toLowerCase()).toBe("#0f766e");
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test("an uploaded logo shows on the sign-in page", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await openTab(page, server.url, "general", "Brand");
    const image = png(64, [200, 30, 30]);
    await page
      .getByLabel("Choose image")
      .first()
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: image });
    await page.getByRole("button", { name: "Save" }).first().click();
    await page.getByText("Theme saved").waitFor();

    // Signed out, the sign-in page loads the logo from /theme/logo.png: the bytes are the new image.
    const context = await session.browser.newContext();
    try {
      const visitor = await context.newPage();
      await visitor.goto(`${server.url}/login`);
      const logo = visitor.locator('img[src*="/theme/logo.png"]').first();
      await logo.waitFor();
      const src = await logo.getAttribute("src");
      const served = await (await fetch(new URL(src ?? "", server.url))).arrayBuffer();
      expect(Buffer.from(served).equals(image)).toBe(true);
      expect(await logo.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(64);
    } finally {
      await context.close();
    }
  });

  test("the welcome page shows the new web headline", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await openTab(page, server.url, "email", "Welcome template");
    const block = page.getByRole("region", { name: "Welcome template" });
    await block.getByLabel("Web page headline").fill("Welcome aboard, from the e2e test");
    await expect.poll(() => block.getByRole("figure").textContent()).toContain("Welcome aboard, from the e2e test");
    await block.getByRole("button", { name: "Save" }).click();
    await page.getByText("Theme saved").waitFor();

    await page.goto(`${server.url}/welcome/en`);
    await page.getByRole("heading", { name: "Welcome aboard, from the e2e test" }).waitFor();
  });

  test("sender settings with a scheme that is not smtp or smtps show the message and cannot be saved", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await openTab(page, server.url, "email", "Sender configuration");
    const block = page.getByRole("region", { name: "Sender configuration" });
    await block.getByLabel("Scheme").fill("http");
    await block.getByText("The scheme must end with smtp or smtps.").waitFor();
    expect(await block.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("saved legal text shows on /legal with the new last update", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const lastUpdate = async () =>
      Number((await apiGet<{ last_update: number | string }>(page, server.url, "/term_of_service")).last_update);
    const before = await lastUpdate();
    await openTab(page, server.url, "legal", "Legal policies");
    const block = page.getByRole("region", { name: "Legal policies" });
    await block.getByLabel("Title").fill("Terms of the e2e test");
    await block.getByLabel("Body").fill("Everything here was written by the e2e test.");
    await block.getByRole("button", { name: "Save" }).click();
    await page.getByText("Legal saved").waitFor();
    expect(await lastUpdate()).toBeGreaterThan(before);

    const today = new Date().toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });
    await page.goto(`${server.url}/legal`);
    await page.getByRole("heading", { name: "Terms of the e2e test" }).waitFor();
    await page.getByText("Everything here was written by the e2e test.").waitFor();
    expect(await page.locator("main").textContent()).toContain(today);
  });

  test("markup typed into every text field of the theme is shown as text, and no script runs", async () => {
    const { page, server } = session;
    const attack = "<img src=x onerror=alert(1)>";
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, server.url);
    for (const [tab, heading] of [
      ["general", "Brand"],
      ["app", "Mobile app"],
      ["email", "Basic settings"],
    ] as const) {
      await openTab(page, server.url, tab, heading);
      for (const block of await page.locator('[data-slot="theme-block"]').all()) {
        // The sender's settings are the mail server's, not the theme's, and refuse spaces by design.
        if ((await block.getByRole("heading", { name: "Sender configuration" }).count()) > 0) continue;
        const fields = block.locator('input[type="text"]:not([readonly]), input:not([type]), textarea');
        let filled = 0;
        for (const field of await fields.all()) {
          if (!(await field.isEditable())) continue;
          const name = await field.getAttribute("name");
          // The colour must stay a colour, and addresses must stay addresses, for the block to save at all.
          if (name === "primary_color") continue;
          await field.fill(attack);
          filled++;
        }
        if (filled === 0) continue;
        expect(await block.getByRole("button", { name: "Save" }).isDisabled(), `${tab}: a block refused the text`).toBe(
          false,
        );
        await saveBlock(page, block);
      }
    }
    for (const path of ["/theme/email", "/device", "/welcome/en", "/claim/en", "/login", "/legal", "/no-such-page"]) {
      await page.goto(`${server.url}${path}`);
      await page.locator("main").first().waitFor();
      await page.waitForLoadState("networkidle");
    }
    // The text arrived, as text, where end users read it.
    await page.goto(`${server.url}/welcome/en`);
    await page.getByText(attack).first().waitFor();
    await page.goto(`${server.url}/claim/en`);
    await page.getByText(attack).first().waitFor();
    expect(dialogs).toEqual([]);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // Three tabs of blocks saved one by one and seven pages visited: longer than one flow, on a slow machine too.
  }, 120_000);

  test("leaving a tab with unsaved changes asks first, and staying keeps them", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await openTab(page, server.url, "app", "Mobile app");
    await page.getByLabel("App name").fill("Unsaved app name");
    await page.getByRole("tab", { name: "Email & Web" }).click();
    const warning = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await warning.waitFor();
    await warning.getByRole("button", { name: "Stay" }).click();
    expect(await page.getByLabel("App name").inputValue()).toBe("Unsaved app name");
    expect(page.url()).toMatch(/\/theme\/app$/);

    // A link of the console's own navigation asks too; leaving goes on.
    await page.getByRole("link", { name: "Firmware List" }).first().click();
    await warning.waitFor();
    await warning.getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(/\/firmware$/);
  });
});
