import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  API_BASE_PATH,
  STATUS,
  checkInformationModelFiles,
  formatModelDate,
  informationModelDeleteProblem,
  informationModelDeleteSchema,
  informationModelUploadProblem,
  informationModelUploadSchema,
  serializeInformationModel,
} from "@org/api-client";
import type { HeldModels, StatusProblem } from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import {
  countModels,
  deleteModel,
  findModel,
  listModels,
  modelMembers,
  saveModel,
} from "../data/information-models.js";
import { rulesUsingFamily } from "../data/rules.js";
import { HttpError, jsonBody, parseWith } from "../http/errors.js";
import { tooLarge } from "../http/limits.js";
import { storedFileLink } from "../http/signed-urls.js";
import { recordSecurityEvent } from "../http/security-events.js";

const MODEL_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
// The JSON a model is stored as, and listed as in every GET /info-model. A body under the upload limit can still make
// more: YAML's bare words gain quotes in JSON, and the checker lets aliases repeat parts up to about twice the file.
const MODEL_STORED_MAX_BYTES = MODEL_UPLOAD_MAX_BYTES;

/** A refusal of the contract's rules, its field first in the message as every 400 of this server. */
function refused({ status, field, message, details }: StatusProblem): HttpError {
  return new HttpError(status, field ? `${field}: ${message}` : message, { ...(field ? { field } : {}), ...details });
}

/** `informationModels.*`: list, upload and delete models, and the signed download of a model's file. */
function informationModelRoutes(services: Services): Hono<AppEnv> {
  const { db, files, signer, clock } = services;
  const api = new Hono<AppEnv>();
  const held = (): HeldModels => ({
    limit: services.informationModelLimit,
    count: countModels(db),
    membersOf: (familyName) => {
      const row = findModel(db, familyName);
      return row ? modelMembers(row) : undefined;
    },
    usedByRules: (familyName) => rulesUsingFamily(db, familyName).length > 0,
  });

  api.get("/info-model", (c) => {
    const now = clock.now();
    const link = (file: string | null) => (file ? { uri: storedFileLink(signer, file, now) } : null);
    return c.json(
      listModels(db).map((row) => ({
        familyName: row.family_name,
        name: row.name,
        timestamp: row.timestamp,
        formatedDate: formatModelDate(row.timestamp),
        downloadLink: API_BASE_PATH + signer.sign(`/download/info-model/${encodeURIComponent(row.family_name)}`, now),
        informationModel: JSON.parse(row.content) as unknown,
        images: { thumbnail: link(row.thumbnail), banner: link(row.banner) },
        familyMembers: modelMembers(row),
      })),
    );
  });

  api.put(
    "/info-model",
    bodyLimit({ maxSize: MODEL_UPLOAD_MAX_BYTES, onError: tooLarge("The files are too large.", "body") }),
    async (c) => {
      const uploads = parseWith(informationModelUploadSchema, await jsonBody(c));
      const checks = checkInformationModelFiles(uploads);
      // The contract's rules, checked and stored in one transaction so that two uploads cannot pass the limit together.
      const models = db.transaction(() => {
        const problem = informationModelUploadProblem(uploads, checks, held());
        if (problem) throw refused(problem);
        const accepted = uploads.flatMap((file, index) => {
          const check = checks[index];
          if (!check?.ok) return [];
          const json = JSON.stringify(check.model);
          if (Buffer.byteLength(json) > MODEL_STORED_MAX_BYTES) {
            const message = `${index}.text: The information model in ${file.name} is over 10 MB as JSON.`;
            throw new HttpError(STATUS.payloadTooLarge, message, { field: `${index}.text` });
          }
          return [{ file, content: check.model, json }];
        });
        for (const { file, content, json } of accepted) {
          const { familyName, name, text } = file;
          const timestamp = Math.round(file.lastModified);
          saveModel(db, { familyName, name, timestamp, text, json, familyMembers: content.familyMembers }, clock.now());
        }
        return accepted;
      })();
      for (const { file } of models) {
        const bytes = Buffer.byteLength(file.text);
        recordSecurityEvent(services, c, { event: "upload", kind: "information_model", name: file.familyName, bytes });
      }
      return c.body(null, 204);
    },
  );

  api.delete("/info-model", async (c) => {
    const { familyName } = parseWith(informationModelDeleteSchema, await jsonBody(c));
    const problem = informationModelDeleteProblem(familyName, held());
    if (problem) throw refused(problem);
    const row = findModel(db, familyName);
    if (!row) throw new HttpError(STATUS.notFound, "Information model not found.", { field: "familyName" });
    deleteModel(db, familyName);
    for (const file of [row.thumbnail, row.banner]) if (file) files.remove(file);
    recordSecurityEvent(services, c, { event: "information_model.deleted", familyName });
    return c.body(null, 204);
  });

  // The model's file behind a signed link (the list's `downloadLink`), as uploaded or converted to JSON or YAML.
  api.get("/download/info-model/:family", (c) => {
    const familyName = c.req.param("family");
    const row = findModel(db, familyName);
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

  return api;
}

export { informationModelRoutes };
