import type { ConsoleApi, UploadOptions } from "../console-api.js";
import { callPath, callRoutes } from "../contract/call-routes.js";
import type { CallName, CallRoute } from "../contract/call-routes.js";
import type { CallAnswer, checkAnswer } from "../contract/call-answers.js";
import { API_BASE_PATH, STATUS } from "../contract/constants.js";
import { exportRequestBody, legalUpdateBody } from "../contract/request-bodies.js";
import { FIRMWARE_FORM_FIELDS } from "../contract/firmware-form.js";
import type { FirmwareUpload } from "../contract/requests/firmware.js";
import type { ImageUpload } from "../contract/requests/information-models.js";
import type { ThemeUpdate } from "../contract/requests/theme.js";
import { timelineQuery, withinStartTime } from "../contract/timeline.js";
import { ApiError, isApiError, timeoutError } from "../errors.js";
import { decodeBody, sendWithFetch, sendWithXhr } from "./transport.js";
import type { OutgoingRequest, RawAnswer, XhrLike } from "./transport.js";

interface HttpApiOptions {
  /** Where the calls go; the same origin's `/api:1` by default. */
  baseUrl?: string;
  /** The session token, sent as `Authorization: Bearer …` whenever there is one. The client stores none. */
  getToken?: () => string | null | undefined;
  /** Called with the error on any 403, before the call rejects (the host signs the operator out). */
  onUnauthorized?: (error: ApiError) => void;
  /** A standard `fetch(input, init)`; the global one by default. */
  fetch?: typeof fetch;
  /**
   * Makes the XMLHttpRequest that uploads use for progress. By default uploads use XMLHttpRequest when it exists and
   * no custom `fetch` was given; otherwise they go through `fetch` and report progress only at the start and end.
   */
  createXhr?: () => XhrLike;
  /**
   * How long a call waits for its answer before it rejects with kind `timeout`, in ms (default 30 000; 0 waits for
   * ever). An upload's clock starts again with every progress event, so a large file on a slow line is not cut off.
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

let schemaModule: Promise<{ checkAnswer: typeof checkAnswer }> | undefined;

/** The contract's answer schemas, imported once on demand: bundlers put them (and zod) in their own chunk. */
function loadSchemas() {
  schemaModule ??= import("../contract/call-answers.js");
  return schemaModule;
}

interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
}

function encodeQuery(query: CallInput["query"]): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

function fileName(file: Blob, fallback: string): string {
  return "name" in file && typeof file.name === "string" && file.name !== "" ? file.name : fallback;
}

function firmwareForm(firmware: FirmwareUpload): FormData {
  const form = new FormData();
  const names = FIRMWARE_FORM_FIELDS;
  form.append(names.version, firmware.version);
  form.append(names.previousVersion, firmware.previousVersion);
  form.append(names.sha1, firmware.sha1);
  form.append(names.model, firmware.model);
  form.append(names.file, firmware.file, fileName(firmware.file, "firmware.bin"));
  if (firmware.trigger !== undefined) form.append(names.trigger, String(firmware.trigger));
  return form;
}

function imageForm(images: ImageUpload): FormData {
  const form = new FormData();
  form.append("familyName", images.familyName);
  if (images.thumbnail) form.append("thumbnail", images.thumbnail, fileName(images.thumbnail, "thumbnail.png"));
  if (images.banner) form.append("banner", images.banner, fileName(images.banner, "banner.png"));
  return form;
}

function themeForm(theme: ThemeUpdate): FormData {
  const form = new FormData();
  const { files, export: exportLimits, ...fields } = theme;
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  if (exportLimits) form.append("export", JSON.stringify(exportLimits));
  for (const [name, file] of Object.entries(files ?? {})) if (file) form.append(name, file, name);
  return form;
}

function errorMessage(body: unknown, status: number, call: CallRoute): string {
  if (typeof body === "string" && body.trim() !== "" && body.length < 300) return body.trim();
  if (typeof body === "object" && body !== null) {
    const record = body as Record<string, unknown>;
    for (const field of ["message", "error"]) {
      if (typeof record[field] === "string") return record[field];
    }
  }
  return `${call.method} ${call.path} answered ${status}.`;
}

/** A `Retry-After` header in seconds: delay-seconds, or an HTTP date from now. */
function secondsToWait(header: string | null | undefined): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * The `ConsoleApi` over HTTP. It sends the bearer token, encodes bodies as the API expects (times in the wire units),
 * checks each call's success statuses, parses every answer with the contract (times in ms) and rejects with an
 * `ApiError`, never with a silent undefined.
 */
function createHttpApi(options: HttpApiOptions = {}): ConsoleApi {
  const baseUrl = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, "");
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr =
    options.createXhr ??
    (options.fetch === undefined && typeof XMLHttpRequest !== "undefined"
      ? () => new XMLHttpRequest() as unknown as XhrLike
      : undefined);

  function headersFor(): Record<string, string> {
    const headers: Record<string, string> = { Accept: "application/json" };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** Sends with a time limit: a hung server or proxy ends the call with kind `timeout`, not a spinner for ever. */
  async function transmit(definition: CallRoute, input: CallInput): Promise<RawAnswer> {
    if (!(timeoutMs > 0)) return send(definition, input, input.signal, input.onProgress);
    const timer = new AbortController();
    let handle: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(handle);
      handle = setTimeout(() => timer.abort(), timeoutMs);
    };
    restart();
    const signal = input.signal ? AbortSignal.any([input.signal, timer.signal]) : timer.signal;
    const onProgress = (fraction: number) => {
      restart();
      input.onProgress?.(fraction);
    };
    try {
      return await send(definition, input, signal, onProgress);
    } catch (error) {
      // The caller's own abort stays `aborted`; only the client's time limit is a timeout.
      if (timer.signal.aborted && !input.signal?.aborted && isApiError(error) && error.kind === "aborted") {
        throw timeoutError(error);
      }
      throw error;
    } finally {
      clearTimeout(handle);
    }
  }

  async function send(
    definition: CallRoute,
    input: CallInput,
    signal: AbortSignal | undefined,
    onProgress: ((fraction: number) => void) | undefined,
  ): Promise<RawAnswer> {
    const request: OutgoingRequest = {
      method: definition.method,
      url: baseUrl + callPath(definition.path, input.params) + encodeQuery(input.query),
      headers: headersFor(),
    };
    if (signal) request.signal = signal;
    if (input.body !== undefined) {
      if (definition.body === "multipart") {
        request.body = input.body as FormData;
      } else if (definition.body === "form") {
        request.headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
        request.body = new URLSearchParams(input.body as Record<string, string>).toString();
      } else {
        request.headers["Content-Type"] = "application/json";
        request.body = JSON.stringify(input.body);
      }
    }
    if (definition.upload && createXhr && request.body instanceof FormData) {
      return sendWithXhr(createXhr, { ...request, body: request.body }, onProgress);
    }
    if (definition.upload) onProgress?.(0);
    const answer = await sendWithFetch(fetchImpl, request);
    return answer;
  }

  async function call<N extends CallName>(name: N, input: CallInput = {}): Promise<CallAnswer<N>> {
    const definition: CallRoute = callRoutes[name];
    // The schemas (zod and the whole contract) load alongside the first request instead of with the app's first chunk.
    const schemas = loadSchemas();
    schemas.catch(() => undefined); // a failed chunk load surfaces below, once the answer is in; not as an unhandled rejection
    const answer = await transmit(definition, input);
    const body = decodeBody(answer);
    if (answer.status < 200 || answer.status >= 300) {
      const retryAfterSeconds = secondsToWait(answer.retryAfter);
      const error = new ApiError({
        status: answer.status,
        kind: "http",
        body,
        message: errorMessage(body, answer.status, definition),
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      });
      if (answer.status === STATUS.forbidden) options.onUnauthorized?.(error);
      throw error;
    }
    if (definition.expect && !definition.expect.includes(answer.status)) {
      throw new ApiError({
        status: answer.status,
        kind: "contract",
        body,
        message: `${definition.method} ${definition.path} answered ${answer.status}; the contract expects ${definition.expect.join(" or ")}.`,
      });
    }
    if (definition.upload) input.onProgress?.(1);
    const checked = (await schemas).checkAnswer(name, body);
    if (!checked.ok) {
      throw new ApiError({
        status: answer.status,
        kind: "contract",
        body,
        issues: checked.issues,
        message: checked.message,
      });
    }
    return checked.data as CallAnswer<N>;
  }

  const upload = (options?: UploadOptions): CallInput => ({ signal: options?.signal, onProgress: options?.onProgress });

  return {
    session: {
      signIn: (credentials, o) => call("session.signIn", { body: credentials, signal: o?.signal }),
      check: (o) => call("session.check", { signal: o?.signal }),
      signOut: (o) => call("session.signOut", { signal: o?.signal }),
      requestPasswordReset: (request, o) => call("session.requestPasswordReset", { body: request, signal: o?.signal }),
      resetPassword: (request, o) => call("session.resetPassword", { body: request, signal: o?.signal }),
    },
    devices: {
      list: (query, o) =>
        call("devices.list", {
          query: {
            limit: query.limit,
            offset: query.offset,
            identity: query.identity,
            "tag.name": query.tag?.name,
            "tag.value": query.tag?.value,
            order: query.order,
          },
          signal: o?.signal,
        }),
      totals: (o) => call("devices.totals", { query: { fields: "devices,connected_devices" }, signal: o?.signal }),
      lock: (identity, o) => call("devices.lock", { params: { id: identity }, signal: o?.signal }),
    },
    users: {
      list: (query, o) =>
        call("users.list", {
          query: {
            limit: query.limit,
            offset: query.offset,
            filter: query.filter?.email ? JSON.stringify({ email: query.filter.email }) : undefined,
            order: query.order,
          },
          signal: o?.signal,
        }),
      total: (o) => call("users.total", { query: { fields: "users" }, signal: o?.signal }),
      get: (id, o) => call("users.get", { params: { id }, signal: o?.signal }),
      delete: (id, o) => call("users.delete", { params: { id }, signal: o?.signal }),
      setStatus: (id, status, o) => call("users.setStatus", { params: { id }, body: { status }, signal: o?.signal }),
      activate: (request, o) => call("users.activate", { body: request, signal: o?.signal }),
    },
    firmware: {
      list: (o) => call("firmware.list", { signal: o?.signal }),
      upload: (firmware, o) => call("firmware.upload", { body: firmwareForm(firmware), ...upload(o) }),
      delete: (id, o) => call("firmware.delete", { body: { id }, signal: o?.signal }),
    },
    informationModels: {
      list: (o) => call("informationModels.list", { signal: o?.signal }),
      upload: (files, o) => call("informationModels.upload", { body: files, signal: o?.signal }),
      delete: (familyName, o) => call("informationModels.delete", { body: { familyName }, signal: o?.signal }),
    },
    images: {
      upload: (images, o) => call("images.upload", { body: imageForm(images), ...upload(o) }),
      delete: (request, o) => call("images.delete", { body: request, signal: o?.signal }),
    },
    notificationRules: {
      list: (o) => call("notificationRules.list", { signal: o?.signal }),
      get: (id, o) => call("notificationRules.get", { params: { id }, signal: o?.signal }),
      create: (rule, o) => call("notificationRules.create", { body: rule, signal: o?.signal }),
      update: (id, rule, o) => call("notificationRules.update", { params: { id }, body: rule, signal: o?.signal }),
      delete: (id, o) => call("notificationRules.delete", { params: { id }, signal: o?.signal }),
    },
    theme: {
      get: (o) => call("theme.get", { signal: o?.signal }),
      update: (theme, o) => call("theme.update", { body: themeForm(theme), signal: o?.signal }),
      fileUrl: (file) => `${baseUrl}/theme/${encodeURIComponent(file)}`,
    },
    legal: {
      get: (o) => call("legal.get", { signal: o?.signal }),
      update: (legal, o) => call("legal.update", { body: legalUpdateBody(legal), signal: o?.signal }),
    },
    serviceConfig: {
      get: (service, o) => call("serviceConfig.get", { params: { service }, signal: o?.signal }),
      update: (service, config, o) =>
        call("serviceConfig.update", { params: { service }, body: config, signal: o?.signal }),
    },
    exports: {
      create: (range, o) => call("exports.create", { body: exportRequestBody(range), signal: o?.signal }),
    },
    timeline: {
      query: (query, o) =>
        call("timeline.query", { query: { args: JSON.stringify(timelineQuery(query)) }, signal: o?.signal }).then(
          (page) => withinStartTime(page, query),
        ),
    },
    solutionTest: {
      run: (request, o) => call("solutionTest.run", { body: request, signal: o?.signal }),
    },
  };
}

export { createHttpApi };
export type { HttpApiOptions };
