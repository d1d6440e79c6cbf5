import { createHash } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  IMAGE_MAX_BYTES,
  MESSAGES,
  STATUS,
  imageDeleteSchema,
  imageUploadProblem,
  imageUploadSchema,
  readImageInfo,
} from "@org/api-client";
import type { ImageType } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { clearModelImages, findModel, setModelImages } from "../data/information-models.js";
import { HttpError, formBody, jsonBody, parseWith } from "../http/errors.js";
import { tooLarge } from "../http/limits.js";
import { storedFileLink } from "../http/signed-urls.js";
import { recordSecurityEvent } from "../http/security-events.js";

/** A folder name for a family's images: the family name may hold any character, a path must not. */
function familyKey(familyName: string): string {
  return createHash("sha256").update(familyName).digest("hex").slice(0, 16);
}

/** `images.*` under `/image`: an information model's thumbnail and banner. */
function imageRoutes(services: Services): Hono<AppEnv> {
  const { db, files, signer, clock } = services;
  const api = new Hono<AppEnv>();

  api.post(
    "/",
    bodyLimit({ maxSize: 2 * IMAGE_MAX_BYTES + 64 * 1024, onError: tooLarge(MESSAGES.imageTooLarge, "body") }),
    async (c) => {
      const input = parseWith(imageUploadSchema, await formBody(c));
      const row = findModel(db, input.familyName);
      if (!row) throw new HttpError(STATUS.notFound, "Information model not found.", { field: "familyName" });
      const stored: Partial<Record<ImageType, string>> = {};
      const checked: { type: ImageType; bytes: Uint8Array; extension: string }[] = [];
      for (const type of ["thumbnail", "banner"] as const) {
        const file = input[type];
        if (!file) continue;
        const bytes = new Uint8Array(await file.arrayBuffer());
        // The same check as the fake's: a jpg, png or gif read from its bytes, at least the type's minimum size.
        const problem = imageUploadProblem(type, bytes);
        if (problem)
          throw new HttpError(STATUS.badRequest, `${problem.field}: ${problem.message}`, { field: problem.field });
        checked.push({ type, bytes, extension: readImageInfo(bytes)?.extension ?? "bin" });
      }
      for (const { type, bytes, extension } of checked) {
        const digest = createHash("sha1").update(bytes).digest("hex").slice(0, 12);
        const file = `images/${familyKey(input.familyName)}/${type}-${digest}.${extension}`;
        files.write(file, bytes);
        stored[type] = file;
      }
      const old = { thumbnail: row.thumbnail, banner: row.banner };
      setModelImages(db, input.familyName, stored);
      for (const type of ["thumbnail", "banner"] as const) {
        const previous = old[type];
        if (stored[type] && previous && previous !== stored[type]) files.remove(previous);
      }
      for (const { type, bytes } of checked) {
        const name = `${input.familyName} ${type}`;
        recordSecurityEvent(services, c, { event: "upload", kind: "model_image", name, bytes: bytes.length });
      }
      const now = clock.now();
      const link = (file: string | null) => (file ? { uri: storedFileLink(signer, file, now) } : null);
      const thumbnail = link(stored.thumbnail ?? row.thumbnail);
      const banner = link(stored.banner ?? row.banner);
      return c.json({ familyName: input.familyName, images: { thumbnail, banner } }, 200);
    },
  );

  api.delete("/", async (c) => {
    const { familyName, imageTypes } = parseWith(imageDeleteSchema, await jsonBody(c));
    const row = findModel(db, familyName);
    if (!row) throw new HttpError(STATUS.notFound, "Information model not found.", { field: "familyName" });
    const clear = new Set<string>(imageTypes);
    clearModelImages(db, familyName, clear);
    if (clear.has("thumbnail") && row.thumbnail) files.remove(row.thumbnail);
    if (clear.has("banner") && row.banner) files.remove(row.banner);
    recordSecurityEvent(services, c, { event: "model_image.deleted", familyName, imageTypes: [...clear] });
    return c.body(null, 204);
  });

  return api;
}

export { imageRoutes };
