import { z } from "zod";
import type { ImageUpload } from "@org/api-client";

/**
 * The images form: a new thumbnail, a new banner or both. Type, size and pixel size are checked where the
 * file is picked (the dropzone decodes the image), so only a file that passed reaches the form.
 */
const modelImagesSchema = z
  .object({
    thumbnail: z.custom<File>((value) => value instanceof Blob).optional(),
    banner: z.custom<File>((value) => value instanceof Blob).optional(),
  })
  .refine((images) => images.thumbnail !== undefined || images.banner !== undefined);

type ModelImagesInput = z.input<typeof modelImagesSchema>;
type ModelImagesValues = z.output<typeof modelImagesSchema>;

// With its family, the form's output is what `POST /image` takes: a drift from the contract fails to compile.
type Expect<T extends true> = T;
type _ImagesSendContractUpload = Expect<ModelImagesValues & { familyName: string } extends ImageUpload ? true : false>;

export { modelImagesSchema };
export type { ModelImagesInput, ModelImagesValues };
