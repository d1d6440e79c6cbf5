/**
 * Zod schemas for the information models and their images, as they come back from the server.
 *
 * Every time since the epoch comes out in milliseconds, whatever unit the wire carries it in (see `TIME_UNITS`):
 *
 * | field                           | on the wire                | output                                             |
 * |---------------------------------|----------------------------|----------------------------------------------------|
 * | information-model `timestamp`   | ms (a file's lastModified) | ms                                                 |
 */
import * as z from "zod/mini";
import type { IMAGE_TYPES } from "../constants.js";
import { isRecord, lenient, list, nullableString, numeric } from "../wire.js";

const imageSchema = z.object({ uri: z.string() });
const nullableImage = lenient((value) => (value === undefined ? null : value), z.nullable(imageSchema));

const modelImagesSchema = lenient(
  (value) => (value === undefined || value === null ? {} : value),
  z.object({ thumbnail: nullableImage, banner: nullableImage }),
);

const informationModelSchema = lenient(
  (value) => {
    if (!isRecord(value)) return value;
    const content = isRecord(value.informationModel) ? value.informationModel : {};
    return {
      ...value,
      familyName: value.familyName ?? content.familyName,
      familyMembers: value.familyMembers ?? content.familyMembers,
      images: value.images ?? content.images,
    };
  },
  z.object({
    familyName: z.string().check(z.minLength(1)),
    /** The file name (json or yaml). */
    name: z.string(),
    /** Milliseconds since the epoch. */
    timestamp: numeric,
    formatedDate: nullableString,
    downloadLink: nullableString,
    /** The model itself (see information-model.schema.json). */
    informationModel: lenient(
      (value) => (value === undefined ? null : value),
      z.nullable(z.record(z.string(), z.unknown())),
    ),
    images: modelImagesSchema,
    /** The device models this family supports. */
    familyMembers: list(z.string()),
  }),
);

type InformationModel = z.output<typeof informationModelSchema>;
type ModelImages = z.output<typeof modelImagesSchema>;
type ImageType = (typeof IMAGE_TYPES)[number];

export { informationModelSchema, modelImagesSchema };
export type { ImageType, InformationModel, ModelImages };
