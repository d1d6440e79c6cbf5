import { describe, expect, it, vi } from "vitest";
import type { ConsoleApi } from "../console-api.js";
import type { NotificationRuleInput } from "../contract/requests/rules.js";
import { ApiError } from "../errors.js";
import { createHttpApi } from "./create-http-api.js";
import type { HttpApiOptions } from "./create-http-api.js";
import type { ProgressLike, XhrLike } from "./transport.js";

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

type Reply = { status?: number; body?: unknown; contentType?: string; headers?: Record<string, string> };

/** A stub fetch that records each request and answers with the next reply (or the last one, again). */
function stubFetch(...replies: Reply[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? "GET",
      url: String(input),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    });
    const reply = replies.length > 1 ? (replies.shift() as Reply) : (replies[0] ?? {});
    const text =
      reply.body === undefined ? null : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: {
        "content-type": reply.contentType ?? (typeof reply.body === "string" ? "text/plain" : "application/json"),
        ...reply.headers,
      },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function client(stub: ReturnType<typeof stubFetch>, options: Partial<HttpApiOptions> = {}): ConsoleApi {
  return createHttpApi({ fetch: stub.fetch, getToken: () => "token-123", ...options });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("Expected an ApiError");
}

const query = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);
const formEntries = (body: unknown) =>
  Object.fromEntries(
    [...(body as FormData).entries()].map(([name, value]) => [
      name,
      typeof value === "string" ? value : `file:${value.name}`,
    ]),
  );

class StubXhr implements XhrLike {
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === "content-type" ? "application/json" : null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, text = "") {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const firmware = () => ({
  model: "AC-2200",
  version: "1.4.0",
  previousVersion: "1.3.1",
  sha1: "0123456789abcdef0123456789abcdef01234567",
  file: new File([new Uint8Array([1, 2, 3])], "ac-2200_v1.4.0.bin"),
  trigger: true,
});

describe("createHttpApi requests", () => {
  it("sends the bearer token from getToken, and no Authorization header without a token", async () => {
    const stub = stubFetch({ body: { devices: [], mayLoadMore: false } });
    let token: string | null = null;
    const api = createHttpApi({ fetch: stub.fetch, getToken: () => token });
    await api.devices.list({ limit: 50, offset: 0 });
    token = "token-123";
    await api.devices.list({ limit: 50, offset: 0 });
    expect(stub.sent.map((request) => request.headers.Authorization)).toEqual([undefined, "Bearer token-123"]);
  });

  it("calls /api:1 by default, or the base URL given, and escapes path parameters", async () => {
    const stub = stubFetch({ status: 204 });
    await client(stub).devices.lock("AC 1/2");
    await client(stub, { baseUrl: "https://console.example.com/api:1/" }).users.delete("7");
    expect(stub.sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      "DELETE /api:1/devices/AC%201%2F2",
      "DELETE https://console.example.com/api:1/users/7",
    ]);
  });

  it("puts the device query in SPEC's names: limit, offset, identity, tag.name, tag.value and order", async () => {
    const stub = stubFetch({ body: { devices: [], mayLoadMore: false } });
    await client(stub).devices.list({
      limit: 500,
      offset: 50,
      identity: "AC3F",
      tag: { name: "connected", value: "1" },
      order: "-lastseen",
    });
    expect(query(stub.sent[0]?.url ?? "")).toEqual({
      limit: "500",
      offset: "50",
      identity: "AC3F",
      "tag.name": "connected",
      "tag.value": "1",
      order: "-lastseen",
    });
  });

  it("asks /total for the device fields or the users field", async () => {
    const stub = stubFetch({ body: { devices: 12, connected_devices: "7" } }, { body: { users: 3 } });
    await expect(client(stub).devices.totals()).resolves.toEqual({ devices: 12, connected_devices: 7 });
    await expect(client(stub).users.total()).resolves.toEqual({ users: 3 });
    expect(stub.sent.map((request) => query(request.url).fields)).toEqual(["devices,connected_devices", "users"]);
  });

  it("sends the users e-mail filter as JSON in the query", async () => {
    const stub = stubFetch({ body: { total: 0, items: [] } });
    await client(stub).users.list({ limit: 50, offset: 0, filter: { email: "chen" } });
    expect(query(stub.sent[0]?.url ?? "")).toEqual({ limit: "50", offset: "0", filter: '{"email":"chen"}' });
  });

  it("sends JSON bodies with SPEC's field names", async () => {
    const stub = stubFetch({ body: { token: "abc", id: 1 } }, { status: 204 }, { status: 204 }, { body: "job-9" });
    await client(stub).session.signIn({ email: "admin@example.com", password: "Admin1234" });
    await client(stub).users.setStatus("7", 0);
    await client(stub).session.resetPassword({ new_password: "Password1", reset_token: "r-1" });
    await client(stub).exports.create({ startTime: 1_748_000_000_000, endTime: 1_748_086_400_000 });
    expect(stub.sent.map((request) => [request.headers["Content-Type"], JSON.parse(String(request.body))])).toEqual([
      ["application/json", { email: "admin@example.com", password: "Admin1234" }],
      ["application/json", { status: 0 }],
      ["application/json", { new_password: "Password1", reset_token: "r-1" }],
      ["application/json", { startTime: 1_748_000_000, endTime: 1_748_086_400 }],
    ]);
  });

  it("sends times given in ms in SPEC's seconds: the export range (whole seconds) and the legal last update", async () => {
    const stub = stubFetch({ body: "job-9" }, { body: { title: "T", body: "B", last_update: 1_748_770_200 } });
    await client(stub).exports.create({ startTime: 1_748_000_000_000, endTime: 1_748_086_399_999 });
    const legal = await client(stub).legal.update({ title: "T", body: "B", last_update: 1_748_770_200_500 });
    expect(stub.sent.map((request) => JSON.parse(String(request.body)))).toEqual([
      { startTime: 1_748_000_000, endTime: 1_748_086_399 },
      { title: "T", body: "B", last_update: 1_748_770_200 },
    ]);
    expect(legal.last_update).toBe(1_748_770_200_000);
  });

  it("sends a firmware upload as multipart with inputVersion, inputLastVersion, inputSHA1, inputModel, file and trigger", async () => {
    const stub = stubFetch({ status: 200 });
    await client(stub).firmware.upload(firmware());
    expect(stub.sent[0]?.body).toBeInstanceOf(FormData);
    expect(stub.sent[0]?.headers["Content-Type"]).toBeUndefined();
    expect(formEntries(stub.sent[0]?.body)).toEqual({
      inputVersion: "1.4.0",
      inputLastVersion: "1.3.1",
      inputSHA1: "0123456789abcdef0123456789abcdef01234567",
      inputModel: "AC-2200",
      file: "file:ac-2200_v1.4.0.bin",
      trigger: "true",
    });
  });

  it("sends a firmware delete as a form-encoded id", async () => {
    const stub = stubFetch({ status: 200 });
    await client(stub).firmware.delete("ac-2200_v1.4.0.bin");
    expect(stub.sent[0]).toMatchObject({
      method: "POST",
      url: "/api:1/fw/delete",
      headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
      body: "id=ac-2200_v1.4.0.bin",
    });
  });

  it("sends model images as multipart for one family, and deletes them with a JSON body", async () => {
    const stub = stubFetch({ status: 200 });
    const thumbnail = new File([new Uint8Array(4)], "thumb.png", { type: "image/png" });
    const banner = new File([new Uint8Array(4)], "banner.jpg", { type: "image/jpeg" });
    await client(stub).images.upload({ familyName: "AirConditioner", thumbnail, banner });
    await client(stub).images.delete({ familyName: "AirConditioner", imageTypes: ["banner"] });
    expect(formEntries(stub.sent[0]?.body)).toEqual({
      familyName: "AirConditioner",
      thumbnail: "file:thumb.png",
      banner: "file:banner.jpg",
    });
    expect(JSON.parse(String(stub.sent[1]?.body))).toEqual({ familyName: "AirConditioner", imageTypes: ["banner"] });
  });

  it("sends information-model files as a JSON list of lastModified, name, size, text and familyName", async () => {
    const stub = stubFetch({ status: 200 });
    const files = [{ lastModified: 1, name: "ac.yaml", size: 9, text: "a: 1", familyName: "AirConditioner" }];
    await client(stub).informationModels.upload(files);
    await client(stub).informationModels.delete("AirConditioner");
    expect(stub.sent.map((request) => [request.method, JSON.parse(String(request.body))])).toEqual([
      ["PUT", files],
      ["DELETE", { familyName: "AirConditioner" }],
    ]);
  });

  it("sends the theme as form data, with the export limits as JSON text and images as files", async () => {
    const stub = stubFetch({ body: { product_name: "Breeze" } });
    const logo = new File([new Uint8Array(4)], "anything.png", { type: "image/png" });
    await client(stub).theme.update({
      product_name: "Breeze",
      analytics_enabled: false,
      notification_rule_limit: 5,
      export: { relative_start: 60, period_min: 1, period_max: 2 },
      files: { "logo.png": logo },
    });
    expect(formEntries(stub.sent[0]?.body)).toEqual({
      product_name: "Breeze",
      analytics_enabled: "false",
      notification_rule_limit: "5",
      export: '{"relative_start":60,"period_min":1,"period_max":2}',
      "logo.png": "file:logo.png",
    });
  });

  it("sends the timeline args as JSON in the args parameter, its ms times in µs", async () => {
    const stub = stubFetch({ body: { columns: [], values: [] } });
    await client(stub).timeline.query({
      target: "AC1",
      filter: "error",
      limit: 20,
      startTime: 1_699_000_000_000,
      endTime: 1_700_000_000_123.456,
    });
    expect(query(stub.sent[0]?.url ?? "").args).toBe(
      '{"tags":{"device_unique_id":"AC1","log_type":"error"},"metrics":["from","ip","log","log_type"],"limit":20,' +
        '"end_time":1700000000123456,"fill":"none"}',
    );
  });

  it("sends start_time or end_time, never both, and keeps a continued page to its start time", async () => {
    const row = (seconds: number) => [seconds * 1_000_000, "device", "", `at ${seconds}`, "event"];
    const answer = { columns: ["time", "from", "ip", "log", "log_type"], values: [row(30), row(20), row(10)] };
    const stub = stubFetch({ body: answer }, { body: answer });
    const first = await client(stub).timeline.query({ target: "AC1", limit: 3, startTime: 15_000 });
    expect(JSON.parse(query(stub.sent[0]?.url ?? "").args ?? "")).toMatchObject({ start_time: 15_000_000 });
    expect(JSON.parse(query(stub.sent[0]?.url ?? "").args ?? "")).not.toHaveProperty("end_time");
    expect(first.entries).toHaveLength(3);
    const next = await client(stub).timeline.query({ target: "AC1", limit: 3, startTime: 15_000, endTime: 40_000 });
    expect(JSON.parse(query(stub.sent[1]?.url ?? "").args ?? "")).not.toHaveProperty("start_time");
    expect(next.entries.map((entry) => entry.log)).toEqual(["at 30", "at 20"]);
    expect(next.values).toHaveLength(2);
  });

  it("gives theme file addresses under the base URL", () => {
    expect(client(stubFetch()).theme.fileUrl("logo.png")).toBe("/api:1/theme/logo.png");
  });
});

describe("createHttpApi answers", () => {
  it("normalises SPEC's alternative names (sn, owner_email, guest_emails, last_seen) and reads times as ms", async () => {
    const stub = stubFetch({
      body: {
        devices: [
          {
            sn: "AC1",
            owner_email: "a@example.com",
            guest_emails: ["b@example.com"],
            last_seen: 1_700_000_000_123_456,
            provisioned_time: 1_700_000_000,
            tags: { connectedTag: "0" },
          },
        ],
        mayLoadMore: "true",
      },
    });
    const { devices, mayLoadMore } = await client(stub).devices.list({ limit: 1, offset: 0 });
    expect(mayLoadMore).toBe(true);
    expect(devices[0]).toMatchObject({
      identity: "AC1",
      owner: "a@example.com",
      guests: ["b@example.com"],
      lastseen: 1_700_000_000_123,
      provisioned_time: 1_700_000_000_000,
      connected: false,
    });
  });

  it("reads the data field of rule answers", async () => {
    const rule = {
      id: "r1",
      familyName: "AirConditioner",
      event: { conditions: [{ key: "H03", op: "gt", target: 30 }] },
      actions: [{ title: "Hot", body: "!" }],
    };
    const stub = stubFetch({ body: { data: [rule] } }, { body: { data: rule } });
    expect((await client(stub).notificationRules.list())[0]?.familyNames).toEqual(["AirConditioner"]);
    expect((await client(stub).notificationRules.get("r1")).id).toBe("r1");
  });

  it("resolves the export with the job id text", async () => {
    await expect(
      client(stubFetch({ body: "job-42", contentType: "text/plain" })).exports.create({
        startTime: 1_000,
        endTime: 2_000,
      }),
    ).resolves.toBe("job-42");
  });

  it("calls onUnauthorized on a 403 and rejects with an http ApiError carrying status and body", async () => {
    const onUnauthorized = vi.fn();
    const error = await rejection(
      client(stubFetch({ status: 403, body: { message: "Token expired" } }), { onUnauthorized }).users.list({
        limit: 5,
        offset: 0,
      }),
    );
    expect(error).toMatchObject({
      status: 403,
      kind: "http",
      body: { message: "Token expired" },
      message: "Token expired",
    });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
  });

  it("rejects other error statuses without calling onUnauthorized", async () => {
    const onUnauthorized = vi.fn();
    const stub = stubFetch(
      { status: 428, body: { message: "familyMembers changed" } },
      { status: 400, body: "Link expired" },
    );
    const upload = await rejection(
      client(stub, { onUnauthorized }).informationModels.upload([
        { lastModified: 0, name: "a.json", size: 2, text: "{}", familyName: "A" },
      ]),
    );
    const reset = await rejection(
      client(stub, { onUnauthorized }).session.resetPassword({ new_password: "Password1", reset_token: "old" }),
    );
    expect([upload.status, upload.kind, reset.status, reset.body]).toEqual([428, "http", 400, "Link expired"]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("turns an answer that does not match the contract into a contract error, never undefined", async () => {
    const error = await rejection(client(stubFetch({ body: { items: "nope" } })).users.list({ limit: 5, offset: 0 }));
    expect(error.kind).toBe("contract");
    expect(error.status).toBe(200);
    expect(error.body).toEqual({ items: "nope" });
    expect(error.issues.map((issue) => issue.path.join("."))).toEqual(["total", "items"]);
    expect(error.message).toMatch(/GET \/users does not match the contract/);
  });

  it("treats a non-JSON answer where JSON is due as a contract error", async () => {
    const error = await rejection(
      client(stubFetch({ body: "<html>proxy error</html>", contentType: "text/html" })).theme.get(),
    );
    expect(error.kind).toBe("contract");
  });

  it("requires 201 for a created rule, 204 for an updated rule and 200 for uploads", async () => {
    const rule: NotificationRuleInput = {
      ruleType: "deviceStatus",
      familyNames: ["A"],
      actions: [{ title: "t", body: "b" }],
      event: { conditions: [{ key: "H00", op: "eq", target: 1 }] },
      recipients: [],
    };
    const stub = stubFetch(
      { status: 201 },
      { status: 200 },
      { status: 204 },
      { status: 200 },
      { status: 204 },
      { status: 202 },
    );
    await expect(client(stub).notificationRules.create(rule)).resolves.toBeUndefined();
    expect((await rejection(client(stub).notificationRules.create(rule))).kind).toBe("contract");
    await expect(client(stub).notificationRules.update("r1", rule)).resolves.toBeUndefined();
    expect((await rejection(client(stub).notificationRules.update("r1", rule))).kind).toBe("contract");
    expect((await rejection(client(stub).firmware.upload(firmware()))).kind).toBe("contract");
    expect(
      (
        await rejection(
          client(stub).solutionTest.run({
            SolutionAccount: "a@example.com",
            SolutionPassword: "p",
            RecipientList: "b@example.com",
          }),
        )
      ).status,
    ).toBe(202);
  });

  it("reads how long to wait from Retry-After, in seconds or as a date, whatever the body says", async () => {
    const wait = async (header: string) => {
      const stub = stubFetch({ status: 429, body: { message: "Too many" }, headers: { "Retry-After": header } });
      return (await rejection(client(stub).session.signIn({ email: "a@example.com", password: "Abcdefgh1" })))
        .retryAfterSeconds;
    };
    expect(await wait("120")).toBe(120);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(await wait(inAMinute)).toBeGreaterThanOrEqual(58);
    expect(await wait(inAMinute)).toBeLessThanOrEqual(60);
    expect(await wait("soon")).toBeUndefined();
  });

  it("rejects with kind network when the server cannot be reached", async () => {
    const api = createHttpApi({ fetch: async () => Promise.reject(new TypeError("Failed to fetch")) });
    expect(await rejection(api.theme.get())).toMatchObject({ kind: "network", status: 0 });
  });

  it("rejects with kind aborted when the signal fires during a call", async () => {
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
      });
    const controller = new AbortController();
    const pending = createHttpApi({ fetch }).devices.list({ limit: 5, offset: 0 }, { signal: controller.signal });
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ kind: "aborted", status: 0 });
  });

  it("rejects with kind timeout when no answer comes within timeoutMs, and aborts the request", async () => {
    vi.useFakeTimers();
    try {
      let abortedRequest = false;
      const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            abortedRequest = true;
            reject(new DOMException("The operation was aborted.", "AbortError"));
          });
        });
      const pending = rejection(createHttpApi({ fetch, timeoutMs: 5_000 }).devices.list({ limit: 5, offset: 0 }));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(abortedRequest).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: "timeout", status: 0 });
      expect(abortedRequest).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits 30 s by default, and the caller's own abort stays kind aborted", async () => {
    vi.useFakeTimers();
    try {
      const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        });
      const api = createHttpApi({ fetch });
      const timedOut = rejection(api.theme.get());
      await vi.advanceTimersByTimeAsync(29_999);
      const controller = new AbortController();
      const cancelled = rejection(api.theme.get({ signal: controller.signal }));
      controller.abort();
      expect(await cancelled).toMatchObject({ kind: "aborted" });
      await vi.advanceTimersByTimeAsync(1);
      expect(await timedOut).toMatchObject({ kind: "timeout" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends nothing when the signal has already fired", async () => {
    const stub = stubFetch({ body: {} });
    const controller = new AbortController();
    controller.abort();
    expect((await rejection(client(stub).theme.get({ signal: controller.signal }))).kind).toBe("aborted");
    expect(stub.sent).toEqual([]);
  });
});

describe("createHttpApi uploads", () => {
  it("reports progress through XMLHttpRequest and resolves on 200", async () => {
    const xhr = new StubXhr();
    const progress: number[] = [];
    const api = createHttpApi({ getToken: () => "token-123", createXhr: () => xhr });
    const pending = api.firmware.upload(firmware(), { onProgress: (fraction) => progress.push(fraction) });
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200);
    await expect(pending).resolves.toBeUndefined();
    expect(progress).toEqual([0, 0.25, 1, 1]);
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(["POST", "/api:1/fw/upload", "Bearer token-123"]);
    expect(formEntries(xhr.body).inputModel).toBe("AC-2200");
  });

  it("cancels an upload when the signal fires, rejecting with kind aborted", async () => {
    const xhr = new StubXhr();
    const controller = new AbortController();
    const pending = createHttpApi({ createXhr: () => xhr }).images.upload(
      { familyName: "AirConditioner", banner: new File([new Uint8Array(4)], "banner.png", { type: "image/png" }) },
      { signal: controller.signal },
    );
    xhr.progress(10, 100);
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ kind: "aborted" });
    expect(xhr.aborted).toBe(true);
  });

  it("an upload times out only after timeoutMs without progress, however long it takes in all", async () => {
    vi.useFakeTimers();
    try {
      const xhr = new StubXhr();
      const pending = rejection(createHttpApi({ createXhr: () => xhr, timeoutMs: 1_000 }).firmware.upload(firmware()));
      for (let sent = 10; sent <= 100; sent += 10) {
        await vi.advanceTimersByTimeAsync(900);
        xhr.progress(sent, 100);
      }
      expect(xhr.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(xhr.aborted).toBe(true);
      expect(await pending).toMatchObject({ kind: "timeout" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("calls onUnauthorized when an upload is answered 403", async () => {
    const xhr = new StubXhr();
    const onUnauthorized = vi.fn();
    const pending = createHttpApi({ createXhr: () => xhr, onUnauthorized }).firmware.upload(firmware());
    xhr.respond(403, '{"message":"expired"}');
    expect(await rejection(pending)).toMatchObject({ status: 403, kind: "http", body: { message: "expired" } });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("rejects with kind network when the upload connection fails", async () => {
    const xhr = new StubXhr();
    const pending = createHttpApi({ createXhr: () => xhr }).firmware.upload(firmware());
    xhr.onerror?.();
    expect((await rejection(pending)).kind).toBe("network");
  });

  it("falls back to fetch without XMLHttpRequest, reporting progress at the start and the end", async () => {
    const stub = stubFetch({ status: 200 });
    const progress: number[] = [];
    await client(stub).firmware.upload(firmware(), { onProgress: (fraction) => progress.push(fraction) });
    expect(progress).toEqual([0, 1]);
    expect(stub.sent).toHaveLength(1);
  });
});
