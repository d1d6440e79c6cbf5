import { createReadStream, readFileSync, statSync } from "node:fs";
import { extname, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
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

// Text the browser downloads on every first visit: sent compressed (the sign-in route's script is ~3.5x smaller).
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".webmanifest"]);
const MIN_COMPRESS_BYTES = 1024;
type Encoding = "br" | "gzip";

/** The encoding to answer with: brotli, then gzip, among those the request accepts (q > 0); null for none. */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/**
 * Compressed copies of the built files, made on first request and kept while the file is unchanged, so each file is
 * compressed once rather than per request. The build is a few MB of text (its source maps are never served), so the
 * copies stay small.
 */
function compressedFiles() {
  const cache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();
  return (file: { path: string; size: number; mtimeMs: number }, encoding: Encoding): Buffer => {
    const key = `${encoding}\u0000${file.path}`;
    const cached = cache.get(key);
    if (cached && cached.mtimeMs === file.mtimeMs && cached.size === file.size) return cached.body;
    const raw = readFileSync(file.path);
    const body =
      encoding === "br"
        ? brotliCompressSync(raw, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipSync(raw, { level: 9 });
    cache.set(key, { mtimeMs: file.mtimeMs, size: file.size, body });
    return body;
  };
}

/**
 * Serves the built host app: files as they are (hashed assets cached for a year), and index.html for any other
 * path that is not a file, so client-side routes load the app (SPA fallback).
 */
function staticApp(root: string) {
  const base = resolve(root);
  const compressed = compressedFiles();
  const send = (c: Context, file: { path: string; size: number; mtimeMs: number }, cacheControl: string) => {
    const headers: Record<string, string> = { "Cache-Control": cacheControl };
    if (!COMPRESSIBLE.has(extname(file.path).toLowerCase()) || file.size < MIN_COMPRESS_BYTES)
      return sendFile(c, file, headers);
    headers.Vary = "Accept-Encoding";
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return sendFile(c, file, headers);
    const body = compressed(file, encoding);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), {
      status: 200,
      headers: {
        "Content-Type": contentType(file.path),
        "Content-Length": String(body.length),
        "Content-Encoding": encoding,
        ...headers,
      },
    });
  };
  return (c: Context) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.json({ message: "Not found." }, 404);
    const path = c.req.path;
    const file = path === "/" ? null : fileUnder(base, path);
    // The build may keep its source maps (for the developer's own tools); served, they would hand anyone the console's
    // source with its comments (issue 14). Checked on the file found, so neither case nor escapes get one through.
    if (file && extname(file.path).toLowerCase() === ".map") return c.text("Not found.", 404);
    if (file) {
      const immutable = path.startsWith("/assets/");
      return send(c, file, immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
    // A missing asset is a 404, not the app. Routes may end in something dotted (/user/someone@example.com), so
    // only the bundle folder and the file types the app ships count as assets.
    const extension = extname(path).toLowerCase();
    if (path.startsWith("/assets/") || (extension !== ".html" && extension in TYPES)) return c.text("Not found.", 404);
    const index = fileUnder(base, "/index.html");
    if (!index) return c.text("The console has not been built. Run npm run build.", 404);
    return send(c, index, "no-cache");
  };
}

export { contentType, preferredEncoding, staticApp };
