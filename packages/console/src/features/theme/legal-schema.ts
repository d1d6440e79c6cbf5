import { z } from "zod";
import type { LegalUpdate } from "@org/api-client";

/**
 * The legal form's messages: keys of the `theme` namespace, translated where they are shown. The title and body
 * are required; the texts are the contract's (`legalUpdateSchema`).
 */
const LEGAL_MESSAGES = {
  titleRequired: "legal.errors.titleRequired",
  bodyRequired: "legal.errors.bodyRequired",
} as const;

/** The legal policies of the Legal tab: title and body, both required once trimmed, as the server checks. */
const legalFormSchema = z.object({
  title: z.string().trim().min(1, { error: LEGAL_MESSAGES.titleRequired }),
  body: z.string().trim().min(1, { error: LEGAL_MESSAGES.bodyRequired }),
});

type LegalFormValues = z.input<typeof legalFormSchema>;
type LegalFormOutput = z.output<typeof legalFormSchema>;

// The form's output is what `PUT /term_of_service` takes: a drift from the contract fails to compile. The server sets
// `last_update` itself, so the form leaves it out.
type Expect<T extends true> = T;
type _FormSendsLegalUpdate = Expect<LegalFormOutput extends LegalUpdate ? true : false>;

export { legalFormSchema };
export type { LegalFormValues };
