#!/usr/bin/env node
// Screenshots of three docs pages of the built Storybook, for reviewers without a browser at hand:
// Button (its description and props table), DeviceTable (its whole first preview) and Foundations.
// Run `npm run build-storybook` first; writes docs/screenshots/*.png.
import { createServer } from "node:http";
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const repo = resolve(fileURLToPath(new URL("..", import.meta.url)));
const built = join(repo, "storybook-static");
const out = join(repo, "docs/screenshots");
const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

const server = createServer((request, response) => {
  let path = join(built, decodeURIComponent(new URL(request.url, "http://docs").pathname));
  if (!path.startsWith(built)) path = built;
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) path = join(path, "index.html");
  let body;
  try {
    body = readFileSync(path);
  } catch {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" }).end(body);
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
page.on("pageerror", (error) => errors.push(error.message));
const docs = async (id) => {
  await page.goto(`http://127.0.0.1:${server.address().port}/iframe.html?viewMode=docs&id=${id}`);
  await page.locator("#storybook-docs h1").first().waitFor();
};
const bottomOf = async (locator, margin) => {
  const box = await locator.boundingBox();
  return Math.ceil(box.y + box.height + margin);
};
mkdirSync(out, { recursive: true });

await docs("ui-button--docs");
await page.locator(".docblock-argstable").first().waitFor();
const buttonHeight = await bottomOf(page.locator(".docblock-argstable").first(), 24);
await page.screenshot({
  path: join(out, "button-docs.png"),
  fullPage: true,
  clip: { x: 0, y: 0, width: 1280, height: buttonHeight },
});

await docs("console-devices-devicetable--docs");
const primary = page.locator(".docs-story").first();
await primary.getByRole("cell", { name: "AC14A98CE5", exact: true }).waitFor({ timeout: 60_000 });
// The rows fade in; let every transition end.
await page.waitForTimeout(3000);
const tableHeight = await bottomOf(primary, 260);
await page.screenshot({
  path: join(out, "device-table-docs.png"),
  fullPage: true,
  clip: { x: 0, y: 0, width: 1280, height: tableHeight },
});

await docs("foundations--docs");
await page.getByRole("table").first().waitFor();
await page.screenshot({ path: join(out, "foundations.png"), fullPage: true });

await browser.close();
server.close();
if (errors.length) {
  console.error(errors.join("\n"));
  process.exit(1);
}
console.log(`wrote ${out}/button-docs.png, device-table-docs.png, foundations.png`);
