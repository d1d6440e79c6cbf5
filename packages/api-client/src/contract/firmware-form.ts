/**
 * The multipart form of `/fw/upload`: each field's name on the wire, by the upload's own. The client writes the form
 * with them, a server reads it with them, and a form names the field a server refused with them. No zod here: the
 * HTTP client reads it without loading the schemas.
 */
const FIRMWARE_FORM_FIELDS = {
  model: "inputModel",
  version: "inputVersion",
  previousVersion: "inputLastVersion",
  sha1: "inputSHA1",
  file: "file",
  trigger: "trigger",
} as const;

export { FIRMWARE_FORM_FIELDS };
