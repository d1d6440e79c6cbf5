/** The zod schema of the session the server answers a sign-in with. */
import * as z from "zod/mini";
import { id } from "../wire.js";

const sessionSchema = z.object({ token: z.string().check(z.minLength(1)), id });

type Session = z.output<typeof sessionSchema>;

export { sessionSchema };
export type { Session };
