import { abortedError, networkError } from "../errors.js";

/** What the client needs from an answer, whichever transport carried it. */
interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The `Retry-After` header, when the answer has one (429, 503). */
  retryAfter?: string | null;
}

interface ProgressLike {
  loaded: number;
  total: number;
  lengthComputable: boolean;
}

/** The part of XMLHttpRequest that uploads use; tests pass a stub. */
interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  getResponseHeader(name: string): string | null;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressLike) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
}

async function sendWithFetch(fetchImpl: typeof fetch, request: OutgoingRequest): Promise<RawAnswer> {
  const { signal } = request;
  if (signal?.aborted) throw abortedError(signal.reason);
  try {
    const init: RequestInit = { method: request.method, headers: request.headers };
    if (request.body !== undefined) init.body = request.body;
    if (signal) init.signal = signal;
    const response = await fetchImpl(request.url, init);
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text,
      retryAfter: response.headers.get("retry-after"),
    };
  } catch (error) {
    if (signal?.aborted || (error instanceof Error && error.name === "AbortError")) throw abortedError(error);
    throw networkError(error);
  }
}

/** Sends a multipart body with XMLHttpRequest, which, unlike fetch, reports upload progress. */
function sendWithXhr(
  createXhr: () => XhrLike,
  request: OutgoingRequest & { body: FormData },
  onProgress?: (fraction: number) => void,
): Promise<RawAnswer> {
  const { signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError(signal.reason));
      return;
    }
    const xhr = createXhr();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener("abort", onAbortSignal);
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      settle();
      resolve({
        status: xhr.status,
        contentType: xhr.getResponseHeader("content-type") ?? "",
        text: xhr.responseText ?? "",
        retryAfter: xhr.getResponseHeader("retry-after"),
      });
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.onabort = () => {
      settle();
      reject(abortedError(signal?.reason));
    };
    signal?.addEventListener("abort", onAbortSignal, { once: true });
    onProgress?.(0);
    xhr.send(request.body);
  });
}

/** Parses JSON answers; keeps anything else as text. An empty body is undefined. */
function decodeBody(answer: RawAnswer): unknown {
  if (answer.text === "") return undefined;
  const looksJson = /json/i.test(answer.contentType) || /^\s*[[{"]/.test(answer.text);
  if (!looksJson) return answer.text;
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return answer.text;
  }
}

export { decodeBody, sendWithFetch, sendWithXhr };
export type { OutgoingRequest, ProgressLike, RawAnswer, XhrLike };
