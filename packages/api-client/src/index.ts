// The contract (also its own entry, `@org/api-client/contract`), then the HTTP client and its error type.
export * from "./contract.js";
export { ApiError, errorBodyText, isApiError } from "./errors.js";
export type { ApiErrorKind, ApiErrorOptions } from "./errors.js";
export type {
  ApiMethodName,
  ApiResource,
  CallOptions,
  ConsoleApi,
  ConsoleApiPart,
  PartialConsoleApi,
  UploadOptions,
} from "./console-api.js";
export { createHttpApi } from "./http/create-http-api.js";
export type { HttpApiOptions } from "./http/create-http-api.js";
export type { ProgressLike, XhrLike } from "./http/transport.js";
