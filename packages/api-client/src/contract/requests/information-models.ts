/** Zod schemas for the information models' and the images' requests: uploading and deleting each. */
import * as z from "zod/mini";
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_TYPES, MESSAGES } from "../constants.js";
import { blob, epochMs } from "./fields.js";

const informationModelFileSchema = z.object({
  /** The file's lastModified, ms since the epoch. */
  lastModified: epochMs,
  /** The file name. */
  name: z.string().check(z.minLength(1)),
  /** Bytes. */
  size: z.number().check(z.nonnegative()),
  /** The file's JSON or YAML text. */
  text: z.string(),
  familyName: z.string().check(z.minLength(1)),
});

const informationModelUploadSchema = z
  .array(informationModelFileSchema)
  .check(z.minLength(1, { error: "Choose at least one file." }));

const informationModelDeleteSchema = z.object({ familyName: z.string().check(z.minLength(1)) });

const imageFile = blob.check(
  z.refine((file) => file.size <= IMAGE_MAX_BYTES, { error: MESSAGES.imageTooLarge }),
  z.refine(
    (file) => {
      const name = "name" in file && typeof file.name === "string" ? file.name.toLowerCase() : "";
      const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1) : "";
      return (IMAGE_EXTENSIONS as readonly string[]).includes(extension) || /^image\/(jpeg|png|gif)$/.test(file.type);
    },
    { error: MESSAGES.imageType },
  ),
);

/** The multipart form of `POST /image`: familyName plus a `thumbnail` and/or a `banner` file. */
const imageUploadSchema = z
  .object({
    familyName: z.string().check(z.minLength(1)),
    thumbnail: z.optional(imageFile),
    banner: z.optional(imageFile),
  })
  .check(
    z.refine((input) => input.thumbnail !== undefined || input.banner !== undefined, {
      error: "Choose a thumbnail or a banner image.",
    }),
  );

const imageDeleteSchema = z.object({
  familyName: z.string().check(z.minLength(1)),
  imageTypes: z.array(z.enum(IMAGE_TYPES)).check(z.minLength(1)),
});

type InformationModelFile = z.output<typeof informationModelFileSchema>;
type InformationModelDelete = z.output<typeof informationModelDeleteSchema>;
type ImageUpload = z.output<typeof imageUploadSchema>;
type ImageDelete = z.output<typeof imageDeleteSchema>;

export {
  imageDeleteSchema,
  imageUploadSchema,
  informationModelDeleteSchema,
  informationModelFileSchema,
  informationModelUploadSchema,
};
export type { ImageDelete, ImageUpload, InformationModelDelete, InformationModelFile };
