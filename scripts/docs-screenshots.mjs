#!/usr/bin/env node
// Screenshots of three docs pages of the built Storybook, for reviewers without a browser at hand:
// Button (its description and props table), DeviceTable (its whole first preview) and Foundations.
// Run `npm run build-storybook` first; writes docs/screenshots/*.png.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, serveStatic } from "./headless-chromium.mjs";

const repo = resolve(fileURLToPath(new URL("..", import.meta.url)));
const built = join(repo, "storybook-static");
const out = join(repo, "docs/screenshots");
const server = await serveStatic(built);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
page.on("pageerror", (error) => errors.push(error.message));
const docs = async (id) => {
  await page.goto(`${server.url}/iframe.html?viewMode=docs&id=${id}`);
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
await server.stop();
if (errors.length) {
  console.error(errors.join("\n"));
  process.exit(1);
}
console.log(`wrote ${out}/button-docs.png, device-table-docs.png, foundations.png`);
