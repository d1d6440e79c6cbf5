// Installs @org/console, @org/ui and @org/api-client into a Next.js App Router host from the tarballs `npm pack` makes,
// in a copy of the app outside the repository, then checks it as an embedder would: `next build` + `next start`, and
// `next dev`, each driven in Chromium.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../scripts/headless-chromium.mjs";
import { figure, writeFigures } from "../../../scripts/bench/figures.mjs";
import { installExample, openPage, repo } from "../../packed.mjs";

const example = resolve(fileURLToPath(new URL("..", import.meta.url)));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// A dev server compiles each page on its first request; on a busy 2-core machine that takes a while.
const DEV_TIMEOUT = 180_000;

/**
 * What DeviceTable with its provider adds to the host's own page, in gzip bytes of every script fetched until its
 * rows show: the same limit as for a Vite host.
 */
const DEVICE_TABLE_LIMIT = 90_000;

/** A free local port, for a server that takes its port on the command line. */
function freePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Starts `next <command>` and resolves once it answers; `stop()` ends it and everything it started. */
async function startNext(app, command) {
  const port = await freePort();
  const child = spawn("npx", ["next", command, "--port", `${port}`, "--hostname", "127.0.0.1"], {
    cwd: app,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + DEV_TIMEOUT;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next ${command} exited:\n${output}`);
    const answered = await fetch(`${url}/api/fleet`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`next ${command} did not answer:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    output: () => output,
    /** Ends the server and everything it started, and resolves once they are all gone (and write no more files). */
    stop: async () => {
      const group = -child.pid;
      const alive = () => {
        try {
          process.kill(group, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (alive()) process.kill(group, "SIGTERM");
      // `next dev` leaves workers that outlive the command itself for a moment.
      for (let waited = 0; alive(); waited += 100) {
        if (waited === 10_000) process.kill(group, "SIGKILL");
        await new Promise((done) => setTimeout(done, 100));
      }
    },
  };
}

/** The host's own elements on its home page, by their computed styles. */
function hostStyles(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      ["host-heading", "host-text", "host-button", "host-card"].map((id) => {
        const style = getComputedStyle(document.querySelector(`[data-testid="${id}"]`));
        const properties = ["font-size", "font-weight", "font-family", "color", "background-color", "border-radius"];
        return [id, Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]))];
      }),
    ),
  );
}

const rowsShown = (page) =>
  page.getByRole("table", { name: "Devices" }).getByRole("cell", { name: "ACME-0001", exact: true }).waitFor();
const navigate = (page, name) =>
  page.getByRole("navigation", { name: "Acme Home" }).getByRole("link", { name }).click();

let installed;
let browser;

before(async () => {
  installed = installExample(example, { name: "nextjs", skip: [".next", "next-env.d.ts"] });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
});

after(async () => {
  await browser?.close();
  installed?.remove();
});

describe("a Next.js App Router host built with next build and served with next start", { timeout: 600_000 }, () => {
  let server;

  before(async () => {
    const build = spawnSync("npx", ["next", "build"], { cwd: installed.app, env, encoding: "utf8" });
    assert.equal(build.status, 0, `next build failed:\n${build.stdout}\n${build.stderr}`);
    // Under CI=true, Next.js also warns that no build cache was kept from a previous build: that one is the CI's.
    const warnings = `${build.stdout}\n${build.stderr}`
      .split("\n")
      .filter((line) => /⚠|warn/i.test(line) && !line.includes("No build cache found"));
    assert.deepEqual(warnings, [], "next build warns of nothing");
    server = await startNext(installed.app, "start");
  });

  after(() => server?.stop());

  test("the page is rendered on the server from a Server Component, the console's table included", async () => {
    const html = await (await fetch(`${server.url}/devices`)).text();
    assert.match(html, /4 units, counted on the server\./, "the Server Component's own output");
    assert.match(html, /<h2[^>]*>Devices<\/h2>/, "DeviceTable's heading, rendered on the server");
    assert.match(html, /Search by serial number/, "the table's search box, rendered on the server");
  });

  test("the rows show and the lock dialog locks a device, with nothing logged", async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${server.url}/devices`);
    await rowsShown(page);
    await page.getByRole("button", { name: "Lock device ACME-0002" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Lock this device?" });
    await dialog.getByRole("button", { name: "Lock" }).click();
    await dialog.waitFor({ state: "detached" });
    const fleet = await (await fetch(`${server.url}/api/fleet?serial=ACME-0002`)).json();
    assert.equal(fleet.units[0].locked, true, "the host's backend locked the unit");
    assert.deepEqual(problems, []);
    await close();
  });

  test("the host's own styles are unchanged after the console's page", async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(server.url);
    await page.getByTestId("host-heading").waitFor();
    const before = await hostStyles(page);
    assert.equal(before["host-heading"]["font-size"], "32px", "the host's own h1 rule applies");
    await navigate(page, "Devices");
    await rowsShown(page);
    const consoleHeading = await page
      .getByRole("heading", { level: 2, name: "Devices" })
      .evaluate((element) => getComputedStyle(element).fontFamily);
    assert.doesNotMatch(consoleHeading, /Georgia/, "the host's element styles do not reach the console");
    await navigate(page, "Home");
    await page.getByTestId("host-heading").waitFor();
    assert.deepEqual(await hostStyles(page), before);
    assert.deepEqual(problems, []);
    await close();
  });

  test("a stored density and column choice show after a reload, with no hydration warning", async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${server.url}/devices`);
    await rowsShown(page);
    await choosePreferences(page);
    await page.reload();
    await rowsShown(page);
    await expectPreferences(page);
    assert.deepEqual(problems, []);
    await close();
  });

  test("DeviceTable with its provider adds under 90 kB gzip of script to the host's page", async () => {
    // The host's page without the console: the scripts its HTML loads. Measured from the HTML rather than the
    // browser, because a browser on that page also prefetches the chunks of the pages it links to.
    const homeHtml = await (await fetch(server.url)).text();
    const hostScripts = new Set(
      [...homeHtml.matchAll(/<script src="([^"]+)"/g)].map((match) => new URL(match[1], server.url).href),
    );
    assert.ok(hostScripts.size > 0, "the host's page loads scripts");
    const host = await gzipOf([...hostScripts]);
    const table = await scriptsFetched(server.url, "/devices", rowsShown);
    const added = await gzipOf(table.urls.filter((url) => !hostScripts.has(url)));
    writeFigures(
      join(repo, "test-results/nextjs/budget.json"),
      "embedding DeviceTable in Next.js",
      [
        figure({
          id: "embed.nextjs.deviceTable",
          label: "Next.js host: DeviceTable with its provider, gzip script over the host's page",
          value: added / 1000,
          unit: "kB",
          max: DEVICE_TABLE_LIMIT / 1000,
        }),
      ],
      { hostPage: { scripts: hostScripts.size, gzip: host }, devicesPage: { scripts: table.urls.length } },
    );
    console.log(
      `Next.js: the host's page ${host} B gzip in ${hostScripts.size} scripts; /devices adds ${added} B (limit ${DEVICE_TABLE_LIMIT})`,
    );
    assert.ok(added <= DEVICE_TABLE_LIMIT, `DeviceTable adds ${added} B gzip, over the ${DEVICE_TABLE_LIMIT} B limit`);
  });
});

describe("the same host under next dev", { timeout: 600_000 }, () => {
  let server;

  before(async () => {
    server = await startNext(installed.app, "dev");
  });

  after(() => server?.stop());

  test("a client-side move to the page, the lock dialog and a reload with stored choices log nothing", async () => {
    const { page, problems, close } = await openPage(browser);
    page.setDefaultTimeout(DEV_TIMEOUT);
    await page.goto(server.url);
    await page.getByTestId("host-heading").waitFor();
    await navigate(page, "Devices");
    await rowsShown(page);
    await page.getByRole("button", { name: "Lock device ACME-0001" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Lock this device?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await choosePreferences(page);
    await page.reload();
    await rowsShown(page);
    await expectPreferences(page);
    await navigate(page, "Home");
    await navigate(page, "Devices");
    await rowsShown(page);
    assert.deepEqual(problems, [], server.output());
    await close();
  });
});

/** Compact rows, and the Model column hidden, through the table's own controls. */
async function choosePreferences(page) {
  await page.getByRole("button", { name: "Compact rows" }).click();
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("menu", { name: "Columns" }).getByRole("menuitemcheckbox", { name: "Model" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("columnheader", { name: "Model" }).waitFor({ state: "detached" });
}

async function expectPreferences(page) {
  const toggle = page.getByRole("button", { name: "Compact rows" });
  await page.waitForFunction(
    () => document.querySelector('[data-slot="data-table"]')?.getAttribute("data-density") === "compact",
  );
  assert.equal(await toggle.getAttribute("aria-pressed"), "true");
  assert.equal(await page.getByRole("columnheader", { name: "Model" }).count(), 0, "the Model column stays hidden");
}

/** Every script a page fetched until `ready` resolved, by address. */
async function scriptsFetched(url, path, ready) {
  const { page, problems, close } = await openPage(browser);
  const urls = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  await page.goto(`${url}${path}`);
  await ready(page);
  await close();
  assert.deepEqual(problems, []);
  return { urls: [...new Set(urls)] };
}

/** The gzip bytes of scripts, fetched again by address. */
async function gzipOf(urls) {
  const bodies = await Promise.all(urls.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())));
  return bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
}
