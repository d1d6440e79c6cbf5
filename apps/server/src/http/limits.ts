import type { Context } from "hono";
import { STATUS } from "@org/api-client";
import { HttpError } from "./errors.js";

/** The answer when a body is over a call's size limit: 413 with the field that was too big. */
function tooLarge(message: string, field: string) {
  return (c: Context) => c.json({ message: `${field}: ${message}`, field }, STATUS.payloadTooLarge);
}

/**
 * The longest text the lists search for (a serial number, part of an e-mail address). The search is a LIKE pattern,
 * and SQLite refuses one over 50,000 bytes with an error; a thousand characters stay far below that even escaped and
 * in UTF-8, and are longer than anything the lists hold.
 */
const SEARCH_TEXT_MAX = 1_000;

/** A 400 naming `field` when a search text is longer than the lists search for. */
function checkSearchText(text: string | undefined, field: string): void {
  if (text !== undefined && text.length > SEARCH_TEXT_MAX) {
    const message = `${field}: Search for at most ${SEARCH_TEXT_MAX.toLocaleString("en")} characters.`;
    throw new HttpError(STATUS.badRequest, message, { field });
  }
}

export { SEARCH_TEXT_MAX, checkSearchText, tooLarge };
