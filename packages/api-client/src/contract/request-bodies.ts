/**
 * The bodies of the calls whose API shape holds times: the API takes ms, the wire body carries seconds. The HTTP
 * client sends these, and the fake reads them back through the request schemas as the reference server does. No zod
 * here, so the HTTP client can build a request without loading the contract's schemas.
 */
import type { LegalUpdate, LegalUpdateBody } from "./requests/theme.js";
import type { ExportRequest, ExportRequestBody } from "./requests/timeline.js";
import { TIME_UNITS } from "./units.js";

/** `POST /open/export` for a range in ms: `{ startTime, endTime }` in whole seconds. Checking it is the server's. */
function exportRequestBody(range: ExportRequest): ExportRequestBody {
  return {
    startTime: TIME_UNITS.seconds.encode(range.startTime),
    endTime: TIME_UNITS.seconds.encode(range.endTime),
  };
}

/** `PUT /term_of_service`: the legal text, with a `last_update` in ms written in seconds. */
function legalUpdateBody({ last_update, ...legal }: LegalUpdate): LegalUpdateBody {
  return last_update === undefined ? legal : { ...legal, last_update: TIME_UNITS.seconds.encode(last_update) };
}

export { exportRequestBody, legalUpdateBody };
