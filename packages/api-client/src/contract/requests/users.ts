/** Zod schemas for the users' requests: the user list's query and a user's status. */
import * as z from "zod/mini";
import { EMAIL_MAX } from "../email.js";
import { isRecord, toNumber } from "../wire.js";

/** Users sort order. The API names none; the console may sort by e-mail or registered time. */
const userOrderSchema = z.enum(["email", "-email", "creation_date", "-creation_date"]);

const userListQuerySchema = z.object({
  limit: z.int().check(z.gte(1), z.lte(500)),
  offset: z.int().check(z.nonnegative()),
  /**
   * Matches e-mails containing `filter.email`, ignoring case. No longer than an address can be; the console's search
   * box asks for 4 to 50 characters (USER_SEARCH_MIN, USER_SEARCH_MAX), but a link may search for a whole address.
   */
  filter: z.optional(
    z.object({
      email: z.optional(
        z.string().check(z.maxLength(EMAIL_MAX, { error: `Search for at most ${EMAIL_MAX} characters.` })),
      ),
    }),
  ),
  order: z.optional(userOrderSchema),
});

/** The same query from a URL: `filter` is JSON text, e.g. `filter={"email":"chen"}`. */
const userListQueryWireSchema = z.pipe(
  z.transform((value) => {
    if (!isRecord(value)) return value;
    let filter = value.filter;
    if (typeof filter === "string") {
      try {
        filter = filter === "" ? undefined : JSON.parse(filter);
      } catch {
        // left as text: the schema reports it
      }
    }
    return {
      ...value,
      limit: toNumber(value.limit ?? 50),
      offset: toNumber(value.offset ?? 0),
      filter,
      order: value.order === "" ? undefined : value.order,
    };
  }),
  userListQuerySchema,
);

const userStatusRequestSchema = z.object({ status: z.union([z.literal(1), z.literal(0)]) });

type UserListQuery = z.output<typeof userListQuerySchema>;
type UserOrder = z.output<typeof userOrderSchema>;
type UserStatusRequest = z.output<typeof userStatusRequestSchema>;

export { userListQuerySchema, userListQueryWireSchema, userOrderSchema, userStatusRequestSchema };
export type { UserListQuery, UserOrder, UserStatusRequest };
