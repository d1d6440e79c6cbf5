/** The zod schema of the session the server answers a sign-in with. */
import { z } from "zod";
import { id } from "../wire.js";

const sessionSchema = z.object({ token: z.string().min(1), id });

type Session = z.output<typeof sessionSchema>;

export { sessionSchema };
export type { Session };
