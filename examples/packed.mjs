// What every example's test shares: the packages packed as an embedder would get them from npm, each example copied
// outside the repository (so nothing resolves to the workspace's sources) and installed from those tarballs, and a
// browser page that fails the test on anything the console logs.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repo = resolve(fileURLToPath(new URL("..", import.meta.url)));
const PACKAGES = ["ui", "api-client", "console"];

/** Runs a command, its output returned and its errors shown. */
export const run = (command, args, cwd, env = process.env) =>
  execFileSync(command, args, { cwd, env, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });

let tarballs;
/** The packages' tarballs, packed once per test process. */
export function packTarballs() {
  if (tarballs) return tarballs.files;
  const dir = mkdtempSync(join(tmpdir(), "console-tarballs-"));
  for (const name of PACKAGES)
    run("npm", ["pack", "--silent", "--pack-destination", dir], join(repo, "packages", name));
  tarballs = { dir, files: readdirSync(dir).map((file) => join(dir, file)) };
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return tarballs.files;
}

/**
 * A copy of an example in a temporary folder, with the tarballs and `extra` packages installed over its own
 * dependencies. `remove()` deletes it.
 */
export function installExample(example, { name, extra = [], skip = [] }) {
  const dir = mkdtempSync(join(tmpdir(), `console-${name}-`));
  const app = join(dir, "app");
  const left = new RegExp(`[\\\\/](${["node_modules", "dist", "test", ...skip].join("|")})$`);
  cpSync(example, app, { recursive: true, filter: (source) => !left.test(source) });
  const install = ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];
  run("npm", [...install, ...packTarballs(), ...extra], app);
  // A server that just stopped may still be closing files in it: retry a moment later.
  return { app, remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }) };
}

/** A page of its own, collecting every console error or warning and every uncaught error into `problems`. */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return { page, problems, close: () => context.close() };
}
