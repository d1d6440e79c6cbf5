import { FIRMWARE_FORM_FIELDS, isApiError, type FirmwareUpload } from "@org/api-client";

/** A field of the upload form a server may refuse (the trigger switch holds nothing it could refuse). */
type RefusableField = Exclude<keyof FirmwareUpload, "trigger">;

const fieldByWireName = new Map<string, RefusableField>(
  (Object.entries(FIRMWARE_FORM_FIELDS) as [keyof FirmwareUpload, string][]).flatMap(([field, wire]) =>
    field === "trigger" ? [] : [[wire, field]],
  ),
);

/**
 * The field a refused upload names, and why. A server that checks more than the form (a model it does not know, a
 * SHA-1 that does not match what arrived) may answer 400 or 413 with the field's wire name as the body's `field`;
 * its message is the reason, whatever its wording. Without a `field` the refusal is the upload's as a whole.
 */
function fieldRefusal(error: unknown): { field: RefusableField; reason: string } | undefined {
  if (!isApiError(error) || error.kind !== "http" || (error.status !== 400 && error.status !== 413)) return undefined;
  const { body } = error;
  const wire =
    typeof body === "object" && body !== null && "field" in body && typeof body.field === "string"
      ? body.field
      : undefined;
  const field = wire === undefined ? undefined : fieldByWireName.get(wire);
  if (!wire || !field) return undefined;
  // The reference server starts its message with the field's wire name, which the form shows by its label instead.
  const reason = error.message.startsWith(`${wire}: `) ? error.message.slice(wire.length + 2) : error.message;
  return { field, reason: reason.trim() };
}

export { fieldRefusal };
export type { RefusableField };
