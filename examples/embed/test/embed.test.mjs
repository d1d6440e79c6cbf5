// Installs @org/console, @org/ui and @org/api-client into this host app as an embedder would: from the tarballs
// `npm pack` makes of the built packages, in a copy of the app outside the repository (so nothing resolves to the
// workspace's sources), then builds the app and drives it in Chromium. It does so twice: on the React the example
// pins (19), and on React 18.3, which the packages support too.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../scripts/headless-chromium.mjs";
import { figure, writeFigures } from "../../../scripts/bench/figures.mjs";
import { installExample, openPage, repo, run } from "../../packed.mjs";

const example = resolve(fileURLToPath(new URL("..", import.meta.url)));
// Where the screenshots go: test-results/ by default; EMBED_SCREENSHOTS=examples/embed/screenshots refreshes the
// committed ones.
const screenshots = resolve(repo, process.env.EMBED_SCREENSHOTS ?? "test-results/embed");

/**
 * The hosts the example is built for: the React it pins, and React 18.3 with its types, installed over it. npm
 * refuses the second install if a package's peer range leaves React 18 out. `EMBED_REACT=19` (or `18`) runs one.
 */
const HOSTS = [
  { react: "19", packages: [] },
  {
    react: "18",
    packages: ["react@18.3.1", "react-dom@18.3.1", "@types/react@18.3.32", "@types/react-dom@18.3.7"],
  },
].filter((host) => (process.env.EMBED_REACT ?? "19,18").split(",").includes(host.react));

/** The example built for a host in a temporary folder, installed from the packed tarballs. */
function buildExample(host) {
  const built = installExample(example, {
    name: `embed-react${host.react}`,
    extra: host.packages,
    skip: ["screenshots"],
  });
  const { app } = built;
  const installed = JSON.parse(readFileSync(join(app, "node_modules/react/package.json"), "utf8")).version;
  assert.equal(installed.split(".")[0], host.react, `the host runs React ${host.react}`);
  run("npm", ["run", "build", "--silent"], app);
  // Each budget page on its own, as an app holding only that page would be built (vite.config.ts says why).
  for (const page of BUDGET_PAGES)
    run("npx", ["vite", "build", "--logLevel", "error"], app, { ...process.env, BUDGET_PAGE: page });
  run("npx", ["tailwindcss", "-i", "src/host-cli.css", "-o", "dist-cli/host.css"], app);
  // React's development build, which warns where the production build stays silent (a ref a component cannot take,
  // a misused hook).
  run("npx", ["vite", "build", "--outDir", "dist-dev", "--logLevel", "error"], app, {
    ...process.env,
    NODE_ENV: "development",
  });
  return built;
}

/** The pages the size budget is measured with (`budget-*.html`), each built into `dist-budget/<page>`. */
const BUDGET_PAGES = readdirSync(example)
  .filter((file) => /^budget-.*\.html$/.test(file))
  .map((file) => file.replace(/\.html$/, ""));

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
};

/** Serves the built app, with every unknown path answered by its page (index.html) as a single-page app's host would. */
function serve(dist, page = "index.html") {
  const server = createServer((request, response) => {
    const path = join(dist, decodeURIComponent(new URL(request.url, "http://host").pathname));
    const file = path.startsWith(dist) && statSync(path, { throwIfNoEntry: false })?.isFile() ? path : join(dist, page);
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

/**
 * What DeviceTable with its provider may add, in gzip bytes of script, to React and ReactDOM alone: the budget `npm run
 * bench` reports against, which this test holds. The confirmation dialog and the timeline load when first opened, and
 * the strings of the namespaces the table does not read are never fetched, so they are not part of it.
 */
const DEVICE_TABLE_BUDGET = 70_000;

/** The computed styles of the host's own elements on its home page. */
const HOST_ELEMENTS = ["host-heading", "host-text", "host-button", "host-card"];
const PROPERTIES = [
  "font-size",
  "font-weight",
  "font-family",
  "color",
  "background-color",
  "border-top-color",
  "border-top-width",
  "border-radius",
  "margin-top",
  "line-height",
];
function hostStyles(page) {
  return page.evaluate(
    ({ ids, properties }) =>
      Object.fromEntries(
        ["body", ...ids].map((id) => {
          const element = id === "body" ? document.body : document.querySelector(`[data-testid="${id}"]`);
          const style = getComputedStyle(element);
          return [id, Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]))];
        }),
      ),
    { ids: HOST_ELEMENTS, properties: PROPERTIES },
  );
}

/** The DOMs a host's page tests commonly run in: the example's vitest.config.ts names a project after each. */
const TEST_DOMS = ["jsdom", "happy-dom"];

/** The host's own page tests (`npm test` in the app) under one DOM, as Vitest's JSON report of them. */
function hostPageTests(app, dom) {
  const report = join(app, `vitest-${dom}.json`);
  try {
    run("npm", ["test", "--silent", "--", "--project", dom, "--reporter=json", `--outputFile=${report}`], app);
  } catch {
    // Failing tests exit non-zero; the report says which failed and why.
  }
  return JSON.parse(readFileSync(report, "utf8"));
}

for (const host of HOSTS)
  describe(`a host app on React ${host.react} that embeds the console from packed tarballs`, { timeout: 600_000 }, () =>
    hostTests(host),
  );

function hostTests(host) {
  // The pinned React's pass measures the budget for `npm run bench` and takes the screenshots a refresh commits.
  const pinned = host.react === "19";
  const shots = pinned ? screenshots : resolve(repo, `test-results/embed/react-${host.react}`);
  let built;
  let server;
  let devServer;
  let browser;
  let url;
  let devUrl;

  before(async () => {
    built = buildExample(host);
    server = await serve(join(built.app, "dist"));
    devServer = await serve(join(built.app, "dist-dev"));
    devUrl = `http://127.0.0.1:${devServer.address().port}`;
    url = `http://127.0.0.1:${server.address().port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  });

  after(async () => {
    await browser?.close();
    server?.close();
    devServer?.close();
    built?.remove();
  });

  /** A page of its own, failing the test on any console error or warning and any uncaught error. */
  const open = (colorScheme) => openPage(browser, { colorScheme });

  const navigate = (page, name) => page.getByRole("banner").getByRole("link", { name }).click();

  test("the host's styles and translations are unchanged after the console's pages, and nothing is logged", async () => {
    const { page, problems, close } = await open("light");
    await page.goto(url);
    await page.getByTestId("host-heading").waitFor();
    const before = await hostStyles(page);
    assert.equal(before["host-heading"]["font-size"], "32px", "the host's own h1 rule applies");
    assert.equal(before["host-button"]["background-color"], "rgb(124, 58, 237)", "the host's own bg-primary applies");

    await navigate(page, "Devices");
    await page.getByRole("table", { name: "Devices" }).getByRole("cell", { name: "ACME-0001", exact: true }).waitFor();
    await navigate(page, "Tools");
    await page.getByRole("tab", { name: "General Settings" }).waitFor();
    await navigate(page, "Home");
    await page.getByTestId("host-heading").waitFor();

    const consoleStyles = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes("data-oc-root")),
      ),
    );
    assert.equal(consoleStyles, true, "the console's stylesheet is on the page");
    assert.deepEqual(await hostStyles(page), before);
    assert.equal(await page.getByTestId("host-heading").textContent(), "Welcome to Acme Home");
    assert.equal(await page.getByRole("banner").getByRole("link", { name: "Tools" }).count(), 1);
    assert.deepEqual(problems, []);
    await close();
  });

  for (const dom of TEST_DOMS)
    test(`the host's own page test, a plain render and findByRole, sees the rows and opens the lock dialog under ${dom}`, () => {
      const report = hostPageTests(built.app, dom);
      const failed = report.testResults.flatMap((file) =>
        file.assertionResults
          .filter((result) => result.status !== "passed")
          .map((result) => `${result.fullName}: ${result.status}\n${result.failureMessages.join("\n")}`),
      );
      assert.deepEqual(failed, [], `the host's page tests fail under ${dom}`);
      assert.ok(report.numPassedTests > 0, `the host's page tests ran under ${dom}`);
    });

  test("a host compiling its stylesheet with the Tailwind CLI keeps the console's rules and its own", () => {
    const css = readFileSync(join(built.app, "dist-cli/host.css"), "utf8");
    for (const rule of [
      ".oc\\:grid",
      ".oc\\:bg-primary",
      ":where([data-oc-root]",
      "--oc-primary:",
      "@layer oc.utilities",
    ])
      assert.ok(css.includes(rule), `the compiled stylesheet keeps ${rule}`);
    assert.match(css, /@layer theme, base, oc, components, utilities;/, "the host's layer order comes first");
    assert.match(
      css,
      /\n {2}\*, ::after, ::before, ::backdrop, ::file-selector-button \{/,
      "the host's own preflight is there",
    );
  });

  /**
   * Every script a budget page (built on its own) fetched until `ready` resolved: how many, their gzip bytes, and
   * their text.
   */
  async function scriptsFetched(budgetPage, ready) {
    const budgetServer = await serve(join(built.app, "dist-budget", budgetPage), `${budgetPage}.html`);
    const { page, problems, close } = await open("light");
    const bodies = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.body());
    });
    await page.goto(`http://127.0.0.1:${budgetServer.address().port}/${budgetPage}.html`);
    await ready(page);
    const texts = await Promise.all(bodies);
    await close();
    budgetServer.close();
    assert.deepEqual(problems, []);
    return {
      count: texts.length,
      gzip: texts.reduce((sum, body) => sum + gzipSync(body).length, 0),
      text: texts.join("\n"),
    };
  }

  test("DeviceTable with its provider adds under 70 kB gzip of script to React alone: its own strings, no YAML parser, no dialog until one opens", async () => {
    const react = await scriptsFetched("budget-react", (page) => page.getByText("React alone").waitFor());
    const table = await scriptsFetched("budget-device-table", (page) =>
      page.getByRole("cell", { name: "ACME-0001", exact: true }).waitFor(),
    );
    const added = table.gzip - react.gzip;
    // Reported beside it: the same for a host that translates its own page with i18next, whose instance the provider
    // shares.
    const i18nextAlone = await scriptsFetched("budget-i18next", (page) =>
      page.getByText("Hosted with i18next").waitFor(),
    );
    const tableOverI18next = await scriptsFetched("budget-device-table-i18next", (page) =>
      page.getByRole("cell", { name: "ACME-0001", exact: true }).waitFor(),
    );
    const addedOverI18next = tableOverI18next.gzip - i18nextAlone.gzip;
    // Also a figure of `npm run bench`, which runs this test and reads the file back.
    if (pinned)
      writeFigures(
        join(repo, "test-results/embed/budget.json"),
        "embedding DeviceTable",
        [
          figure({
            id: "embed.deviceTable",
            label: "Embedder: DeviceTable with its provider, gzip script over bare React",
            value: added / 1000,
            unit: "kB",
            max: DEVICE_TABLE_BUDGET / 1000,
          }),
          figure({
            id: "embed.deviceTableOverI18next",
            label: "Embedder with i18next already: DeviceTable with its provider, gzip script over React and i18next",
            value: addedOverI18next / 1000,
            unit: "kB",
          }),
        ],
        {
          reactAlone: { scripts: react.count, gzip: react.gzip },
          deviceTable: { scripts: table.count, gzip: table.gzip },
          i18nextAlone: { scripts: i18nextAlone.count, gzip: i18nextAlone.gzip },
          deviceTableOverI18next: { scripts: tableOverI18next.count, gzip: tableOverI18next.gzip },
        },
      );
    console.log(
      `React ${host.react}: a host with i18next already: ${i18nextAlone.gzip} B gzip alone; DeviceTable adds ${addedOverI18next} B`,
    );
    console.log(
      `React ${host.react}: DeviceTable + provider: ${table.gzip} B gzip in ${table.count} scripts; React alone ${react.gzip} B; added ${added} B (budget ${DEVICE_TABLE_BUDGET})`,
    );
    assert.ok(addedOverI18next < added, "a host's own i18next is shared, not fetched again");
    assert.equal(table.text.includes("YAMLException"), false, "no YAML parser is fetched");
    assert.equal(table.text.includes("Search by serial number"), true, "the English strings are fetched");
    assert.equal(table.text.includes("搜尋"), false, "the Chinese strings are not fetched for an English page");
    assert.equal(
      table.text.includes("Counting your notification rules"),
      false,
      "the strings of screens the page does not show are not fetched",
    );
    assert.equal(table.text.includes('"confirm-dialog"'), false, "the lock confirmation loads when it first opens");
    assert.ok(
      added <= DEVICE_TABLE_BUDGET,
      `DeviceTable adds ${added} B gzip over React alone, over the ${DEVICE_TABLE_BUDGET} B budget`,
    );
  });

  test("DeviceTable renders from a partial API for another backend, under the host's heading", async () => {
    const { page, problems, close } = await open("light");
    await page.goto(`${url}/devices`);
    const table = page.getByRole("table", { name: "Devices" });
    await table.getByRole("cell", { name: "ACME-0004", exact: true }).waitFor();
    assert.equal(await page.getByRole("heading", { level: 2, name: "Devices" }).count(), 1);
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Fleet");
    await page.screenshot({ path: join(shots, "devices-light.png") });
    assert.deepEqual(problems, []);
    await close();
  });

  test("a dialog opens in the host's dark scheme and brand colour", async () => {
    const { page, problems, close } = await open("dark");
    await page.goto(`${url}/devices`);
    const table = page.getByRole("table", { name: "Devices" });
    await table.getByRole("cell", { name: "ACME-0001", exact: true }).waitFor();
    await page.getByRole("button", { name: "Lock device ACME-0001" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Lock this device?" });
    await dialog.waitFor();
    const colours = await dialog.evaluate((element) => {
      // Computed colours may come back as oklch(); a canvas gives them as the sRGB pixel the browser paints.
      const rgb = (color) => {
        const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return `rgb(${[...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(", ")})`;
      };
      return {
        insideRoot: element.closest("[data-oc-root]") !== null,
        background: rgb(getComputedStyle(element).backgroundColor),
        brand: getComputedStyle(element).getPropertyValue("--oc-primary").trim(),
      };
    });
    assert.equal(colours.insideRoot, true, "the dialog renders inside the console's root");
    const [r, g, b] = colours.background.match(/[\d.]+/g).map(Number);
    assert.ok(r + g + b < 150, `the dialog is dark (${colours.background})`);
    assert.equal(colours.brand, "#e11d48", "the host's brand colour reaches the dialog");
    await page.screenshot({ path: join(shots, "devices-dark-dialog.png") });
    await page.keyboard.press("Escape");
    await navigate(page, "Home");
    const card = await page.getByTestId("host-card").evaluate((element) => getComputedStyle(element).backgroundColor);
    assert.equal(card, "oklch(0.208 0.042 265.755)", "the host's own dark:bg-slate-900 still follows the system");
    assert.deepEqual(problems, []);
    await close();
  });

  test("TimelineDialog, NotificationRuleForm and ThemeEditor render on the fake with the host's i18next", async () => {
    const { page, problems, close } = await open("light");
    await page.goto(`${url}/tools`);
    await page.getByRole("tab", { name: "General Settings" }).waitFor();
    assert.equal(
      await page.getByRole("heading", { name: "Theme" }).count(),
      0,
      "headingLevel none leaves the editor's heading out",
    );
    await page.getByRole("textbox", { name: "Title" }).waitFor();
    assert.equal(await page.getByRole("tab", { name: "General Settings" }).count(), 1);
    await page.getByRole("button", { name: "Device history" }).click();
    const logs = page.getByRole("dialog", { name: "Timeline" }).getByRole("list", { name: "Logs" });
    await logs.getByRole("listitem").first().waitFor();
    await page.screenshot({ path: join(shots, "tools-light.png") });
    assert.deepEqual(problems, []);
    await close();
  });

  test("on React's development build, the console's pages and dialogs log no warning", async () => {
    const { page, problems, close } = await open("light");
    await page.goto(devUrl);
    await navigate(page, "Devices");
    await page.getByRole("table", { name: "Devices" }).getByRole("cell", { name: "ACME-0001", exact: true }).waitFor();
    await page.getByRole("button", { name: "Lock device ACME-0001" }).click();
    await page.getByRole("alertdialog", { name: "Lock this device?" }).getByRole("button", { name: "Cancel" }).click();
    await navigate(page, "Tools");
    await page.getByRole("button", { name: "Device history" }).click();
    await page
      .getByRole("dialog", { name: "Timeline" })
      .getByRole("list", { name: "Logs" })
      .getByRole("listitem")
      .first()
      .waitFor();
    assert.deepEqual(problems, []);
    await close();
  });
}
