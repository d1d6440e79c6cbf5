import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { ADMIN, apiGet as apiGetAt, setupE2eSession } from "./harness";

// Every flow here is driven by the keyboard alone, as an operator who cannot use a pointer would: Tab and Shift+Tab to
// move, Enter and Space to press, arrow keys in tabs and lists, Escape to leave, typing for text. Locators only say
// where focus should be and what the screen shows; nothing is clicked, filled or focused from the test.

const session = setupE2eSession();
const apiGet = <T>(page: Page, path: string) => apiGetAt<T>(page, session.server.url, path);

type WireDevice = { identity?: string; sn?: string; locked?: boolean | number | string };
type WireUser = { id: string | number; email: string; status: number | string };
type WireFirmware = { id: string; sha1: string; version: string; model: string };
type WireRule = { actions: { title: string; body: string }[]; event: { conditions: unknown[] } };

const identityOf = (device: WireDevice) => String(device.identity ?? device.sn);
const isLocked = (device: WireDevice) => device.locked === true || device.locked === 1 || device.locked === "true";

/** The focused element as a report names it: its tag, role and accessible name, or `<body>` when nothing has focus. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "<body>";
    const byIds = (ids: string | null) =>
      ids
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute("aria-label") ??
      byIds(element.getAttribute("aria-labelledby")) ??
      (labels && labels.length > 0 ? [...labels].map((label) => label.textContent).join(" ") : null) ??
      element.textContent ??
      "";
    const role = element.getAttribute("role");
    const described = name.replace(/\s+/g, " ").trim().slice(0, 80);
    return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ""}> "${described}"`;
  });
}

/** `"focused"` when `target` (one element) has focus; otherwise what does, and whether `target` is on the page. */
async function focusOn(page: Page, target: Locator): Promise<string> {
  const matches = await target.evaluateAll((elements) => elements.map((element) => element === document.activeElement));
  if (matches.length === 1 && matches[0]) return "focused";
  const found = matches.length === 1 ? "" : `${matches.length} elements match; `;
  return `${found}focus is on ${await focusedElement(page)}`;
}

/** Waits until `target` has focus; on failure the message names what has it instead. */
async function expectFocused(page: Page, target: Locator) {
  await expect.poll(() => focusOn(page, target), { message: `focus should be on ${String(target)}` }).toBe("focused");
}

/**
 * Lets the page finish what a key press started: Radix Select moves focus to the next option in a timeout after the
 * keydown, and Chromium handles input before timers, so a key sent at once would start from the option before.
 */
function settle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => setTimeout(done)));
}

/**
 * Presses `key` until `target` has focus, and says how many presses it took. After `max` presses it fails, listing
 * where each press put focus.
 */
async function pressUntilFocused(page: Page, key: string, target: Locator, max: number): Promise<number> {
  // The target must be on the page before looking for it: a list that still loads is not a keyboard trap.
  await target.waitFor();
  const visited: string[] = [];
  for (let presses = 0; ; presses++) {
    if ((await focusOn(page, target)) === "focused") return presses;
    if (presses === max) break;
    await page.keyboard.press(key);
    await settle(page);
    visited.push(await focusedElement(page));
  }
  throw new Error(
    `${key} did not reach ${String(target)} in ${max} presses; focus is on ${visited.at(-1)}.\n` +
      `Focus went through:\n${visited.map((step, index) => `  ${index + 1}. ${step}`).join("\n")}`,
  );
}

/** Tabs (or, `backwards`, Shift+Tabs) to `target`. */
function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
) {
  return pressUntilFocused(page, backwards ? "Shift+Tab" : "Tab", target, max);
}

/** Signs in from /login with the keyboard: Tab to Email, type, Tab to Password, type, Enter. */
async function signInWithKeyboard(page: Page) {
  await page.goto(`${session.server.url}/login`);
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press("Tab");
  await expectFocused(page, page.getByLabel("Password"));
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/device$/);
}

/** Opens a screen from the main navigation: Tab to its link, Enter. */
async function openScreen(page: Page, link: string, path: RegExp) {
  await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }));
  await page.keyboard.press("Enter");
  await page.waitForURL(path);
}

/** Serial numbers in the order the device table shows them. */
async function shownSerialNumbers(page: Page): Promise<string[]> {
  return page
    .locator('[data-slot="data-table-row"] [data-device-sn]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-device-sn") ?? ""));
}

/** The first device of the list's first page whose timeline holds at least 100 entries (five pages of 20). */
async function chattyDeviceOnFirstPage(page: Page): Promise<string> {
  const devices = (await apiGet<{ devices: WireDevice[] }>(page, "/devices?limit=50&offset=0")).devices;
  const counts = await Promise.all(
    devices.map(async (device) => {
      const args = JSON.stringify({
        tags: { device_unique_id: identityOf(device) },
        metrics: ["from", "ip", "log", "log_type"],
        limit: 100,
        fill: "none",
      });
      const answer = await apiGet<{ values?: unknown[] }>(page, `/tsdb/query?args=${encodeURIComponent(args)}`);
      return answer.values?.length ?? 0;
    }),
  );
  const index = counts.findIndex((count) => count >= 100);
  if (index < 0) throw new Error("the demo seed has no device with 100 logs on the device list's first page");
  return identityOf(devices[index]!);
}

describe("the console with the keyboard alone", () => {
  test("signing in: Tab to Email, type, Tab to Password, type, Enter lands on the device list", async () => {
    const { page } = session;
    await signInWithKeyboard(page);
    await page.getByRole("heading", { level: 1, name: "Devices" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
  });

  test("a device searched by serial number is locked from its row, and focus stays in the row", async () => {
    const { page } = session;
    await signInWithKeyboard(page);
    const devices = (await apiGet<{ devices: WireDevice[] }>(page, "/devices?limit=100&offset=0")).devices;
    const sn = identityOf(devices.find((device) => !isLocked(device))!);

    await tabTo(page, page.getByLabel("Search text"));
    await page.keyboard.type(sn);
    await page.keyboard.press("Enter");
    await expect.poll(() => shownSerialNumbers(page)).toEqual([sn]);

    const lock = page.getByRole("button", { name: `Lock device ${sn}` });
    const dialog = page.getByRole("alertdialog", { name: "Lock this device?" });
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    await tabTo(page, lock);

    // The dialog takes focus (its safe button), and Escape leaves the device as it was with focus back on the lock.
    await page.keyboard.press("Enter");
    await expectFocused(page, cancel);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectFocused(page, lock);

    // Confirmed: the lock button goes, and focus goes where DeviceTable sends it then, the row's serial number.
    await page.keyboard.press("Enter");
    await expectFocused(page, cancel);
    await tabTo(page, dialog.getByRole("button", { name: "Lock", exact: true }), { max: 5 });
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    const row = page.locator('[data-slot="data-table-row"]', { hasText: sn });
    await row.getByText("Locked", { exact: true }).waitFor();
    expect(await lock.count()).toBe(0);
    await expectFocused(page, row.locator(`[data-device-sn="${sn}"]`));

    const stored = await apiGet<{ devices: WireDevice[] }>(
      page,
      `/devices?limit=1&offset=0&identity=${encodeURIComponent(sn)}`,
    );
    expect(isLocked(stored.devices[0]!)).toBe(true);
  });

  test("a user is deactivated with Space on their Active switch", async () => {
    const { page } = session;
    await signInWithKeyboard(page);
    const users = (await apiGet<{ items: WireUser[] }>(page, "/users?limit=20&offset=0")).items;
    const user = users.find((candidate) => candidate.email !== ADMIN.email && Number(candidate.status) === 1)!;

    await openScreen(page, "Users", /\/user$/);
    await tabTo(page, page.getByLabel("Email", { exact: true }));
    await page.keyboard.type(user.email);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("switch").count()).toBe(1);

    const toggle = page.getByRole("switch", { name: `Active: ${user.email}` });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await tabTo(page, toggle);
    await page.keyboard.press("Space");
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await expectFocused(page, toggle);

    // The server has it too.
    await expect
      .poll(async () => {
        const stored = (await apiGet<{ items: WireUser[] }>(page, "/users?limit=20&offset=0")).items;
        return Number(stored.find((candidate) => candidate.email === user.email)?.status);
      })
      .toBe(0);
  });

  test("a notification rule is created with the keyboard, the selects included, and focus returns to Add", async () => {
    const { page } = session;
    const title = "Keyboard rule";
    await signInWithKeyboard(page);
    await openScreen(page, "Notifications", /\/notifications$/);
    const table = page.getByRole("table", { name: "Notification rules" });
    await table.locator('[data-slot="data-table-row"]').first().waitFor();

    const add = page.getByRole("button", { name: "Add notification" });
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Notification" });
    const models = dialog.getByRole("combobox", { name: "Info. Model" });
    await expectFocused(page, models);

    // The information models: ArrowDown opens the list, typing searches it, Enter picks, Escape closes it.
    await page.keyboard.press("ArrowDown");
    const search = page.getByRole("combobox", { name: "Search information models" });
    await expectFocused(page, search);
    await page.keyboard.type("SmartPlug");
    await expect
      .poll(() =>
        search.evaluate(
          (input) => document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.textContent,
        ),
      )
      .toBe("SmartPlug");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await expectFocused(page, models);
    expect(await dialog.getByRole("button", { name: "Remove SmartPlug" }).count()).toBe(1);

    // The rule type: Enter opens the select, Enter takes the highlighted option, and focus is back on the select.
    const ruleType = dialog.getByRole("combobox", { name: "Rule type" });
    await tabTo(page, ruleType, { max: 3 });
    await page.keyboard.press("Enter");
    await pressUntilFocused(page, "ArrowDown", page.getByRole("option", { name: "Device Status" }), 5);
    await page.keyboard.press("Enter");
    await expectFocused(page, ruleType);
    expect(await ruleType.textContent()).toBe("Device Status");

    await page.keyboard.press("Tab");
    await expectFocused(page, dialog.getByLabel("Key"));
    await page.keyboard.type("H0A");

    const operator = dialog.getByRole("combobox", { name: "Operator" });
    await page.keyboard.press("Tab");
    await expectFocused(page, operator);
    await page.keyboard.press("Enter");
    await pressUntilFocused(page, "ArrowDown", page.getByRole("option", { name: "≥ at least" }), 8);
    await page.keyboard.press("Enter");
    await expectFocused(page, operator);

    await page.keyboard.press("Tab");
    await expectFocused(page, dialog.getByLabel("Target"));
    await page.keyboard.type("30");

    const guests = dialog.getByRole("checkbox", { name: "Guests" });
    await tabTo(page, guests, { max: 3 });
    await page.keyboard.press("Space");
    await expect.poll(() => guests.getAttribute("aria-checked")).toBe("true");

    await tabTo(page, dialog.getByLabel("Title"), { max: 3 });
    await page.keyboard.type(title);
    await page.keyboard.press("Tab");
    await expectFocused(page, dialog.getByLabel("Message"));
    await page.keyboard.type("Typed with the keyboard.");
    await tabTo(page, dialog.getByRole("button", { name: "Create" }), { max: 3 });
    await page.keyboard.press("Enter");

    await page.getByText("Notification created").waitFor();
    await dialog.waitFor({ state: "detached" });
    const row = table.locator('[data-slot="data-table-row"]', { hasText: title });
    await row.getByText("H0A ≥ 30", { exact: true }).waitFor();
    expect(await row.getByText("All", { exact: true }).count()).toBe(1);
    // The quota still has room, so the Add button that opened the dialog is there to take focus back.
    await expectFocused(page, add);

    const stored = (await apiGet<{ data: WireRule[] }>(page, "/ruleTemplate")).data;
    expect(stored.find((rule) => rule.actions[0]?.title === title)?.event.conditions).toEqual([
      { key: "H0A", op: "gte", target: 30 },
    ]);
  });

  test("firmware is uploaded with the keyboard, the file chosen from the focused Choose button", async () => {
    const { page } = session;
    const bytes = Buffer.from(Array.from({ length: 64 * 1024 }, (_, index) => (index * 31 + 7) % 256));
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const name = "keyboard-e2e.bin";
    // Playwright asks Chromium to hand it file choosers once the page listens for them, without waiting for the
    // answer: a key press sent right after can open the chooser first, and headless Chromium cancels one nobody takes
    // (a click's actionability checks leave the time; a key press does not). Listening from the start closes the race.
    page.on("filechooser", () => undefined);
    await signInWithKeyboard(page);
    await openScreen(page, "Firmware List", /\/firmware$/);
    await page.getByRole("table", { name: "Firmware" }).getByRole("row").nth(1).waitFor();

    const add = page.getByRole("button", { name: "Add firmware" });
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Firmware" });
    await expectFocused(page, dialog.getByLabel("Model"));
    await page.keyboard.type("AC-2200");
    await page.keyboard.press("Tab");
    await expectFocused(page, dialog.getByRole("textbox", { name: /^Version/ }));
    await page.keyboard.type("1.6.0");
    await page.keyboard.press("Tab");
    await expectFocused(page, dialog.getByLabel("Previous Version"));
    await page.keyboard.type("1.5.0");

    // Past the file button to type the SHA-1, then back to it to choose the file.
    const choose = dialog.getByRole("button", { name: "Choose firmware file" });
    const sha1Field = dialog.getByLabel("SHA1");
    await page.keyboard.press("Tab");
    await expectFocused(page, choose);
    await page.keyboard.press("Tab");
    await expectFocused(page, sha1Field);
    await page.keyboard.type(sha1);
    await page.keyboard.press("Shift+Tab");
    await expectFocused(page, choose);
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Enter")]);
    await chooser.setFiles({ name, mimeType: "application/octet-stream", buffer: bytes });
    await dialog.getByRole("list", { name: "Chosen firmware file" }).getByText(name).waitFor();
    // The browser read the file and found the SHA-1 that was typed.
    await dialog.getByText("Computed from the chosen file.").waitFor();

    // Enter in a field uploads.
    await tabTo(page, sha1Field, { max: 4 });
    await page.keyboard.press("Enter");
    await page.getByText("Firmware uploaded").waitFor();
    await dialog.waitFor({ state: "detached" });
    await expectFocused(page, add);
    await page.getByRole("link", { name: `Download ${name}` }).waitFor();

    const listed = (await apiGet<WireFirmware[]>(page, "/fw/list")).find((firmware) => firmware.id === name);
    expect(listed).toMatchObject({ sha1, version: "1.6.0", model: "AC-2200" });
  });

  test("a device's timeline opens with Enter, loads more from the keyboard, and Escape returns to View All", async () => {
    const { page } = session;
    await signInWithKeyboard(page);
    const sn = await chattyDeviceOnFirstPage(page);

    // Its row is on the first page: Tab to its details, Enter, then to the timeline card's View All.
    await tabTo(page, page.getByRole("button", { name: `Show details of ${sn}` }), { max: 120 });
    await page.keyboard.press("Enter");
    const viewAll = page.getByRole("region", { name: `Timeline of ${sn}` }).getByRole("button", { name: "View All" });
    await tabTo(page, viewAll, { max: 10 });
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Timeline" });
    await expectFocused(page, dialog.getByRole("combobox", { name: "Log type" }));
    const list = dialog.getByRole("list", { name: "Logs" });
    const entries = list.locator("li[aria-posinset]");
    await entries.first().waitFor();
    expect(await entries.first().getAttribute("aria-setsize")).toBe("20");

    // Load more closes the list; from the dialog's first control it is two Shift+Tabs away, past Close.
    const loadMore = dialog.getByRole("button", { name: "Load more" });
    await tabTo(page, loadMore, { backwards: true, max: 5 });
    await expect.poll(() => list.getAttribute("aria-busy")).toBe("false");
    const before = Number(await entries.first().getAttribute("aria-setsize"));
    await page.keyboard.press("Enter");
    await expect.poll(async () => Number(await entries.first().getAttribute("aria-setsize"))).toBeGreaterThan(before);
    await expect.poll(() => list.getAttribute("aria-busy")).toBe("false");
    // Entries past the first 20 are on the page.
    const shown = await entries.evaluateAll((items) => items.map((item) => Number(item.getAttribute("aria-posinset"))));
    expect(Math.max(...shown)).toBeGreaterThan(20);

    await expectFocused(page, loadMore);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectFocused(page, viewAll);
  });

  test("a theme tab is chosen with the arrow keys, a field typed into, and saved with Enter", async () => {
    const { page } = session;
    const appName = "Keyboard App";
    await signInWithKeyboard(page);
    await openScreen(page, "Theme", /\/theme$/);

    const general = page.getByRole("tab", { name: "General Settings" });
    const app = page.getByRole("tab", { name: "App" });
    await tabTo(page, general);
    await page.keyboard.press("ArrowRight");
    await expectFocused(page, app);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/theme\/app$/);
    expect(await app.getAttribute("aria-selected")).toBe("true");

    const block = page.getByRole("region", { name: "Mobile app" });
    await tabTo(page, block.getByLabel("App name"), { max: 5 });
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(appName);
    await block.locator('[data-slot="unsaved-hint"]').waitFor();
    await tabTo(page, block.getByRole("button", { name: "Save" }), { max: 10 });
    await page.keyboard.press("Enter");
    await page.getByText("Theme saved").waitFor();
    await expect.poll(() => block.locator('[data-slot="unsaved-hint"]').count()).toBe(0);

    const theme = (await (await fetch(`${session.server.url}/api:1/theme`)).json()) as { app_name?: string };
    expect(theme.app_name).toBe(appName);
  });
});
