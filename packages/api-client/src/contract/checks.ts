import {
  BANNER_MIN_SIZE,
  IMAGE_MAX_PIXELS,
  MESSAGES,
  SERVICE_PASSWORD_PLACEHOLDER,
  THUMBNAIL_MIN_SIZE,
} from "./constants.js";
import type { ImageType } from "./entities/information-models.js";
import type { InformationModelFileCheck, InformationModelViolation } from "./information-model.js";
import type { ThemeExport } from "./entities/theme.js";
import { readImageInfo } from "./image-info.js";
import type { ImageInfo } from "./image-info.js";
import { exportRequestBody } from "./request-bodies.js";
import { exportLimitHours, exportRangeFits } from "./units.js";
import type { InformationModelFile } from "./requests/information-models.js";
import type { EmailServiceConfigInput } from "./requests/theme.js";
import type { ExportRequest } from "./requests/timeline.js";
import { TIME_UNITS } from "./units.js";

/**
 * Checks beyond the request schemas that need state (the theme, a clock) or the bytes of a file. The fake and the
 * reference server both use them, so they refuse the same requests with the same field and message.
 */

/** What is wrong with a request: the field to name, and a message that does not repeat the field's name. */
interface RequestProblem {
  field: string;
  message: string;
}

const DAY_SECONDS = 86_400;

/** The smallest image each information-model image type takes. */
const IMAGE_MIN_SIZES: Record<ImageType, { readonly width: number; readonly height: number }> = {
  thumbnail: THUMBNAIL_MIN_SIZE,
  banner: BANNER_MIN_SIZE,
};

/**
 * Checks an uploaded image's size in pixels, read from its header, against IMAGE_MAX_PIXELS: a small file may hold an
 * image that takes gigabytes to decode. Null when it is fine.
 */
function imagePixelsProblem(field: string, info: Pick<ImageInfo, "width" | "height">): RequestProblem | null {
  if (info.width * info.height <= IMAGE_MAX_PIXELS) return null;
  return { field, message: `${MESSAGES.imageTooManyPixels} It is ${info.width}x${info.height}.` };
}

/**
 * Checks the bytes of an information-model image as `POST /image` does: a jpg, png or gif, read from the bytes rather
 * than the name, at least the type's minimum size and at most IMAGE_MAX_PIXELS. The 2048 KB limit is the request
 * schema's. Null when it is fine.
 */
function imageUploadProblem(type: ImageType, bytes: Uint8Array): RequestProblem | null {
  const info = readImageInfo(bytes);
  if (!info || info.type === "webp") return { field: type, message: MESSAGES.imageType };
  const min = IMAGE_MIN_SIZES[type];
  if (info.width < min.width || info.height < min.height) {
    const wanted = MESSAGES.imageTooSmall.replace("{width}", String(min.width)).replace("{height}", String(min.height));
    return { field: type, message: `${wanted} It is ${info.width}x${info.height}.` };
  }
  return imagePixelsProblem(type, info);
}

/**
 * Checks an export range (ms, as `api.exports.create` takes it) against the theme's export limits (in seconds), as
 * `POST /open/export` does: its whole days between `period_min` and `period_max`, by the same rule as the export
 * form (`exportRangeFits`; else `endTime` is named), a start no earlier than `relative_start` before `nowMs` and not
 * in the future (else `startTime`; a day of slack for the client's time zone). Null when the range is fine.
 */
function exportRangeProblem(range: ExportRequest, limits: ThemeExport, nowMs: number): RequestProblem | null {
  const { startTime } = exportRequestBody(range);
  const nowSeconds = TIME_UNITS.seconds.encode(nowMs);
  if (!exportRangeFits(range, limits)) {
    const hours = exportLimitHours(limits);
    const message = MESSAGES.exportRange.replace("{min}", String(hours.min)).replace("{max}", String(hours.max));
    return { field: "endTime", message };
  }
  if (startTime < nowSeconds - limits.relative_start - DAY_SECONDS) {
    const days = Math.round(limits.relative_start / DAY_SECONDS);
    return { field: "startTime", message: `The start time must be within the last ${days} days.` };
  }
  if (startTime > nowSeconds + DAY_SECONDS) {
    return { field: "startTime", message: "The start time must not be in the future." };
  }
  return null;
}

/** The settings that say where the stored SMTP password is sent. */
const SMTP_DESTINATION_FIELDS = [
  "connection_server",
  "connection_user",
  "connection_port",
  "connection_scheme",
] as const;

/**
 * Checks a save of the e-mail service config as `POST /serviceConfig/email` does. The placeholder keeps the stored
 * password only while it would go to the same server as the same user; otherwise anyone holding a session could point
 * the config at their own server and receive the password, so it must be typed again. Null when it is fine.
 */
function servicePasswordProblem(
  input: EmailServiceConfigInput,
  stored: Record<(typeof SMTP_DESTINATION_FIELDS)[number], string | number | null> | undefined,
): RequestProblem | null {
  if (input.connection_password !== SERVICE_PASSWORD_PLACEHOLDER) return null;
  if (stored && SMTP_DESTINATION_FIELDS.every((field) => input[field] === stored[field])) return null;
  return {
    field: "connection_password",
    message: "Enter the password again: the server, user, port or scheme has changed.",
  };
}

/**
 * A rule's `familyMembers` must each belong to one of its chosen families: a member of another family (or of none)
 * would make a rule that never fires, or fires for devices the operator did not pick.
 */
function ruleMembersProblem(
  familyNames: readonly string[],
  familyMembers: readonly string[] | undefined,
  models: readonly { familyName: string; familyMembers: readonly string[] }[],
): RequestProblem | null {
  if (!familyMembers) return null;
  const chosen = new Set(familyNames);
  const known = new Set(models.filter((model) => chosen.has(model.familyName)).flatMap((model) => model.familyMembers));
  const index = familyMembers.findIndex((member) => !known.has(member));
  if (index === -1) return null;
  return {
    field: `familyMembers.${index}`,
    message: `${familyMembers[index]} is not a member of ${familyNames.join(", ")}.`,
  };
}

/** A request refused with its own status: 400, or 404 and 428 where the API answers those; `field` when one is at fault. */
interface StatusProblem {
  status: 400 | 404 | 428;
  field?: string;
  message: string;
  /** More for the answer's body: the model check's violations, the plan's limit, the family concerned. */
  details?: { violations?: InformationModelViolation[]; limit?: number; familyName?: string };
}

/** The information models a service holds, as the upload and delete rules read them. */
interface HeldModels {
  /** The plan's most models. */
  limit: number;
  /** How many it holds. */
  count: number;
  /** A family's stored members; undefined when the family is not stored. */
  membersOf: (familyName: string) => readonly string[] | undefined;
  /** Whether a notification rule names the family. */
  usedByRules: (familyName: string) => boolean;
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((member) => right.has(member));
}

/**
 * Checks an information-model upload as `PUT /info-model` does, given each file's model check
 * (`checkInformationModelFiles`, in the same order): every file's model is valid (the first violation, 400), describes
 * the family it is uploaded as (400), one file per family (400), the plan's limit counting new families only (400),
 * and no change to the members of a family that notification rules use (428). Null when it may be stored.
 */
function informationModelUploadProblem(
  uploads: readonly InformationModelFile[],
  checks: readonly InformationModelFileCheck[],
  held: HeldModels,
): StatusProblem | null {
  const failed = checks.findIndex((check) => !check.ok);
  const failedCheck = checks[failed];
  if (failedCheck && !failedCheck.ok) {
    const first = failedCheck.violations[0];
    const message = `${first?.file ?? ""} ${first?.path ?? "/"} ${first?.message ?? "Invalid information model."}`;
    return { status: 400, field: `${failed}.text`, message, details: { violations: failedCheck.violations } };
  }
  for (const [index, upload] of uploads.entries()) {
    const check = checks[index];
    const described = check?.ok ? check.model.familyName : undefined;
    if (described !== upload.familyName)
      return {
        status: 400,
        field: `${index}.familyName`,
        message: `The file ${upload.name} describes ${described}, not ${upload.familyName}.`,
      };
  }
  const families = new Set(uploads.map((upload) => upload.familyName));
  if (families.size !== uploads.length)
    return { status: 400, field: "familyName", message: "Upload one file per family." };
  const added = [...families].filter((familyName) => held.membersOf(familyName) === undefined).length;
  if (held.count + added > held.limit)
    return { status: 400, message: MESSAGES.informationModelLimit, details: { limit: held.limit } };
  for (const [index, upload] of uploads.entries()) {
    const stored = held.membersOf(upload.familyName);
    const check = checks[index];
    if (!stored || !check?.ok || sameMembers(stored, check.model.familyMembers)) continue;
    if (held.usedByRules(upload.familyName))
      return {
        status: 428,
        field: "familyMembers",
        message: MESSAGES.informationModelAffectsRules,
        details: { familyName: upload.familyName },
      };
  }
  return null;
}

/** Checks an information model's delete as `DELETE /info-model` does: the family is stored (404), and no rule names it (428). */
function informationModelDeleteProblem(familyName: string, held: HeldModels): StatusProblem | null {
  if (held.membersOf(familyName) === undefined)
    return { status: 404, field: "familyName", message: "Information model not found." };
  if (held.usedByRules(familyName))
    return { status: 428, field: "familyName", message: "Notification rules use this information model." };
  return null;
}

export {
  exportRangeProblem,
  IMAGE_MIN_SIZES,
  imagePixelsProblem,
  imageUploadProblem,
  informationModelDeleteProblem,
  informationModelUploadProblem,
  ruleMembersProblem,
  servicePasswordProblem,
};
export type { HeldModels, RequestProblem, StatusProblem };
