export * from "./contract/constants.js";
export * from "./contract/entities.js";
export * from "./contract/requests.js";
export * from "./contract/answers.js";
export { callPath, calls } from "./contract/calls.js";
export type { AnswerCheck, CallAnswer, CallDefinition, CallName, CallSchemas, HttpMethod } from "./contract/calls.js";
export type { CallRoute } from "./contract/call-routes.js";
export { IMAGE_MIN_SIZES, exportRangeProblem, imageUploadProblem } from "./contract/checks.js";
export type { RequestProblem } from "./contract/checks.js";
export { readImageInfo } from "./contract/image-info.js";
export type { ImageInfo } from "./contract/image-info.js";
export { timelineQuery, timelineTags } from "./contract/timeline.js";
export type { TimelineQueryOptions } from "./contract/timeline.js";
export {
  checkInformationModelFiles,
  serializeInformationModel,
  validateInformationModel,
} from "./contract/information-model.js";
export type {
  ComponentModel,
  FieldKey,
  InformationModelContent,
  InformationModelFileCheck,
  InformationModelSource,
  InformationModelViolation,
  Layout,
  ModelComponent,
  ModelCondition,
  ModelRule,
  Trait,
  TraitDomain,
  TraitType,
  Unit,
  ValueItem,
  ValueRange,
} from "./contract/information-model.js";
export { ApiError, errorBodyText, isApiError } from "./errors.js";
export type { ApiErrorKind, ApiErrorOptions } from "./errors.js";
export type { ApiMethodName, ApiResource, CallOptions, ConsoleApi, UploadOptions } from "./console-api.js";
export { createHttpApi } from "./http/create-http-api.js";
export type { HttpApiOptions } from "./http/create-http-api.js";
export type { ProgressLike, XhrLike } from "./http/transport.js";
