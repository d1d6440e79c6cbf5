/** Zod schemas for the information models' and the images' requests: uploading and deleting each. */
import { z } from "zod";
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_TYPES, MESSAGES } from "../constants.js";
import { blob } from "./fields.js";

const informationModelFileSchema = z.object({
  /** The file's lastModified, ms since the epoch. */
  lastModified: z.number(),
  /** The file name. */
  name: z.string().min(1),
  /** Bytes. */
  size: z.number().nonnegative(),
  /** The file's JSON or YAML text. */
  text: z.string(),
  familyName: z.string().min(1),
});

const informationModelUploadSchema = z.array(informationModelFileSchema).min(1, { error: "Choose at least one file." });

const informationModelDeleteSchema = z.object({ familyName: z.string().min(1) });

const imageFile = blob
  .refine((file) => file.size <= IMAGE_MAX_BYTES, { error: MESSAGES.imageTooLarge })
  .refine(
    (file) => {
      const name = "name" in file && typeof file.name === "string" ? file.name.toLowerCase() : "";
      const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1) : "";
      return (IMAGE_EXTENSIONS as readonly string[]).includes(extension) || /^image\/(jpeg|png|gif)$/.test(file.type);
    },
    { error: MESSAGES.imageType },
  );

/** The multipart form of `POST /image`: familyName plus a `thumbnail` and/or a `banner` file. */
const imageUploadSchema = z
  .object({ familyName: z.string().min(1), thumbnail: imageFile.optional(), banner: imageFile.optional() })
  .refine((input) => input.thumbnail !== undefined || input.banner !== undefined, {
    error: "Choose a thumbnail or a banner image.",
  });

const imageDeleteSchema = z.object({
  familyName: z.string().min(1),
  imageTypes: z.array(z.enum(IMAGE_TYPES)).min(1),
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
