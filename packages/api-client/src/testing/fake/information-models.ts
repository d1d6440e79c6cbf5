import type { ConsoleApi } from "../../console-api.js";
import {
  imageUploadProblem,
  informationModelDeleteProblem,
  informationModelUploadProblem,
  type HeldModels,
  type StatusProblem,
} from "../../contract/checks.js";
import { IMAGE_TYPES, STATUS } from "../../contract/constants.js";
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

/** A refusal as the server answers it: the field first in the message, and the details in the body. */
function refusal(problem: StatusProblem) {
  const { status, field, message, details } = problem;
  return httpError(status, field ? `${field}: ${message}` : message, { ...(field ? { field } : {}), ...details });
}

/**
 * Information models and their images. Uploads and deletes follow the contract's rules, as the server does
 * (`informationModelUploadProblem`, `informationModelDeleteProblem`). Images must be real jpg, png or gif files of at
 * least the minimum size.
 */
function fakeInformationModels({ data, run, progress }: FakeRuntime): Pick<ConsoleApi, "informationModels" | "images"> {
  function findModel(familyName: string): InformationModel {
    const model = data.informationModels.find((candidate) => candidate.familyName === familyName);
    if (!model) throw httpError(STATUS.notFound, "Information model not found.");
    return model;
  }

  const held = (): HeldModels => ({
    limit: data.informationModelLimit,
    count: data.informationModels.length,
    membersOf: (familyName) =>
      data.informationModels.find((model) => model.familyName === familyName)?.familyMembers,
    usedByRules: (familyName) => data.notificationRules.some((rule) => rule.familyNames.includes(familyName)),
  });

  return {
    informationModels: {
      list: (o) => run("informationModels.list", o?.signal, () => data.informationModels),
      upload: (files, o) =>
        run("informationModels.upload", o?.signal, () => {
          const uploads = validate(informationModelUploadSchema, files);
          const checks = checkInformationModelFiles(uploads);
          const problem = informationModelUploadProblem(uploads, checks, held());
          if (problem) throw refusal(problem);
          const models = uploads.flatMap((file, index) => {
            const check = checks[index];
            return check?.ok ? [{ file, content: check.model }] : [];
          });
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
          const problem = informationModelDeleteProblem(familyName, held());
          if (problem) throw refusal(problem);
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
