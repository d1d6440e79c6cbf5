/** Zod schemas for the firmware's requests: an upload, as the API takes it and as its form sends it, and a delete. */
import * as z from "zod/mini";
import { FIRMWARE_MAX_BYTES, MESSAGES, SEMVER_PATTERN, SHA1_PATTERN } from "../constants.js";
import { FIRMWARE_FORM_FIELDS } from "../firmware-form.js";
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

// Every field of the upload has a name on the wire, and the form has no other.
const formFields: { readonly [Name in keyof FirmwareUpload]-?: string } = FIRMWARE_FORM_FIELDS;

/** The upload as its multipart form sends it (the names above; `trigger` as text). */
const firmwareUploadWireSchema = z.pipe(
  z.transform((value) => {
    if (!isRecord(value)) return value;
    const read = (name: keyof FirmwareUpload) => value[formFields[name]];
    const trigger = read("trigger");
    return {
      model: read("model"),
      version: read("version"),
      previousVersion: read("previousVersion"),
      sha1: read("sha1"),
      file: read("file"),
      trigger: trigger === undefined ? undefined : (booleanText.safeParse(trigger).data ?? trigger),
    };
  }),
  firmwareUploadSchema,
);

const firmwareDeleteRequestSchema = z.object({ id: required() });

type FirmwareUpload = z.output<typeof firmwareUploadSchema>;
type FirmwareDeleteRequest = z.output<typeof firmwareDeleteRequestSchema>;

export { FIRMWARE_FORM_FIELDS, firmwareDeleteRequestSchema, firmwareUploadSchema, firmwareUploadWireSchema };
export type { FirmwareDeleteRequest, FirmwareUpload };
