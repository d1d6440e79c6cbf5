import * as z from "zod/mini";
import { FIRMWARE_MAX_BYTES, SEMVER_PATTERN, SHA1_PATTERN, firmwareUploadSchema } from "@org/api-client";
import { formSchemaOf } from "../../shared/forms/form-schema";

/**
 * The Add Firmware form's messages: keys of the `firmware` namespace, translated where they are shown. The English
 * texts are the documented ones (the contract's MESSAGES.modelRequired, semver, sha1 and firmwareTooLarge); none is
 * documented for a missing file, so `fileRequired` is ours.
 */
const FIRMWARE_UPLOAD_MESSAGES = {
  modelRequired: "upload.errors.modelRequired",
  semver: "upload.errors.semver",
  sha1: "upload.errors.sha1",
  fileRequired: "upload.errors.fileRequired",
  fileTooLarge: "upload.errors.fileTooLarge",
} as const;

const semver = z.string().check(z.trim(), z.regex(SEMVER_PATTERN, { error: FIRMWARE_UPLOAD_MESSAGES.semver }));

/**
 * The Add Firmware form: model required; version and previous version X.X.X; the SHA-1 as 40 lowercase
 * hexadecimal characters; a file under 4 MB (4096 KB); trigger optional: the contract's `firmwareUploadSchema`,
 * which the server checks again, with the texts as i18n keys. Spaces around the texts are dropped, so a pasted value
 * with a trailing space is not refused.
 */
const firmwareUploadFormSchema = formSchemaOf(firmwareUploadSchema, {
  model: z.string().check(z.trim(), z.minLength(1, { error: FIRMWARE_UPLOAD_MESSAGES.modelRequired })),
  version: semver,
  previousVersion: semver,
  sha1: z.string().check(z.trim(), z.regex(SHA1_PATTERN, { error: FIRMWARE_UPLOAD_MESSAGES.sha1 })),
  file: z
    .custom<Blob>((value) => value instanceof Blob, { error: FIRMWARE_UPLOAD_MESSAGES.fileRequired, abort: true })
    .check(z.refine((file) => file.size < FIRMWARE_MAX_BYTES, { error: FIRMWARE_UPLOAD_MESSAGES.fileTooLarge })),
});

/** What the form holds while the operator edits it: no file until one is chosen. */
type FirmwareUploadFormInput = z.input<typeof firmwareUploadFormSchema>;

/** Whether a text is a SHA-1 the form accepts as typed (for comparing it with the file's). */
function isSha1(text: string): boolean {
  return SHA1_PATTERN.test(text);
}

export { FIRMWARE_UPLOAD_MESSAGES, firmwareUploadFormSchema, isSha1 };
export type { FirmwareUploadFormInput };
