// Installs @org/console, @org/ui and @org/api-client into a page with no framework and no build step, as such a page
// would get them: from the tarballs `npm pack` makes of the built packages, in a copy outside the repository, without
// their peers (no React, no i18next: the page can only run on what `@org/console/element` bundles). Then serves the
// folder as it is and drives it in Chromium.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, serveStatic } from "../../../scripts/headless-chromium.mjs";
import { figure, writeFigures } from "../../../scripts/bench/figures.mjs";
import { installExample, openPage, repo } from "../../packed.mjs";

const example = resolve(fileURLToPath(new URL("..", import.meta.url)));

/** The computed styles of the page's own elements. */
const PAGE_ELEMENTS = ["body", "#page-heading", "#page-button"];
const PROPERTIES = [
  "font-family",
  "font-size",
  "color",
  "background-color",
  "border-top-width",
  "border-radius",
  "margin-top",
  "padding-top",
  "letter-spacing",
  "line-height",
];
const pageStyles = (page) =>
  page.evaluate(
    ({ selectors, properties }) =>
      Object.fromEntries(
        selectors.map((selector) => {
          const style = getComputedStyle(document.querySelector(selector));
          return [
            selector,
            Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])),
          ];
        }),
      ),
    { selectors: PAGE_ELEMENTS, properties: PROPERTIES },
  );

describe("a page with no framework that shows DeviceTable through @org/console/element", { timeout: 300_000 }, () => {
  let installed;
  let server;
  let browser;

  before(async () => {
    installed = installExample(example, { name: "plain-html", extra: ["--legacy-peer-deps"] });
    server = await serveStatic(installed.app);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    installed?.remove();
  });

  const table = (page) => page.getByRole("table", { name: "Devices" });
  const cell = (page, sn) => table(page).getByRole("cell", { name: sn, exact: true });

  /** The page, opened with its rows shown. */
  async function openTable() {
    const opened = await openPage(browser);
    await opened.page.goto(server.url);
    await cell(opened.page, "ACME-0001").waitFor();
    return opened;
  }

  test("the page has no React of its own: the entry brings it", () => {
    assert.equal(existsSync(join(installed.app, "node_modules/@org/console/dist/element.js")), true);
    assert.equal(existsSync(join(installed.app, "node_modules/react")), false);
    assert.equal(existsSync(join(installed.app, "node_modules/react-dom")), false);
  });

  test("the rows show under the page's heading, and the page's own styles are what they were before the table", async () => {
    const { page, problems, close } = await openPage(browser);
    // The entry is held back until the page's styles are read, so "before" is the page without the table.
    let release;
    const held = new Promise((done) => (release = done));
    await page.route("**/dist/element.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url, { waitUntil: "commit" });
    await page.locator("#page-heading").waitFor();
    const before = await pageStyles(page);
    assert.equal(before["#page-heading"]["font-size"], "40px", "the page's own h1 rule applies");
    assert.equal(before["#page-button"]["background-color"], "rgb(180, 83, 9)", "the page's own button rule applies");
    release();

    await cell(page, "ACME-0004").waitFor();
    assert.deepEqual(await pageStyles(page), before);
    assert.equal(await page.getByRole("heading", { level: 2, name: "Devices" }).count(), 1);
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Acme Fleet");
    const refresh = await page
      .getByRole("button", { name: "Refresh" })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    assert.notEqual(refresh, "rgb(180, 83, 9)", "the page's button rule, in its layer, stays off the table's buttons");
    assert.deepEqual(problems, []);
    await close();
  });

  test("the lock confirmation opens inside the table's root, in the element", async () => {
    const { page, problems, close } = await openTable();
    await page.getByRole("button", { name: "Lock device ACME-0001" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Lock this device?" });
    await dialog.waitFor();
    const inside = await dialog.evaluate((element) => element.closest("[data-oc-root]")?.parentElement?.localName);
    assert.equal(inside, "oc-device-table");
    await dialog.getByRole("button", { name: "Lock", exact: true }).click();
    await page.getByRole("button", { name: "Lock device ACME-0001" }).waitFor({ state: "detached" });
    assert.deepEqual(problems, []);
    await close();
  });

  test("following a link in the table reaches the page as a cancelable oc-navigate event, or the navigate property", async () => {
    const { page, problems, close } = await openTable();
    await page.getByRole("button", { name: "Show details of ACME-0001" }).click();
    await page.getByRole("link", { name: "ana@acme.example" }).click();
    await page.getByRole("status").filter({ hasText: "Opening /people/ana%40acme.example" }).waitFor();
    assert.equal(page.url(), `${server.url}/`, "the page's listener kept it where it was");

    await page.evaluate(() => {
      document.querySelector("oc-device-table").navigate = (href) => {
        document.querySelector("#page-status").textContent = `Navigated to ${href}`;
      };
    });
    await page.getByRole("link", { name: "ana@acme.example" }).click();
    await page.getByRole("status").filter({ hasText: "Navigated to /people/ana%40acme.example" }).waitFor();
    assert.deepEqual(problems, []);
    await close();
  });

  test("a call the backend refuses with 403 reaches the page as oc-unauthorized", async () => {
    const { page, problems, close } = await openTable();
    await page.locator("oc-device-table").evaluate((node) => {
      const forbidden = () => Promise.reject(Object.assign(new Error("Forbidden"), { status: 403 }));
      node.api = { ...node.api, devices: { ...node.api.devices, list: forbidden, totals: forbidden } };
    });
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByRole("status").filter({ hasText: "Your session has ended: sign in again." }).waitFor();
    assert.deepEqual(problems, []);
    await close();
  });

  test("the language attribute switches the table to Chinese, its strings loaded from beside the entry", async () => {
    const { page, problems, close } = await openTable();
    const fetched = [];
    page.on("request", (request) => fetched.push(request.url()));
    await page.locator("oc-device-table").evaluate((element) => element.setAttribute("language", "zh-TW"));
    await page.getByRole("heading", { level: 2, name: "裝置" }).waitFor();
    assert.ok(
      fetched.some((url) => url.startsWith(`${server.url}/node_modules/@org/console/dist/element/`)),
      `the Chinese strings come from the package (${fetched.join(", ")})`,
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("moving the element keeps its table; removing it unmounts the table, its dialog and its refreshes", async () => {
    const { page, problems, close } = await openTable();
    const element = page.locator("oc-device-table");
    // Note when the list is read from here on, asking for a refresh every 100 ms, and wait for two reads: the time
    // between them is the refresh period on this page (SWR's deduplication makes it longer than asked).
    await element.evaluate((node) => {
      window.listReads = [];
      const { list } = node.api.devices;
      node.api = {
        ...node.api,
        devices: { ...node.api.devices, list: (query) => (window.listReads.push(performance.now()), list(query)) },
      };
      node.refreshInterval = 100;
    });
    await page.waitForFunction(() => window.listReads.length >= 2);
    const period = await page.evaluate(() => window.listReads[1] - window.listReads[0]);

    const root = await element.evaluateHandle((node) => node.querySelector("[data-oc-root]"));
    await element.evaluate((node) => document.body.prepend(node));
    await page.waitForFunction(() => window.listReads.length >= 3);
    assert.equal(
      await element.evaluate((node, before) => node.querySelector("[data-oc-root]") === before, root),
      true,
      "the moved element keeps its table, still refreshing, rather than a new one",
    );

    await page.getByRole("button", { name: "Lock device ACME-0002" }).click();
    await page.getByRole("alertdialog", { name: "Lock this device?" }).waitFor();
    await element.evaluate((node) => {
      window.removed = node;
      node.remove();
    });
    await page.waitForFunction(() => window.removed.childNodes.length === 0);
    const reads = await page.evaluate(() => window.listReads.length);
    // Two refresh periods: a table left running would have read the list again by now.
    await page.waitForTimeout(2 * period);
    assert.equal(await page.evaluate(() => window.listReads.length), reads, "no read after the table is gone");
    const left = await page.evaluate(() => ({
      roots: document.querySelectorAll("[data-oc-root]").length,
      dialogs: document.querySelectorAll('[role="alertdialog"]').length,
      hidden: document.querySelectorAll("[aria-hidden], [data-aria-hidden], [inert]").length,
      bodyPointerEvents: document.body.style.pointerEvents,
    }));
    assert.deepEqual(left, { roots: 0, dialogs: 0, hidden: 0, bodyPointerEvents: "" }, "the page is as it was");
    await page.locator("#page-button").click({ timeout: 2_000 });
    assert.deepEqual(problems, []);
    await close();
  });

  test("reports the gzip size of every script the page fetches until the rows show, React included", async () => {
    const { page, problems, close } = await openPage(browser);
    const scripts = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        scripts.push(response.body().then((body) => [response.url(), body]));
    });
    await page.goto(server.url);
    await cell(page, "ACME-0001").waitFor();
    const bodies = await Promise.all(scripts);
    await close();
    assert.deepEqual(problems, []);
    const gzip = bodies.reduce((sum, [, body]) => sum + gzipSync(body).length, 0);
    const text = bodies.map(([, body]) => body.toString()).join("\n");
    assert.equal(
      text.includes("react.production") || text.includes("__CLIENT_INTERNALS"),
      true,
      "React is in what was fetched",
    );
    assert.equal(text.includes("搜尋"), false, "the Chinese strings are not fetched for an English page");
    assert.equal(text.includes("Lock this device?"), true, "the English strings are fetched");
    writeFigures(
      join(repo, "test-results/plain-html/size.json"),
      "DeviceTable on a page without React",
      [
        figure({
          id: "plainHtml.deviceTable",
          label: "Page without React: <oc-device-table>, gzip script with React",
          value: gzip / 1000,
          unit: "kB",
        }),
      ],
      { scripts: bodies.map(([url, body]) => ({ url: url.slice(server.url.length), gzip: gzipSync(body).length })) },
    );
    console.log(`<oc-device-table> with React: ${gzip} B gzip in ${bodies.length} scripts until the rows show`);
  });
});
