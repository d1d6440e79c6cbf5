// How this repository starts a headless Chromium: the machine's own build (`apt-get install chromium`, or
// CHROMIUM_PATH) with the flags that keep it quiet and comparable between runs. The story, end-to-end and embedding
// tests, the benchmarks and the docs screenshots all start it this way; the screenshot tests use the pinned build
// instead (pinned-chromium.mjs).
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** No sandbox (CI containers), no GPU, no QUIC, and nothing of its own on the network (updates, sync). */
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** Serves a built folder (Storybook, a floor page) on a free local port; a folder's address serves its index.html. */
async function serveStatic(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((done) => server.close(done)) };
}

export { CHROMIUM_FLAGS, CHROMIUM_PATH, serveStatic };
