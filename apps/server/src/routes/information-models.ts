import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  API_BASE_PATH,
  IMAGE_MAX_BYTES,
  MESSAGES,
  STATUS,
  checkInformationModelFiles,
  formatModelDate,
  imageDeleteSchema,
  imageUploadProblem,
  imageUploadSchema,
  informationModelDeleteSchema,
  informationModelUploadSchema,
  readImageInfo,
  serializeInformationModel,
} from "@org/api-client";
import type { ImageType, InformationModelContent } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { readJson } from "../db/columns.js";
import { HttpError, formBody, jsonBody, parseWith } from "../http/errors.js";
import { tooLarge } from "../http/limits.js";
import { rulesUsingFamily } from "./rules.js";

interface ModelRow {
  family_name: string;
  name: string;
  timestamp: number;
  text: string;
  content: string;
  family_members: string;
  thumbnail: string | null;
  banner: string | null;
}

const MODEL_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
// The JSON a model is stored as, and listed as in every GET /info-model. A body under the upload limit can still make
// more: YAML's bare words gain quotes in JSON, and the checker lets aliases repeat parts up to about twice the file.
const MODEL_STORED_MAX_BYTES = MODEL_UPLOAD_MAX_BYTES;

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((member) => right.has(member));
}

function familyKey(familyName: string): string {
  return createHash("sha256").update(familyName).digest("hex").slice(0, 16);
}

function members(row: Pick<ModelRow, "family_members">): string[] {
  const value = readJson<unknown>(row.family_members, []);
  return Array.isArray(value) ? value.map(String) : [];
}

function modelCount(db: Database): number {
  return db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM info_models").get()?.n ?? 0;
}

function registerInformationModelRoutes(api: Hono<AppEnv>, services: Services): void {
  const { db, files, signer, clock } = services;
  const findModel = (familyName: string) => db.prepare<[string], ModelRow>("SELECT * FROM info_models WHERE family_name = ?").get(familyName);
  const fileUrl = (file: string | null) => (file ? { uri: API_BASE_PATH + signer.sign(`/files/${file}`, clock.now()) } : null);

  api.get("/info-model", (c) => {
    const rows = db.prepare<[], ModelRow>("SELECT * FROM info_models ORDER BY family_name").all();
    const now = clock.now();
    return c.json(
      rows.map((row) => ({
        familyName: row.family_name,
        name: row.name,
        timestamp: row.timestamp,
        formatedDate: formatModelDate(row.timestamp),
        downloadLink: API_BASE_PATH + signer.sign(`/download/info-model/${encodeURIComponent(row.family_name)}`, now),
        informationModel: JSON.parse(row.content) as unknown,
        images: { thumbnail: fileUrl(row.thumbnail), banner: fileUrl(row.banner) },
        familyMembers: members(row),
      })),
    );
  });

  api.put("/info-model", bodyLimit({ maxSize: MODEL_UPLOAD_MAX_BYTES, onError: tooLarge("The files are too large.", "body") }), async (c) => {
    const uploads = parseWith(informationModelUploadSchema, await jsonBody(c));
    const checks = checkInformationModelFiles(uploads);
    const violations = checks.flatMap((check) => (check.ok ? [] : check.violations));
    const failed = checks.findIndex((check) => !check.ok);
    if (failed !== -1) {
      const first = violations[0];
      const field = `${failed}.text`;
      throw new HttpError(STATUS.badRequest, `${field}: ${first?.file ?? ""} ${first?.path ?? "/"} ${first?.message ?? "Invalid information model."}`, {
        field,
        violations,
      });
    }
    const models = checks.map((check, index) => {
      const file = uploads[index] as (typeof uploads)[number];
      const content = (check.ok ? check.model : null) as InformationModelContent;
      if (content.familyName !== file.familyName) {
        throw new HttpError(STATUS.badRequest, `familyName: The file ${file.name} describes ${content.familyName}, not ${file.familyName}.`, {
          field: `${index}.familyName`,
        });
      }
      const json = JSON.stringify(content);
      if (Buffer.byteLength(json) > MODEL_STORED_MAX_BYTES) {
        throw new HttpError(STATUS.payloadTooLarge, `${index}.text: The information model in ${file.name} is over 10 MB as JSON.`, {
          field: `${index}.text`,
        });
      }
      return { file, content, json };
    });
    const names = new Set(models.map(({ file }) => file.familyName));
    if (names.size !== models.length) throw new HttpError(STATUS.badRequest, "familyName: Upload one file per family.", { field: "familyName" });

    db.transaction(() => {
      const added = models.filter(({ file }) => !findModel(file.familyName)).length;
      if (modelCount(db) + added > services.informationModelLimit) {
        throw new HttpError(STATUS.badRequest, MESSAGES.informationModelLimit, { limit: services.informationModelLimit });
      }
      for (const { file, content } of models) {
        const current = findModel(file.familyName);
        if (current && !sameMembers(members(current), content.familyMembers) && rulesUsingFamily(db, file.familyName).length > 0) {
          throw new HttpError(STATUS.preconditionRequired, MESSAGES.informationModelAffectsRules, { field: "familyMembers", familyName: file.familyName });
        }
      }
      const upsert = db.prepare(
        `INSERT INTO info_models (family_name, name, timestamp, text, content, family_members, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (family_name) DO UPDATE SET name = excluded.name, timestamp = excluded.timestamp, text = excluded.text,
           content = excluded.content, family_members = excluded.family_members, updated_at = excluded.updated_at`,
      );
      for (const { file, content, json } of models) {
        upsert.run(file.familyName, file.name, Math.round(file.lastModified), file.text, json, JSON.stringify(content.familyMembers), clock.now());
      }
    })();
    return c.body(null, 204);
  });

  api.delete("/info-model", async (c) => {
    const { familyName } = parseWith(informationModelDeleteSchema, await jsonBody(c));
    const row = findModel(familyName);
    if (!row) throw new HttpError(STATUS.notFound, "Information model not found.", { field: "familyName" });
    if (rulesUsingFamily(db, familyName).length > 0) {
      throw new HttpError(STATUS.preconditionRequired, "Notification rules use this information model.", { field: "familyName" });
    }
    db.prepare("DELETE FROM info_models WHERE family_name = ?").run(familyName);
    for (const file of [row.thumbnail, row.banner]) if (file) files.remove(file);
    return c.body(null, 204);
  });

  api.get("/download/info-model/:family", (c) => {
    const familyName = c.req.param("family");
    const row = findModel(familyName);
    if (!row) throw new HttpError(STATUS.notFound, "Information model not found.");
    const format = c.req.query("format");
    const extension = row.name.includes(".") ? row.name.slice(row.name.lastIndexOf(".") + 1).toLowerCase() : "json";
    const original = extension === "json" ? "json" : "yaml";
    const wanted = format === "json" || format === "yaml" ? format : original;
    const text = wanted === original ? row.text : serializeInformationModel(JSON.parse(row.content), wanted);
    const base = row.name.replace(/\.[^.]*$/, "") || "information-model";
    const name = wanted === original ? row.name : `${base}.${wanted}`;
    c.header("Content-Type", wanted === "json" ? "application/json; charset=utf-8" : "application/yaml; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, "_")}"`);
    return c.body(text);
  });

  api.post("/image", bodyLimit({ maxSize: 2 * IMAGE_MAX_BYTES + 64 * 1024, onError: tooLarge(MESSAGES.imageTooLarge, "body") }), async (c) => {
    const input = parseWith(imageUploadSchema, await formBody(c));
    const row = findModel(input.familyName);
    if (!row) throw new HttpError(STATUS.notFound, "Information model not found.", { field: "familyName" });
    const stored: Partial<Record<ImageType, string>> = {};
    const checked: { type: ImageType; bytes: Uint8Array; extension: string }[] = [];
    for (const type of ["thumbnail", "banner"] as const) {
      const file = input[type];
      if (!file) continue;
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The same check as the fake's: a jpg, png or gif read from its bytes, at least the type's minimum size.
      const problem = imageUploadProblem(type, bytes);
      if (problem) throw new HttpError(STATUS.badRequest, `${problem.field}: ${problem.message}`, { field: problem.field });
      checked.push({ type, bytes, extension: readImageInfo(bytes)?.extension ?? "bin" });
    }
    for (const { type, bytes, extension } of checked) {
      const digest = createHash("sha1").update(bytes).digest("hex").slice(0, 12);
      const file = `images/${familyKey(input.familyName)}/${type}-${digest}.${extension}`;
      files.write(file, bytes);
      stored[type] = file;
    }
    const old = { thumbnail: row.thumbnail, banner: row.banner };
    db.prepare("UPDATE info_models SET thumbnail = COALESCE(?, thumbnail), banner = COALESCE(?, banner) WHERE family_name = ?").run(
      stored.thumbnail ?? null,
      stored.banner ?? null,
      input.familyName,
    );
    for (const type of ["thumbnail", "banner"] as const) {
      const previous = old[type];
      if (stored[type] && previous && previous !== stored[type]) files.remove(previous);
    }
    return c.json({ familyName: input.familyName, images: { thumbnail: fileUrl(stored.thumbnail ?? row.thumbnail), banner: fileUrl(stored.banner ?? row.banner) } }, 200);
  });

  api.delete("/image", async (c) => {
    const { familyName, imageTypes } = parseWith(imageDeleteSchema, await jsonBody(c));
    const row = findModel(familyName);
    if (!row) throw new HttpError(STATUS.notFound, "Information model not found.", { field: "familyName" });
    const clear = new Set(imageTypes);
    db.prepare(
      `UPDATE info_models SET thumbnail = CASE WHEN ? THEN NULL ELSE thumbnail END, banner = CASE WHEN ? THEN NULL ELSE banner END WHERE family_name = ?`,
    ).run(clear.has("thumbnail") ? 1 : 0, clear.has("banner") ? 1 : 0, familyName);
    if (clear.has("thumbnail") && row.thumbnail) files.remove(row.thumbnail);
    if (clear.has("banner") && row.banner) files.remove(row.banner);
    return c.body(null, 204);
  });
}

export { registerInformationModelRoutes };
