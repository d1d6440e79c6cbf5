/**
 * `@org/api-client/contract`: the contract on its own, for a server or another client to validate with. It holds the
 * zod schemas and types of every entity, request and answer of the API, the call table (`calls`: method, path, body
 * encoding, expected statuses and schemas of each call), the checks the fake and the reference server share, the
 * time units and the request builders that write ms in the wire units, and the information-model schema check. No HTTP
 * client and no fake: those are the root entry's and `./testing`'s.
 *
 * The schemas are zod/mini schemas, made with zod's English messages unless the app has chosen a locale. Answer schemas
 * are codecs: `parse` reads a server's answer (times as ms), `z.encode(schema, value)` writes a value as the wire form
 * (times in the wire units: seconds or microseconds). Request schemas read a body as the server receives it.
 */
export * from "./contract/constants.js";
export { EMAIL_MAX, EMAIL_PATTERN, isEmailAddress } from "./contract/email.js";
export { dataRetentionStart } from "./contract/retention.js";
export { canComputeSha1, sha1Hex } from "./contract/sha1.js";
export { ruleQuota } from "./contract/rule-quota.js";
export * from "./contract/entities/session.js";
export * from "./contract/entities/devices.js";
export * from "./contract/entities/users.js";
export * from "./contract/entities/firmware.js";
export * from "./contract/entities/information-models.js";
export * from "./contract/entities/rules.js";
export * from "./contract/entities/theme.js";
export * from "./contract/entities/timeline.js";
export * from "./contract/requests/session.js";
export * from "./contract/requests/devices.js";
export * from "./contract/requests/users.js";
export * from "./contract/requests/firmware.js";
export * from "./contract/requests/information-models.js";
export * from "./contract/requests/rules.js";
export * from "./contract/requests/theme.js";
export * from "./contract/requests/timeline.js";
export * from "./contract/answers.js";
export { callPath, calls, checkAnswer } from "./contract/calls.js";
export type { AnswerCheck, CallAnswer, CallDefinition, CallName, CallSchemas, HttpMethod } from "./contract/calls.js";
export type { CallRoute } from "./contract/call-routes.js";
export * from "./contract/checks.js";
export { readImageInfo } from "./contract/image-info.js";
export type { ImageInfo } from "./contract/image-info.js";
export { exportRequestBody, legalUpdateBody } from "./contract/request-bodies.js";
export { familyMembersOf, notificationRuleBody } from "./contract/rule-body.js";
export type { NotificationRuleParts } from "./contract/rule-body.js";
export { timelineQuery, timelineTags } from "./contract/timeline.js";
export type { TimelineQueryOptions } from "./contract/timeline.js";
export { TIME_UNITS, exportLimitHours, exportRangeDays, exportRangeFits } from "./contract/units.js";
export type { TimeUnit } from "./contract/units.js";
export * from "./contract/information-model.js";
export * from "./contract/model-problems.js";
export { formatModelDate } from "./contract/model-date.js";
export { THEME_URL_FIELDS, isHttpUrl } from "./contract/urls.js";
