/**
 * Zod schemas for what the console sends, with the API's validation rules where it states them: one module per
 * resource beside this one, which holds the fields that more than one of them uses.
 * The reference server parses every request with these schemas. Each schema's output is the canonical shape the
 * `ConsoleApi` methods take; the `…WireSchema` variants read the same request from a query string or a form, where
 * every value arrives as text.
 *
 * Times are ms in the API and seconds or microseconds on the wire. The schemas read a body's
 * seconds as ms (the export range, the legal text's `last_update`); the request body builders write them back for the
 * client and the fake. The one exception is `TimelineQuery`, which is the API's `args` object as sent
 * (microseconds): `api.timeline.query` takes `TimelineQueryOptions` in ms and builds it with `timelineQuery`.
 */
import * as z from "zod/mini";
import { LATEST_TIME_MS } from "../constants.js";
import { isEmailAddress } from "../email.js";
import { TIME_UNITS } from "../units.js";
import { englishByDefault } from "../wire.js";

englishByDefault();

const invalidEmail = { error: "Please enter a valid e-mail address." };
/** An e-mail address, at most EMAIL_MAX characters (`isEmailAddress`). */
const email = z.string(invalidEmail).check(z.refine(isEmailAddress, invalidEmail));
const required = (message = "This field is required.") =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
/** What a time beyond the latest date is told. */
const tooLate = { error: "The time is later than any date can be." };

/** A time since the epoch, sent in whole seconds and read as ms; a date must be able to hold it. */
const epochSeconds = z.codec(
  z.int().check(z.nonnegative(), z.lte(LATEST_TIME_MS / 1000, tooLate)),
  z.number(),
  TIME_UNITS.seconds,
);

/** A time since the epoch in ms that a date can hold: 0 up to the latest one. */
const epochMs = z.number().check(z.nonnegative(), z.lte(LATEST_TIME_MS, tooLate));

/** Reads a boolean form value ("true"/"false", "1"/"0", "on"). */
const booleanText = z.pipe(
  z.transform((value) => {
    if (value === "true" || value === "1" || value === "on" || value === 1) return true;
    if (value === "false" || value === "0" || value === "" || value === 0) return false;
    return value;
  }),
  z.boolean(),
);

const blob = z.custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob, {
  error: "A file is required.",
});

export { blob, booleanText, email, epochMs, epochSeconds, required };
