import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../scripts/headless-chromium.mjs";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
const serverEntry = join(root, "apps/server/dist/main.js");

const ADMIN = { email: "admin@example.com", password: "Admin1234" };

/** A free port on loopback, asked of the OS. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

type E2eServer = { url: string; mailDir: string; stop(): Promise<void> };

/**
 * The built reference server with the built console, on a free port, with a temporary database and mail folder. It
 * inherits the environment, so `CONSOLE_STRICT_SPEC=1` (which `npm run test:e2e` sets for its second run) makes it
 * answer as the narrowest documented backend.
 */
async function startServer(): Promise<E2eServer> {
  const dir = mkdtempSync(join(tmpdir(), "console-e2e-"));
  const port = await freePort();
  const mailDir = join(dir, "mail");
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CONSOLE_DB: join(dir, "console.db"),
      CONSOLE_MAIL_DIR: mailDir,
      CONSOLE_SEED: "demo",
      CONSOLE_ADMIN_EMAIL: ADMIN.email,
      CONSOLE_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api:1/theme`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start within 30 s:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    mailDir,
    async stop() {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

async function signIn(page: Page, url: string, credentials = ADMIN) {
  await page.goto(`${url}/login`);
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/device$/);
}

/** The body of the newest e-mail in the mail folder, decoded from base64 when the message says so. */
function latestMail(mailDir: string): string {
  const files = readdirSync(mailDir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  const last = files.at(-1);
  if (!last) throw new Error(`no e-mail in ${mailDir}`);
  const raw = readFileSync(join(mailDir, last), "utf8").replace(/\r\n/g, "\n");
  const split = raw.indexOf("\n\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  return /content-transfer-encoding:\s*base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : body;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's violations on the page, in its colour scheme and then in the other one (the `dark` class toggled, then
 * put back), so every page checked is checked in dark mode too. Transitions and animations are off for both runs:
 * a colour caught halfway through a transition (a button re-tinted when the theme arrives) is not what the operator
 * reads, and measuring it made CI fail once on `/firmware`. The script runs through the
 * DevTools protocol, which the page's CSP (`script-src 'self'`) does not govern, so the page keeps its real headers.
 */
async function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate(`${axeSource}
    (async () => {
      const root = document.documentElement;
      const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const run = async () => {
        const scheme = root.classList.contains("dark") ? "dark" : "light";
        const results = await axe.run(document, { resultTypes: ["violations"] });
        return results.violations.map((v) => scheme + " " + v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", "));
      };
      const style = document.createElement("style");
      style.textContent = "*, *::before, *::after { transition: none !important; animation: none !important; }";
      document.head.append(style);
      await settle();
      try {
        const first = await run();
        root.classList.toggle("dark");
        await settle();
        try {
          return [...first, ...(await run())];
        } finally {
          root.classList.toggle("dark");
        }
      } finally {
        style.remove();
      }
    })()`) as Promise<string[]>;
}

/** Calls the reference server with the signed-in page's token, as the console would. */
async function apiGet<T>(page: Page, url: string, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const answer = await fetch(`${url}/api:1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

type E2eSession = { server: E2eServer; browser: Browser; context: BrowserContext; page: Page };

/**
 * Registers a test file's lifecycle: one server and browser for the file, a fresh browser context (no cookies,
 * no storage) for every test. Read the fields inside tests, after the hooks have filled them in.
 */
function setupE2eSession(): E2eSession {
  const session = {} as E2eSession;
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  beforeEach(async () => {
    session.context = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    session.context.setDefaultTimeout(10_000);
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await session.context.close();
  });
  return session;
}

export { setupE2eSession };
export { ADMIN, apiGet, axeViolations, latestMail, signIn };
