import type * as z from "zod/mini";
import type { ApiMethodName, UploadOptions } from "../../console-api.js";
import { calls } from "../../contract/calls.js";
import type { CallAnswer, CallDefinition, CallName } from "../../contract/calls.js";
import type { RequestProblem } from "../../contract/checks.js";
import { MESSAGES, STATUS } from "../../contract/constants.js";
import { ApiError, abortedError, isApiError, networkError, timeoutError } from "../../errors.js";
import { FAKE_ADMIN_ID } from "../fake-data.js";
import type { FakeData } from "../fake-data.js";

/**
 * What every resource of the fake shares: the `run` wrapper each method answers through (latency, injected failures,
 * the session check, the contract's answer schema), request validation, the errors the reference server answers with,
 * and who is signed in.
 */

/** How a method fails: an HTTP status, a status with a body, no answer at all, or no answer in time. */
type FakeFailure = number | "network" | "timeout" | { status: number; body?: unknown };

/** The options that change how a fake answers rather than what it holds; `withOptions` takes only these. */
interface FakeBehaviour {
  /** Delay before every answer. Default 0, so stories and tests stay fast. */
  latencyMs?: number;
  /** Makes methods fail, e.g. `{ "devices.list": 500, "firmware.upload": "network" }`. */
  fail?: Partial<Record<ApiMethodName, FakeFailure>> | ((method: ApiMethodName) => FakeFailure | undefined);
  /** The fake's clock, ms since the epoch. Fixed at FAKE_NOW by default. */
  now?: () => number;
  /**
   * When given, calls that need a session check this token (403 unless the fake issued it, see FAKE_ADMIN_TOKEN).
   * When absent, every call acts as the built-in administrator.
   */
  getToken?: () => string | null | undefined;
  /** Called on any 403, like the HTTP client. */
  onUnauthorized?: (error: ApiError) => void;
}

/** What a resource module of the fake is built from. */
interface FakeRuntime {
  /** The in-memory state, changed in place. */
  readonly data: FakeData;
  /** The fake's clock, ms since the epoch. */
  now(): number;
  /** The token the caller holds, if the fake was given `getToken`. */
  token(): string | null | undefined;
  /** The signed-in user's id: the token's, or the built-in administrator's without one. */
  currentUserId(): string;
  /** Answers one call: waits, fails as asked, checks the session, then reads `work`'s result with the answer schema. */
  run<N extends CallName>(method: N, signal: AbortSignal | undefined, work: () => unknown): Promise<CallAnswer<N>>;
  /** Reports an upload's progress over the fake's latency. */
  progress(upload: UploadOptions | undefined): Promise<void>;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortedError(signal.reason));
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function httpError(status: number, message: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError({ status, kind: "http", body: { message, ...extra }, message });
}

/** A 400 like the reference server's for a check beyond the schema: the message starts with the field it names. */
function problemError({ field, message }: RequestProblem): ApiError {
  return httpError(STATUS.badRequest, `${field}: ${message}`, { field });
}

function failureError(failure: FakeFailure): ApiError {
  if (failure === "network") return networkError();
  if (failure === "timeout") return timeoutError();
  const status = typeof failure === "number" ? failure : failure.status;
  const body = typeof failure === "number" ? { message: `Fake failure ${status}` } : failure.body;
  const message =
    typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string"
      ? (body as { message: string }).message
      : `Fake failure ${status}`;
  return new ApiError({ status, kind: "http", body, message });
}

function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  throw httpError(STATUS.badRequest, issues[0]?.message ?? "Invalid request.", { issues });
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Sorts by a value, nulls last in either direction, then by a tie-breaker. */
function sortBy<T>(
  items: T[],
  order: string,
  value: (item: T, key: string) => unknown,
  tieBreak: (item: T) => string,
): T[] {
  const descending = order.startsWith("-");
  const key = descending ? order.slice(1) : order;
  return items.sort((x, y) => {
    const a = value(x, key);
    const b = value(y, key);
    const missingA = a === null || a === undefined;
    const missingB = b === null || b === undefined;
    let result = 0;
    if (missingA !== missingB) return missingA ? 1 : -1;
    if (!missingA) result = descending ? -compare(a, b) : compare(a, b);
    return result || compare(tieBreak(x), tieBreak(y));
  });
}

async function blobToDataUri(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return `data:${blob.type || "application/octet-stream"};base64,${btoa(binary)}`;
}

function createRuntime(data: FakeData, behaviour: FakeBehaviour, now: () => number): FakeRuntime {
  const latencyMs = behaviour.latencyMs ?? 0;
  const failureFor = (method: ApiMethodName): FakeFailure | undefined =>
    typeof behaviour.fail === "function" ? behaviour.fail(method) : behaviour.fail?.[method];
  const token = () => behaviour.getToken?.();

  function currentUserId(): string {
    const current = token();
    return (current ? data.tokens.get(current) : undefined) ?? FAKE_ADMIN_ID;
  }

  async function run<N extends CallName>(
    method: N,
    signal: AbortSignal | undefined,
    work: () => unknown,
  ): Promise<CallAnswer<N>> {
    try {
      await pause(latencyMs, signal);
      const failure = failureFor(method);
      if (failure !== undefined) throw failureError(failure);
      if (behaviour.getToken && calls[method].auth) {
        const current = behaviour.getToken();
        if (!current || !data.tokens.has(current)) throw httpError(STATUS.forbidden, MESSAGES.authenticationOutOfDate);
      }
      const wire = await work();
      if (signal?.aborted) throw abortedError(signal.reason);
      const definition: CallDefinition = calls[method];
      return (definition.answer ? definition.answer.parse(structuredClone(wire)) : undefined) as CallAnswer<N>;
    } catch (error) {
      if (isApiError(error) && error.status === STATUS.forbidden) behaviour.onUnauthorized?.(error);
      throw error;
    }
  }

  async function progress(upload: UploadOptions | undefined): Promise<void> {
    upload?.onProgress?.(0);
    await pause(latencyMs / 2, upload?.signal);
    upload?.onProgress?.(0.5);
    await pause(latencyMs / 2, upload?.signal);
    upload?.onProgress?.(1);
  }

  return { data, now, token, currentUserId, run, progress };
}

export { blobToDataUri, createRuntime, httpError, problemError, sortBy, validate };
export type { FakeBehaviour, FakeFailure, FakeRuntime };
