import { Hono } from "hono";
import { STATUS } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { HttpError } from "../http/errors.js";
import { callPath } from "../http/request-info.js";
import { contentType } from "../http/static-files.js";

/**
 * Stored files under `/files`: firmware and model images, behind the signed links the lists answer (the guard in
 * app.ts checks the signature). Not a call of the contract, only where its links point.
 */
function fileRoutes(services: Services): Hono<AppEnv> {
  const { files } = services;
  const api = new Hono<AppEnv>();

  api.get("/*", (c) => {
    let relativePath: string;
    try {
      relativePath = decodeURIComponent(callPath(c).slice("/files/".length));
    } catch {
      throw new HttpError(STATUS.notFound, "Not found.");
    }
    let full: string;
    try {
      full = files.path(relativePath);
    } catch {
      throw new HttpError(STATUS.notFound, "Not found.");
    }
    const size = files.size(relativePath);
    if (size === null) throw new HttpError(STATUS.notFound, "Not found.");
    const firmware = relativePath.startsWith("firmware/");
    const name = relativePath.slice(relativePath.lastIndexOf("/") + 1).replace(/^[0-9a-f]{40}-/, "");
    c.header("Content-Type", firmware ? "application/octet-stream" : contentType(full));
    c.header("Content-Length", String(size));
    c.header("Cache-Control", "private, max-age=86400");
    c.header("Content-Security-Policy", "default-src 'none'; sandbox");
    if (firmware) c.header("Content-Disposition", `attachment; filename="${name}"`);
    return c.body(new Uint8Array(files.read(relativePath)));
  });

  return api;
}

export { fileRoutes };
