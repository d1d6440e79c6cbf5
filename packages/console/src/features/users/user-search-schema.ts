import * as z from "zod/mini";
import { USER_SEARCH_MAX, USER_SEARCH_MIN, type UserListQuery } from "@org/api-client";

/** What `GET /users` filters by: the search's output. */
type EmailFilter = Required<Pick<NonNullable<UserListQuery["filter"]>, "email">>;

/**
 * The user search's messages: keys of the `users` namespace, translated where they are shown. The English text of
 * `tooShort` is the documented one (MESSAGES.userSearchLength in the contract); none is documented for too long a
 * search.
 */
const USER_SEARCH_MESSAGES = {
  tooShort: "search.tooShort",
  tooLong: "search.tooLong",
} as const;

/**
 * The e-mail search: 4 to 50 characters once trimmed; an empty box is too short too, so Search is disabled until
 * there is something to search for (the unfiltered list is the screen without a search). The contract has no schema
 * for it, only the bounds.
 */
const userSearchSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.refine((email) => email.length >= USER_SEARCH_MIN, {
      error: USER_SEARCH_MESSAGES.tooShort,
      abort: true,
    }),
    z.refine((email) => email.length <= USER_SEARCH_MAX, { error: USER_SEARCH_MESSAGES.tooLong }),
  ),
}) satisfies z.ZodMiniType<EmailFilter>;

/** Whether a text (e.g. from a URL) is an e-mail search the box would accept. */
function isValidUserSearch(email: string): boolean {
  return userSearchSchema.safeParse({ email }).success;
}

export { USER_SEARCH_MESSAGES, isValidUserSearch, userSearchSchema };
