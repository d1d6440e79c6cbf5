/** Zod schemas for the users' requests: the user list's query and a user's status. */
import { z } from "zod";
import { isRecord, toNumber } from "../wire.js";

/** Users sort order. The API names none; the console may sort by e-mail or registered time. */
const userOrderSchema = z.enum(["email", "-email", "creation_date", "-creation_date"]);

const userListQuerySchema = z.object({
  limit: z.int().min(1).max(500),
  offset: z.int().nonnegative(),
  /** Matches e-mails containing `filter.email`, ignoring case. */
  filter: z.object({ email: z.string().optional() }).optional(),
  order: userOrderSchema.optional(),
});

/** The same query from a URL: `filter` is JSON text, e.g. `filter={"email":"chen"}`. */
const userListQueryWireSchema = z.preprocess((value) => {
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
}, userListQuerySchema);

const userStatusRequestSchema = z.object({ status: z.union([z.literal(1), z.literal(0)]) });

type UserListQuery = z.output<typeof userListQuerySchema>;
type UserOrder = z.output<typeof userOrderSchema>;
type UserStatusRequest = z.output<typeof userStatusRequestSchema>;

export { userListQuerySchema, userListQueryWireSchema, userOrderSchema, userStatusRequestSchema };
export type { UserListQuery, UserOrder, UserStatusRequest };
