import type { ConsoleApi } from "../../console-api.js";
import { imageUploadProblem } from "../../contract/checks.js";
import { IMAGE_TYPES, MESSAGES, STATUS } from "../../contract/constants.js";
import type { InformationModel } from "../../contract/entities/information-models.js";
import { formatModelDate } from "../../contract/model-date.js";
import { checkInformationModelFiles } from "../../contract/information-model.js";
import {
  imageDeleteSchema,
  imageUploadSchema,
  informationModelUploadSchema,
} from "../../contract/requests/information-models.js";
import { blobToDataUri, httpError, problemError, validate } from "./runtime.js";
import type { FakeRuntime } from "./runtime.js";

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((member) => right.has(member));
}

/**
 * Information models and their images. An upload is checked with the contract's model check (400), counts against the
 * plan's model limit (400), and answers 428 when it would change the members of a family that rules use; a family
 * that rules use cannot be deleted (428). Images must be real jpg, png or gif files of at least the minimum size.
 */
function fakeInformationModels({ data, run, progress }: FakeRuntime): Pick<ConsoleApi, "informationModels" | "images"> {
  function findModel(familyName: string): InformationModel {
    const model = data.informationModels.find((candidate) => candidate.familyName === familyName);
    if (!model) throw httpError(STATUS.notFound, "Information model not found.");
    return model;
  }

  const usedByRules = (familyName: string) =>
    data.notificationRules.some((rule) => rule.familyNames.includes(familyName));

  return {
    informationModels: {
      list: (o) => run("informationModels.list", o?.signal, () => data.informationModels),
      upload: (files, o) =>
        run("informationModels.upload", o?.signal, () => {
          const uploads = validate(informationModelUploadSchema, files);
          const checks = checkInformationModelFiles(uploads);
          const violations = checks.flatMap((check) => (check.ok ? [] : check.violations));
          if (violations.length > 0)
            throw httpError(STATUS.badRequest, violations[0]?.message ?? "Invalid information model.", { violations });
          const existing = new Set(data.informationModels.map((model) => model.familyName));
          const added = new Set(
            uploads.map((file) => file.familyName).filter((familyName) => !existing.has(familyName)),
          );
          if (existing.size + added.size > data.informationModelLimit)
            throw httpError(STATUS.badRequest, MESSAGES.informationModelLimit);
          const models = checks.map((check, index) => {
            const file = uploads[index] as (typeof uploads)[number];
            if (!check.ok) throw new Error("unreachable");
            if (check.model.familyName !== file.familyName) {
              throw httpError(
                STATUS.badRequest,
                `The file ${file.name} describes ${check.model.familyName}, not ${file.familyName}.`,
              );
            }
            return { file, content: check.model };
          });
          for (const { file, content } of models) {
            const current = data.informationModels.find((model) => model.familyName === file.familyName);
            if (current && usedByRules(file.familyName) && !sameMembers(current.familyMembers, content.familyMembers)) {
              throw httpError(STATUS.preconditionRequired, MESSAGES.informationModelAffectsRules);
            }
          }
          for (const { file, content } of models) {
            const current = data.informationModels.find((model) => model.familyName === file.familyName);
            const type = /\.json$/i.test(file.name) ? "application/json" : "application/yaml";
            const model: InformationModel = {
              familyName: file.familyName,
              name: file.name,
              timestamp: file.lastModified,
              formatedDate: formatModelDate(file.lastModified),
              downloadLink: `data:${type};charset=utf-8,${encodeURIComponent(file.text)}`,
              informationModel: content,
              images: current?.images ?? {
                thumbnail: content.images?.thumbnail ?? null,
                banner: content.images?.banner ?? null,
              },
              familyMembers: [...content.familyMembers],
            };
            data.informationModels = current
              ? data.informationModels.map((candidate) => (candidate === current ? model : candidate))
              : [...data.informationModels, model];
          }
        }),
      delete: (familyName, o) =>
        run("informationModels.delete", o?.signal, () => {
          findModel(familyName);
          if (usedByRules(familyName)) {
            throw httpError(STATUS.preconditionRequired, "Notification rules use this information model.");
          }
          data.informationModels = data.informationModels.filter((model) => model.familyName !== familyName);
        }),
    },

    images: {
      upload: (images, o) =>
        run("images.upload", o?.signal, async () => {
          const input = validate(imageUploadSchema, images);
          const model = findModel(input.familyName);
          await progress(o);
          // Like the server: real jpg, png or gif images (read from their bytes) of at least the minimum size. Both
          // are checked before either is stored.
          for (const type of IMAGE_TYPES) {
            const file = input[type];
            const problem = file ? imageUploadProblem(type, new Uint8Array(await file.arrayBuffer())) : null;
            if (problem) throw problemError(problem);
          }
          if (input.thumbnail) model.images.thumbnail = { uri: await blobToDataUri(input.thumbnail) };
          if (input.banner) model.images.banner = { uri: await blobToDataUri(input.banner) };
        }),
      delete: (request, o) =>
        run("images.delete", o?.signal, () => {
          const input = validate(imageDeleteSchema, request);
          const model = findModel(input.familyName);
          for (const type of input.imageTypes) model.images[type] = null;
        }),
    },
  };
}

export { fakeInformationModels };
