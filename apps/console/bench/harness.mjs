// What the console's benchmarks share: the built reference server on a free port with the demo seed, a static file
// server (for the built Storybook), headless Debian Chromium, and a signed-in browser context.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, serveStatic } from "../../../scripts/headless-chromium.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const serverEntry = join(root, "apps/server/dist/main.js");
const storybookDir = join(root, "storybook-static");
const ADMIN = { email: "admin@example.com", password: "Admin1234" };
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (value) => Math.round(value * 10) / 10;

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * The built reference server on a free port, with a database of its own. `seed` is "demo" (about 3,000 devices) or
 * "large"; `staticDir` serves another folder than the built console (a copy with the benchmark's own pages added).
 */
async function startConsoleServer({ seed = "demo", staticDir } = {}) {
  if (!existsSync(serverEntry)) throw new Error("Build first: apps/server/dist/main.js is missing (npm run build).");
  const dir = mkdtempSync(join(tmpdir(), "console-bench-"));
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CONSOLE_DB: join(dir, "console.db"),
      CONSOLE_MAIL_DIR: join(dir, "mail"),
      CONSOLE_SEED: seed,
      ...(staticDir ? { CONSOLE_STATIC_DIR: staticDir } : {}),
      CONSOLE_ADMIN_EMAIL: ADMIN.email,
      CONSOLE_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  // The large seed is written on the first start: give it the server benchmark's own allowance and some.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited early");
    try {
      if ((await fetch(`${url}/api:1/theme`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not start within 120 s");
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const CHROMIUM = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] };
const VIEWPORT = { width: 1440, height: 900 };

function launchBrowser() {
  return chromium.launch(CHROMIUM);
}

async function signIn(url) {
  const answer = await fetch(`${url}/api:1/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status}`);
  return answer.json();
}

/**
 * A browser context signed in as the demo administrator, the way the host app stores a login
 * (apps/console/src/auth-storage.ts): the `signedIn` flag cookie plus `uid`, `user` and `token` in localStorage.
 * `initScripts` run in every page before its own scripts (probes that note when something shows). `session` reuses a
 * sign-in's answer, so that a benchmark making many contexts signs in once. Resolves with the context, the bearer
 * token, for calls the benchmark makes itself, and the session.
 */
async function signInContext(context, url, initScripts = [], session = undefined) {
  session ??= await signIn(url);
  await context.addCookies([{ name: "signedIn", value: "1", url, sameSite: "Strict" }]);
  await context.addInitScript(
    ({ token, id, email }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("uid", String(id));
      localStorage.setItem("user", email);
      localStorage.setItem("lang", "en");
    },
    { token: session.token, id: session.id, email: ADMIN.email },
  );
  for (const script of initScripts) await context.addInitScript(script);
  return { context, token: session.token, session };
}

/**
 * A new signed-in context of `browser` at the benchmarks' viewport, with nothing cached: a first visit. `session`
 * reuses an earlier sign-in, as for `signInContext`.
 */
async function signedInContext(browser, url, initScripts = [], session = undefined) {
  return signInContext(await browser.newContext({ viewport: VIEWPORT }), url, initScripts, session);
}

/** Builds Storybook when storybook-static is missing, and serves it. */
async function serveStorybook() {
  if (!existsSync(join(storybookDir, "iframe.html"))) {
    const built = spawnSync("npm", ["run", "build-storybook"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("building Storybook failed");
  }
  return serveStatic(storybookDir);
}

/**
 * A new tab in new-headless Chromium starts a renderer of its own for the browser's UI, which keeps both cores of this
 * machine busy for ~1 s. An operator's browser window is already open when they go to the console, so each tab gets
 * this long to settle before the measured navigation; `settle: false` keeps that start-up inside the measurement, for
 * reference.
 */
const SETTLE_MS = 1500;

async function openTab(context, { settle = true } = {}) {
  const page = await context.newPage();
  if (settle) await page.waitForTimeout(SETTLE_MS);
  return page;
}

// Runs in the page before any script: reports, through the console, when the device table first holds 50 rows, and
// when the next frame after that is made, styled, laid out and painted (the rows' first frame: for a static page, once
// its stylesheet lets it render).
// It also notes the time from a click on Search to the table showing the searched serial number.
function installProbes() {
  const marks = {};
  window.__benchMarks = marks;
  const rows = () => document.querySelectorAll('[data-slot="data-table-row"]');
  new MutationObserver(() => {
    if (marks.rows50 === undefined && rows().length >= 50) {
      marks.rows50 = performance.now();
      // For a trace (ab.mjs's CPU time): the moment, on the main thread's clocks.
      performance.mark("rows50");
      // The frame's animation callbacks run before its style, layout and paint; a task posted from one runs after
      // them, once the frame that shows the rows is made.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => console.debug(`bench:rows50 ${marks.rows50} ${performance.now()}`);
        channel.port2.postMessage(null);
      });
    }
    if (marks.searchStart !== undefined && marks.searchDone === undefined) {
      const list = rows();
      if (list.length === 1 && list[0].textContent.includes(marks.searchFor)) {
        marks.searchDone = performance.now();
        console.debug(`bench:search ${marks.searchDone - marks.searchStart}`);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button && button.textContent.trim() === "Search" && marks.searchFor) marks.searchStart = performance.now();
    },
    true,
  );
}

export {
  ADMIN,
  CHROMIUM,
  VIEWPORT,
  installProbes,
  launchBrowser,
  median,
  openTab,
  round,
  serveStorybook,
  signInContext,
  signedInContext,
  startConsoleServer,
};
