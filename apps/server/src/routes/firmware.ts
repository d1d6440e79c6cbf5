import { createHash } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  FIRMWARE_FORM_FIELDS,
  FIRMWARE_MAX_BYTES,
  MESSAGES,
  STATUS,
  firmwareDeleteRequestSchema,
  firmwareUploadWireSchema,
} from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { deleteFirmware, findFirmware, listFirmware, saveFirmware } from "../data/firmware.js";
import { HttpError, formBody, formOrJsonBody, parseWith } from "../http/errors.js";
import { tooLarge } from "../http/limits.js";
import { storedFileLink } from "../http/signed-urls.js";
import { recordSecurityEvent } from "../http/security-events.js";

/** A file name safe to store and to show: letters, digits, dot, dash and underscore, never starting with a dot. */
function safeFileName(name: string, fallback: string): string {
  const clean = name
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(0, 120);
  return clean === "" ? fallback : clean;
}

/** `firmware.*` under `/fw`: list, upload and delete firmware files. */
function firmwareRoutes(services: Services): Hono<AppEnv> {
  const { db, files, signer, clock } = services;
  const api = new Hono<AppEnv>();

  api.get("/list", (c) => {
    const now = clock.now();
    return c.json(
      listFirmware(db).map((row, index) => ({
        id: row.id,
        name: row.id,
        version: row.version,
        previousVersion: row.previous_version,
        model: row.model,
        sha1: row.sha1,
        size: row.size,
        trigger: row.trigger === 1,
        url: storedFileLink(signer, row.file, now),
        index,
      })),
    );
  });

  api.post(
    "/upload",
    // Multipart overhead on top of the largest file allowed; anything bigger never reaches memory in full.
    bodyLimit({
      maxSize: FIRMWARE_MAX_BYTES + 64 * 1024,
      onError: tooLarge(MESSAGES.firmwareTooLarge, FIRMWARE_FORM_FIELDS.file),
    }),
    async (c) => {
      const input = parseWith(firmwareUploadWireSchema, await formBody(c), { rename: FIRMWARE_FORM_FIELDS });
      // Any model: an operator preparing a launch uploads firmware before the first device of that model exists.
      const bytes = new Uint8Array(await input.file.arrayBuffer());
      const sha1 = createHash("sha1").update(bytes).digest("hex");
      if (sha1 !== input.sha1) {
        throw new HttpError(STATUS.badRequest, `${FIRMWARE_FORM_FIELDS.sha1}: ${MESSAGES.sha1Mismatch}`, {
          field: FIRMWARE_FORM_FIELDS.sha1,
          actual: sha1,
        });
      }
      const fallback = `${input.model}_v${input.version}.bin`;
      const id = safeFileName(
        "name" in input.file && typeof input.file.name === "string" ? input.file.name : "",
        fallback,
      );
      const file = `firmware/${sha1}-${id}`;
      files.write(file, bytes);
      const { version, previousVersion, model } = input;
      const stored = {
        id,
        version,
        previousVersion,
        model,
        sha1,
        size: bytes.length,
        trigger: input.trigger ?? false,
        file,
      };
      const previous = saveFirmware(db, stored, clock.now());
      if (previous && previous !== file) files.remove(previous);
      recordSecurityEvent(services, c, { event: "upload", kind: "firmware", name: id, bytes: bytes.length });
      return c.json({ id }, 200);
    },
  );

  api.post("/delete", async (c) => {
    const { id } = parseWith(firmwareDeleteRequestSchema, await formOrJsonBody(c));
    const row = findFirmware(db, id);
    if (!row) throw new HttpError(STATUS.notFound, "Firmware not found.", { field: "id" });
    deleteFirmware(db, id);
    files.remove(row.file);
    recordSecurityEvent(services, c, { event: "firmware.deleted", id });
    return c.body(null, 204);
  });

  return api;
}

export { firmwareRoutes };
