import type { Context } from "hono";
import { STATUS } from "@org/api-client";

/** The answer when a body is over a call's size limit: 413 with the field that was too big. */
function tooLarge(message: string, field: string) {
  return (c: Context) => c.json({ message: `${field}: ${message}`, field }, STATUS.payloadTooLarge);
}

export { tooLarge };
