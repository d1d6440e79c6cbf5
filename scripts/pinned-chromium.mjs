#!/usr/bin/env node
// The Chromium build the screenshot tests run in, pinned by the lockfile rather than taken from the machine. Debian's
// `chromium` differs between machines (150 on one, 156 on another), and builds differ in how they anti-alias the same
// page, so a reference taken with one fails with another. `@sparticuz/chromium` ships one headless Chromium build
// inside its npm package (Brotli-compressed), so `npm ci` brings the same binary everywhere. Its shared libraries are
// the ones Debian's `chromium` package installs, which `.ci/run` makes sure of.
//
// `node scripts/pinned-chromium.mjs` prints the binary's path, unpacking it on first use.
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createBrotliDecompress } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const PACKAGE = "@sparticuz/chromium";

/** The pinned package's folder and version, as the lockfile installed them. */
function pinnedPackage() {
  const folder = join(root, "node_modules", PACKAGE);
  const { version } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
  return { folder, version };
}

/** The path of the pinned Chromium binary, unpacked once into node_modules/.cache. */
export async function pinnedChromium() {
  const { folder, version } = pinnedPackage();
  const binary = join(root, "node_modules/.cache/pinned-chromium", version, "chromium");
  if (existsSync(binary)) return binary;
  mkdirSync(dirname(binary), { recursive: true });
  // Unpacked beside its final name and renamed, so two test processes starting together never run half a file.
  const partial = `${binary}.${process.pid}.partial`;
  await pipeline(
    createReadStream(join(folder, "bin/chromium.br")),
    createBrotliDecompress(),
    createWriteStream(partial),
  );
  chmodSync(partial, 0o755);
  renameSync(partial, binary);
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await pinnedChromium());
