import { createReadStream, statSync } from "node:fs";
import { extname, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".bin": "application/octet-stream",
  ".jsonl": "application/x-ndjson",
};

function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

/** A file under `root` for a URL path, or null when it does not exist or would leave the root. */
function fileUnder(root: string, urlPath: string): { path: string; size: number; mtimeMs: number } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const full = resolve(root, `.${decoded.startsWith("/") ? decoded : `/${decoded}`}`);
  const inside = relative(root, full);
  if (inside.startsWith("..") || inside.split(sep).includes("..")) return null;
  try {
    const stat = statSync(full);
    return stat.isFile() ? { path: full, size: stat.size, mtimeMs: stat.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Streams a file as the answer, with its type and length. */
function sendFile(c: Context, file: { path: string; size: number }, headers: Record<string, string> = {}): Response {
  const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  const head = c.req.method === "HEAD";
  return new Response(head ? null : stream, {
    status: 200,
    headers: { "Content-Type": contentType(file.path), "Content-Length": String(file.size), ...headers },
  });
}

/**
 * Serves the built host app: files as they are (hashed assets cached for a year), and index.html for any other
 * path that is not a file, so client-side routes load the app (SPA fallback).
 */
function staticApp(root: string) {
  const base = resolve(root);
  return (c: Context) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.json({ message: "Not found." }, 404);
    const path = c.req.path;
    const file = path === "/" ? null : fileUnder(base, path);
    if (file) {
      const immutable = path.startsWith("/assets/");
      return sendFile(c, file, { "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache" });
    }
    // A missing asset is a 404, not the app. Routes may end in something dotted (/user/someone@example.com), so
    // only the bundle folder and the file types the app ships count as assets.
    const extension = extname(path).toLowerCase();
    if (path.startsWith("/assets/") || (extension !== ".html" && extension in TYPES)) return c.text("Not found.", 404);
    const index = fileUnder(base, "/index.html");
    if (!index) return c.text("The console has not been built. Run npm run build.", 404);
    return sendFile(c, index, { "Cache-Control": "no-cache" });
  };
}

export { contentType, fileUnder, sendFile, staticApp };
