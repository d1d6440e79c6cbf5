/** Zod schemas for the firmware's requests: an upload, as the API takes it and as its form sends it, and a delete. */
import * as z from "zod/mini";
import { FIRMWARE_MAX_BYTES, MESSAGES, SEMVER_PATTERN, SHA1_PATTERN } from "../constants.js";
import { isRecord } from "../wire.js";
import { blob, booleanText, required } from "./fields.js";

const semver = z.string({ error: MESSAGES.semver }).check(z.regex(SEMVER_PATTERN, { error: MESSAGES.semver }));

const firmwareUploadSchema = z.object({
  model: required(MESSAGES.modelRequired),
  version: semver,
  previousVersion: semver,
  sha1: z.string({ error: MESSAGES.sha1 }).check(z.regex(SHA1_PATTERN, { error: MESSAGES.sha1 })),
  file: blob.check(z.refine((file) => file.size < FIRMWARE_MAX_BYTES, { error: MESSAGES.firmwareTooLarge })),
  /** Update devices at once. */
  trigger: z.optional(z.boolean()),
});

/** The multipart form of `/fw/upload`: inputVersion, inputLastVersion, inputSHA1, inputModel, file, trigger. */
const firmwareUploadWireSchema = z.pipe(
  z.transform((value) =>
    isRecord(value)
      ? {
          model: value.inputModel,
          version: value.inputVersion,
          previousVersion: value.inputLastVersion,
          sha1: value.inputSHA1,
          file: value.file,
          trigger:
            value.trigger === undefined ? undefined : (booleanText.safeParse(value.trigger).data ?? value.trigger),
        }
      : value,
  ),
  firmwareUploadSchema,
);

const firmwareDeleteRequestSchema = z.object({ id: required() });

type FirmwareUpload = z.output<typeof firmwareUploadSchema>;
type FirmwareDeleteRequest = z.output<typeof firmwareDeleteRequestSchema>;

export { firmwareDeleteRequestSchema, firmwareUploadSchema, firmwareUploadWireSchema };
export type { FirmwareDeleteRequest, FirmwareUpload };
