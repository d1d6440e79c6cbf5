/**
 * - `http`: the server answered with an error status.
 * - `network`: no answer (offline, DNS, CORS, connection reset).
 * - `contract`: the server answered, but not as the contract says (shape, or an unexpected success status).
 * - `aborted`: the caller's AbortSignal fired.
 * - `timeout`: no answer within the client's time limit (a server or proxy that hangs).
 */
type ApiErrorKind = "http" | "network" | "contract" | "aborted" | "timeout";

interface ApiErrorOptions {
  status: number;
  kind: ApiErrorKind;
  body?: unknown;
  message?: string;
  /** For `contract` errors: where the answer departs from the schema. */
  issues?: readonly { path: readonly PropertyKey[]; message: string }[];
  /** How long the answer asked to wait before trying again (its `Retry-After`), in seconds. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status, or 0 when there was no answer. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The answer's body: parsed JSON, text, or undefined. */
  readonly body: unknown;
  readonly issues: readonly { path: readonly PropertyKey[]; message: string }[];
  /** How long the answer asked to wait before trying again (its `Retry-After` header), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor({ status, kind, body, message, issues = [], retryAfterSeconds, cause }: ApiErrorOptions) {
    super(message ?? defaultMessage(kind, status), cause === undefined ? undefined : { cause });
    this.status = status;
    this.kind = kind;
    this.body = body;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function defaultMessage(kind: ApiErrorKind, status: number): string {
  switch (kind) {
    case "http":
      return `The server answered ${status}.`;
    case "network":
      return "The server could not be reached.";
    case "contract":
      return "The server's answer does not match the contract.";
    case "aborted":
      return "The request was cancelled.";
    case "timeout":
      return "The server did not answer in time.";
  }
}

function abortedError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, kind: "aborted", cause });
}

function networkError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, kind: "network", cause });
}

function timeoutError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, kind: "timeout", cause });
}

function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text of a server's error body, when it has one: for matching messages such as "ownerId". */
function errorBodyText(error: unknown): string {
  if (!isApiError(error) || error.body === undefined || error.body === null) return "";
  return typeof error.body === "string" ? error.body : JSON.stringify(error.body);
}

export { ApiError, abortedError, errorBodyText, isApiError, networkError, timeoutError };
export type { ApiErrorKind, ApiErrorOptions };
