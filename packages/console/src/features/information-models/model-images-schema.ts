import * as z from "zod/mini";
import type { ImageUpload } from "@org/api-client";

/** The images the form sends; the dialog adds the family to make the contract's `POST /image` body. */
type ModelImages = Omit<ImageUpload, "familyName">;

/**
 * The images form: a new thumbnail, a new banner or both. Type, size and pixel size are checked where the
 * file is picked (the dropzone decodes the image), so only a file that passed reaches the form.
 */
const modelImagesSchema = z
  .object({
    thumbnail: z.optional(z.custom<File>((value) => value instanceof Blob)),
    banner: z.optional(z.custom<File>((value) => value instanceof Blob)),
  })
  .check(
    z.refine((images) => images.thumbnail !== undefined || images.banner !== undefined),
  ) satisfies z.ZodMiniType<ModelImages>;

export { modelImagesSchema };
