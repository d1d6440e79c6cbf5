import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { apiGet as apiGetAt, signIn, setupE2eSession } from "./harness";

const session = setupE2eSession();
const apiGet = <T>(page: Page, path: string) => apiGetAt<T>(page, session.server.url, path);

type WireDevice = { identity?: string; sn?: string; locked?: boolean | number | string };


const identityOf = (device: WireDevice) => String(device.identity ?? device.sn);
const isLocked = (device: WireDevice) => device.locked === true || device.locked === 1 || device.locked === "true";

async function devicePage(page: Page, query: string): Promise<WireDevice[]> {
  return (await apiGet<{ devices: WireDevice[] }>(page, `/devices?${query}`)).devices;
}

/** Serial numbers in the order the table shows them. */
async function shownSerialNumbers(page: Page): Promise<string[]> {
  const rows = page.locator('[data-slot="data-table-row"]');
  await rows.first().waitFor();
  return rows.evaluateAll((elements) => elements.map((row) => row.querySelector("[data-device-sn]")?.getAttribute("data-device-sn") ?? ""));
}

/** A device whose timeline runs past the first page (20 entries) and has entries written by a user. */
async function chattyDevice(page: Page): Promise<string> {
  const identities: string[] = [];
  for (let offset = 0; ; offset += 500) {
    const batch = await devicePage(page, `limit=500&offset=${offset}`);
    identities.push(...batch.map(identityOf));
    if (batch.length < 500) break;
  }
  for (let start = 0; start < identities.length; start += 25) {
    const found = await Promise.all(
      identities.slice(start, start + 25).map(async (sn) => {
        const args = JSON.stringify({ tags: { device_unique_id: sn }, metrics: ["from", "ip", "log", "log_type"], limit: 45, fill: "none" });
        const answer = await apiGet<{ values?: unknown[][] }>(page, `/tsdb/query?args=${encodeURIComponent(args)}`);
        const values = answer.values ?? [];
        return values.length >= 45 && values.some((row) => row.some((cell) => typeof cell === "string" && /@/.test(cell))) ? sn : null;
      }),
    );
    const sn = found.find((candidate) => candidate !== null);
    if (sn) return sn;
  }
  throw new Error("the demo seed has no device with more than 45 logs");
}

describe("the device list against the reference server", () => {
  test("the first visit fetches the device list's code in a handful of scripts (chunking.ts), not dozens", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const visit = await page.context().newPage();
    const scripts = new Set<string>();
    visit.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      // The strings come a small chunk per namespace, fetched with the code (strings.e2e.ts checks which).
      if (request.resourceType() === "script" && !/\/strings-[\w-]+\.js$/.test(path)) scripts.add(path);
    });
    await visit.goto(`${server.url}/device`);
    await visit.locator('[data-slot="data-table-row"]').nth(49).waitFor();
    await visit.close();
    // The entry, its runtime and app chunks, the shell's and the device list's (with the part they share with the
    // public pages), and the contract's two; the automatic splitting fetched ~45.
    expect([...scripts].filter((path) => /\/(app|first-screen|shared)-[\w-]+\.js$/.test(path))).toHaveLength(3);
    expect(scripts.size, [...scripts].join("\n")).toBeLessThanOrEqual(12);
  });

  test("a first visit whose device answer is slow shows the list loading, then its rows", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const visit = await page.context().newPage();
    // The first render waits a moment for the first screen's answers: never for one that has not come.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await visit.route("**/api:1/devices?*", async (route) => {
      await held;
      await route.continue();
    });
    await visit.goto(`${server.url}/device`);
    await visit.locator('table[aria-busy="true"]').waitFor();
    release();
    await visit.locator('[data-slot="data-table-row"]').nth(49).waitFor();
    expect(await visit.locator('table[aria-busy="true"]').count()).toBe(0);
    await visit.close();
  });

  test("on a 1280-px laptop screen the table scrolls sideways, the lock buttons stay in view, and row details fit", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const laptop = await page.context().newPage();
    await laptop.setViewportSize({ width: 1280, height: 800 });
    await laptop.goto(`${server.url}/device`);
    const table = laptop.locator('[data-slot="data-table"]');
    const lock = laptop.getByRole("button", { name: /^Lock / }).first();
    await lock.waitFor();
    const inView = async () => {
      const [box, frame] = [await lock.boundingBox(), await table.boundingBox()];
      return box !== null && frame !== null && box.x >= frame.x && box.x + box.width <= frame.x + frame.width;
    };
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await inView()).toBe(true);
    await table.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    expect(await inView()).toBe(true);
    // An expanded row's details fit the visible part too: the timeline card's View All is not cut off.
    await laptop.getByRole("button", { name: /^Show details of / }).first().click();
    const viewAll = laptop.getByRole("button", { name: "View All" });
    await viewAll.waitFor();
    const [button, frame] = [await viewAll.boundingBox(), await table.boundingBox()];
    expect(button!.x + button!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    await laptop.close();
  });

  test("in zh-TW a device's dates read year first, in the language's own order", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await page.evaluate(() => localStorage.setItem("lang", "zh-TW"));
    await page.goto(`${server.url}/device`);
    const dates = page.locator('[data-slot="data-table-row"] time');
    await dates.first().waitFor();
    const texts = await dates.evaluateAll((elements) => elements.map((element) => element.firstElementChild?.textContent ?? ""));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test("the list says when it was updated, and Refresh shows a device another session locked, in its row", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const [first] = await shownSerialNumbers(page);
    const row = page.locator(`[data-slot="data-table-row"]:has([data-device-sn="${first}"])`);
    await expect.poll(() => page.getByText("Updated now").isVisible()).toBe(true);
    // Another operator locks the device, through the API: the screen does not know until it refreshes.
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const locked = await fetch(`${server.url}/api:1/devices/${encodeURIComponent(first!)}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(locked.ok).toBe(true);
    const asked = page.waitForRequest((request) => request.url().includes("/api:1/devices?"));
    await page.getByRole("button", { name: "Refresh" }).click();
    await asked;
    await expect.poll(() => row.getByText("Locked").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Updated now").isVisible()).toBe(true);
  });

  test("on a phone in zh-TW the refresh line fits and speaks Chinese", async () => {
    const { page, server } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, server.url);
    await page.evaluate(() => localStorage.setItem("lang", "zh-TW"));
    await page.goto(`${server.url}/device`);
    const refresh = page.getByRole("button", { name: "重新整理" });
    await refresh.waitFor();
    await expect.poll(() => page.locator("[data-slot=refresh-status] p").textContent()).toBe("現在更新");
    const box = await refresh.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("/device/:sn opens with that serial number searched", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const sn = identityOf((await devicePage(page, "limit=60&offset=0"))[57]!);

    await page.goto(`${server.url}/device/${encodeURIComponent(sn)}`);
    expect(await page.getByLabel("Search text").inputValue()).toBe(sn);
    await expect.poll(() => shownSerialNumbers(page)).toEqual([sn]);
  });

  test("sorting by Last Seen asks the server for that order and keeps it in the URL", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await shownSerialNumbers(page);

    await page.getByRole("button", { name: "Last Seen" }).click();
    await page.waitForURL(/order=/);
    const order = new URL(page.url()).searchParams.get("order")!;
    expect(order).toMatch(/lastseen/);
    const expected = (await devicePage(page, `limit=50&offset=0&order=${encodeURIComponent(order)}`)).map(identityOf);
    await expect.poll(() => shownSerialNumbers(page)).toEqual(expected);
    expect(await page.getByRole("columnheader", { name: /Last Seen/ }).getAttribute("aria-sort")).toMatch(/ascending|descending/);

    await page.reload();
    await expect.poll(() => shownSerialNumbers(page)).toEqual(expected);
  });

  test("the second page shows devices 51 to 100, and back returns to the first", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const first = await shownSerialNumbers(page);
    expect(first).toHaveLength(50);

    await page.getByRole("navigation", { name: "Device pages" }).getByRole("button", { name: /^(Page )?2$/ }).click();
    await page.waitForURL(/page=2/);
    const expected = (await devicePage(page, "limit=50&offset=50")).map(identityOf);
    await expect.poll(() => shownSerialNumbers(page)).toEqual(expected);

    await page.goBack();
    await expect.poll(() => shownSerialNumbers(page)).toEqual(first);
  });

  test("a locked device stays locked after a reload and offers no lock button", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const device = (await devicePage(page, "limit=100&offset=0")).find((candidate) => !isLocked(candidate));
    const sn = identityOf(device!);

    await page.goto(`${server.url}/device/${encodeURIComponent(sn)}`);
    await page.getByRole("button", { name: `Lock device ${sn}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Lock", exact: true }).click();
    const row = page.locator('[data-slot="data-table-row"]', { hasText: sn });
    await expect.poll(() => row.getByText("Locked", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: `Lock device ${sn}` }).count()).toBe(0);

    await page.reload();
    await expect.poll(() => row.getByText("Locked", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: `Lock device ${sn}` }).count()).toBe(0);
    expect(isLocked((await devicePage(page, `limit=1&offset=0&identity=${encodeURIComponent(sn)}`))[0]!)).toBe(true);
  });

  test("a device's timeline loads more as it scrolls, and a log links to its user", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const sn = await chattyDevice(page);

    await page.goto(`${server.url}/device/${encodeURIComponent(sn)}`);
    await page.getByRole("button", { name: `Show details of ${sn}` }).click();
    await page.getByRole("region", { name: `Timeline of ${sn}` }).getByRole("button", { name: "View All" }).click();
    const dialog = page.getByRole("dialog");
    const entries = dialog.locator("li[aria-posinset]");
    await expect.poll(() => entries.count()).toBeGreaterThan(0);
    await expect.poll(() => entries.first().getAttribute("aria-setsize")).toBe("20");

    // Scroll to the end of the list: the next 20 entries arrive.
    await entries.last().scrollIntoViewIfNeeded();
    await dialog.evaluate((element) => {
      const scroller = [...element.querySelectorAll<HTMLElement>("*")].find((node) => node.scrollHeight > node.clientHeight + 10);
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
    });
    await expect.poll(async () => Number(await entries.first().getAttribute("aria-setsize"))).toBeGreaterThanOrEqual(40);

    const userLink = dialog.getByRole("link", { name: /@/ }).first();
    const email = (await userLink.textContent())!.trim();
    await userLink.click();
    await page.waitForURL(`${server.url}/user/${encodeURIComponent(email)}`);
    await expect.poll(() => page.getByRole("heading", { name: "Users" }).isVisible()).toBe(true);
  });
});
