import * as z from "zod/mini";
import { isEmailAddress, solutionTestRequestSchema } from "@org/api-client";
import { formSchemaOf } from "../../shared/forms/form-schema";

/**
 * The Solution Status Test form's messages: keys of the `solutionTest` namespace, translated where they are shown.
 * The English texts of the required messages are the contract's (`solutionTestRequestSchema`); `recipientsInvalid`
 * names the entries that are not e-mail addresses (see `invalidRecipients`).
 */
const SOLUTION_TEST_MESSAGES = {
  accountRequired: "errors.accountRequired",
  passwordRequired: "errors.passwordRequired",
  recipientsRequired: "errors.recipientsRequired",
  recipientsInvalid: "errors.recipientsInvalid",
} as const;

/** The entries of a comma-separated list, without the spaces around them; empty entries ("a@x.com,") are dropped. */
function recipientEntries(list: string): string[] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** The entries of a recipients list that are not e-mail addresses, in the order typed. */
function invalidRecipients(list: string): string[] {
  return recipientEntries(list).filter((entry) => !isEmailAddress(entry));
}

/**
 * The Solution Status Test form: the account (the signed-in e-mail, not editable), a password, and the
 * recipients as a comma-separated list of e-mail addresses, each checked. Spaces around the commas are allowed; the
 * list is sent without them. The contract's request (`solutionTestRequestSchema`) in the form's words.
 */
const solutionTestSchema = formSchemaOf(solutionTestRequestSchema, {
  SolutionAccount: z.string().check(z.trim(), z.minLength(1, { error: SOLUTION_TEST_MESSAGES.accountRequired })),
  // Sent as typed (spaces are part of a password), but spaces alone are no password, as the contract says.
  SolutionPassword: z
    .string()
    .check(z.refine((password) => password.trim() !== "", { error: SOLUTION_TEST_MESSAGES.passwordRequired })),
  RecipientList: z.pipe(
    z.string().check(
      z.refine((list) => recipientEntries(list).length > 0, {
        error: SOLUTION_TEST_MESSAGES.recipientsRequired,
        abort: true,
      }),
      z.refine((list) => invalidRecipients(list).length === 0, { error: SOLUTION_TEST_MESSAGES.recipientsInvalid }),
    ),
    z.transform((list) => recipientEntries(list).join(",")),
  ),
});

export { SOLUTION_TEST_MESSAGES, invalidRecipients, solutionTestSchema };
