import * as z from "zod/mini";
import { exportRangeFits, type ExportRequest, type Theme } from "@org/api-client";
import { dayEnd, dayStart } from "./export-range";

/**
 * The export form's messages: keys of the `export` namespace, translated where they are shown. The English text of
 * `outOfLimits` is the documented one (MESSAGES.exportRange in the contract), with `{{min}}` and `{{max}}` in hours.
 */
const EXPORT_MESSAGES = {
  required: "form.required",
  outOfLimits: "form.outOfLimits",
} as const;

/** The theme's export limits, in seconds. */
type ExportLimits = Theme["export"];

const dayRange = z.optional(z.object({ from: z.optional(z.date()), to: z.optional(z.date()) }));

/**
 * The export range: whole days, both included, within the theme's `period_min` and `period_max` by the contract's
 * one rule (`exportRangeFits`), which the server applies too. The output is what `api.exports.create` takes: the start of the first day and the
 * last millisecond of the last day, in `timeZone` (the viewer's own without one).
 */
function createExportSchema(limits: ExportLimits, timeZone?: string) {
  return z.pipe(
    z.object({ range: dayRange }).check((ctx) => {
      const { range } = ctx.value;
      if (!range?.from) {
        ctx.issues.push({ code: "custom", message: EXPORT_MESSAGES.required, path: ["range"], input: range });
        return;
      }
      const request = { startTime: dayStart(range.from, timeZone), endTime: dayEnd(range.to ?? range.from, timeZone) };
      if (!exportRangeFits(request, limits)) {
        ctx.issues.push({ code: "custom", message: EXPORT_MESSAGES.outOfLimits, path: ["range"], input: range });
      }
    }),
    z.transform(({ range }): ExportRequest => {
      // The check above guarantees a first day; a range still missing its last day is that one day.
      const from = range?.from ?? new Date(Number.NaN);
      return { startTime: dayStart(from, timeZone), endTime: dayEnd(range?.to ?? from, timeZone) };
    }),
  );
}

export { createExportSchema };
export type { ExportLimits };
