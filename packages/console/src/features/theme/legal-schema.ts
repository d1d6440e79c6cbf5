import * as z from "zod/mini";
import { legalUpdateSchema } from "@org/api-client";
import { formSchemaOf } from "../../shared/forms/form-schema";

/**
 * The legal form's messages: keys of the `theme` namespace, translated where they are shown. The title and body
 * are required; the texts are the contract's (`legalUpdateSchema`).
 */
const LEGAL_MESSAGES = {
  titleRequired: "legal.errors.titleRequired",
  bodyRequired: "legal.errors.bodyRequired",
} as const;

/**
 * The legal policies of the Legal tab: title and body, both required once trimmed, as the server checks. The save
 * adds `last_update`, the time it is made, so the form leaves it out.
 */
const legalFormSchema = formSchemaOf(z.pick(legalUpdateSchema, { title: true, body: true }), {
  title: z.string().check(z.trim(), z.minLength(1, { error: LEGAL_MESSAGES.titleRequired })),
  body: z.string().check(z.trim(), z.minLength(1, { error: LEGAL_MESSAGES.bodyRequired })),
});

type LegalFormValues = z.input<typeof legalFormSchema>;

export { legalFormSchema };
export type { LegalFormValues };
