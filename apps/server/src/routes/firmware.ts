import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { API_BASE_PATH, FIRMWARE_MAX_BYTES, MESSAGES, STATUS, firmwareDeleteRequestSchema, firmwareUploadWireSchema } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { HttpError, formBody, formOrJsonBody, parseWith } from "../http/errors.js";
import { tooLarge } from "../http/limits.js";

interface FirmwareRow {
  seq: number;
  id: string;
  version: string;
  previous_version: string | null;
  model: string;
  sha1: string;
  size: number;
  trigger: number;
  file: string;
}

/** The wire names of the upload form, for error messages. */
const WIRE_NAMES = { model: "inputModel", version: "inputVersion", previousVersion: "inputLastVersion", sha1: "inputSHA1", file: "file", trigger: "trigger" };

/** A file name safe to store and to show: letters, digits, dot, dash and underscore, never starting with a dot. */
function safeFileName(name: string, fallback: string): string {
  const clean = name
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(0, 120);
  return clean === "" ? fallback : clean;
}

/** Is this model a member of an information model's family, or the model of a known device? */
function isKnownModel(db: Database, model: string): boolean {
  const inFamily = db.prepare("SELECT 1 FROM info_models, json_each(info_models.family_members) AS member WHERE member.value = ? LIMIT 1").get(model);
  return inFamily !== undefined || db.prepare("SELECT 1 FROM devices WHERE model = ? LIMIT 1").get(model) !== undefined;
}

function registerFirmwareRoutes(api: Hono<AppEnv>, services: Services): void {
  const { db, files, signer, clock } = services;

  api.get("/fw/list", (c) => {
    const rows = db.prepare<[], FirmwareRow>("SELECT * FROM firmware ORDER BY seq").all();
    return c.json(
      rows.map((row, index) => ({
        id: row.id,
        name: row.id,
        version: row.version,
        previousVersion: row.previous_version,
        model: row.model,
        sha1: row.sha1,
        size: row.size,
        trigger: row.trigger === 1,
        url: API_BASE_PATH + signer.sign(`/files/${row.file}`, clock.now()),
        index,
      })),
    );
  });

  api.post(
    "/fw/upload",
    // Multipart overhead on top of the largest file allowed; anything bigger never reaches memory in full.
    bodyLimit({ maxSize: FIRMWARE_MAX_BYTES + 64 * 1024, onError: tooLarge(MESSAGES.firmwareTooLarge, "file") }),
    async (c) => {
      const input = parseWith(firmwareUploadWireSchema, await formBody(c), { rename: WIRE_NAMES });
      if (!isKnownModel(db, input.model)) {
        throw new HttpError(STATUS.badRequest, `inputModel: There is no device model ${input.model}.`, { field: "inputModel" });
      }
      const bytes = new Uint8Array(await input.file.arrayBuffer());
      const sha1 = createHash("sha1").update(bytes).digest("hex");
      if (sha1 !== input.sha1) {
        throw new HttpError(STATUS.badRequest, `inputSHA1: ${MESSAGES.sha1Mismatch}`, { field: "inputSHA1", actual: sha1 });
      }
      const fallback = `${input.model}_v${input.version}.bin`;
      const id = safeFileName("name" in input.file && typeof input.file.name === "string" ? input.file.name : "", fallback);
      const file = `firmware/${sha1}-${id}`;
      files.write(file, bytes);
      const previous = db.prepare<[string], { file: string }>("SELECT file FROM firmware WHERE id = ?").get(id);
      db.prepare(
        `INSERT INTO firmware (id, version, previous_version, model, sha1, size, trigger, file, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET version = excluded.version, previous_version = excluded.previous_version, model = excluded.model,
           sha1 = excluded.sha1, size = excluded.size, trigger = excluded.trigger, file = excluded.file, created_at = excluded.created_at`,
      ).run(id, input.version, input.previousVersion, input.model, sha1, bytes.length, input.trigger ? 1 : 0, file, clock.now());
      if (previous && previous.file !== file) files.remove(previous.file);
      return c.json({ id }, 200);
    },
  );

  api.post("/fw/delete", async (c) => {
    const { id } = parseWith(firmwareDeleteRequestSchema, await formOrJsonBody(c));
    const row = db.prepare<[string], FirmwareRow>("SELECT * FROM firmware WHERE id = ?").get(id);
    if (!row) throw new HttpError(STATUS.notFound, "Firmware not found.", { field: "id" });
    db.prepare("DELETE FROM firmware WHERE id = ?").run(id);
    files.remove(row.file);
    return c.body(null, 204);
  });
}

export { registerFirmwareRoutes };
