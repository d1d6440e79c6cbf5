import type { z } from "zod";
import type { ApiMethodName, ConsoleApi, UploadOptions } from "../console-api.js";
import { calls } from "../contract/calls.js";
import type { CallAnswer, CallDefinition, CallName } from "../contract/calls.js";
import { exportRangeProblem, imageUploadProblem, servicePasswordProblem } from "../contract/checks.js";
import type { RequestProblem } from "../contract/checks.js";
import { MESSAGES, SERVICE_PASSWORD_PLACEHOLDER, STATUS, ruleQuota } from "../contract/constants.js";
import type { EmailServiceConfig, InformationModel, Theme, WireDevice } from "../contract/entities.js";
import { checkInformationModelFiles } from "../contract/information-model.js";
import { exportRequestBody, legalUpdateBody } from "../contract/request-bodies.js";
import {
  THEME_PLAN_FIELDS,
  accountActivationRequestSchema,
  deviceListQuerySchema,
  emailServiceConfigInputSchema,
  exportRequestSchema,
  firmwareUploadSchema,
  imageDeleteSchema,
  imageUploadSchema,
  informationModelUploadSchema,
  legalUpdateSchema,
  notificationRuleInputSchema,
  passwordResetRequestSchema,
  serviceNameSchema,
  setPasswordRequestSchema,
  signInRequestSchema,
  solutionTestRequestSchema,
  themeUpdateSchema,
  timelineQuerySchema,
  userListQuerySchema,
  userStatusRequestSchema,
} from "../contract/requests.js";
import type { NotificationRuleInput } from "../contract/requests.js";
import { timelineQuery } from "../contract/timeline.js";
import { TIME_UNITS } from "../contract/units.js";
import { ApiError, abortedError, isApiError, networkError } from "../errors.js";
import { formatModelDate } from "../contract/formated-date.js";
import { FAKE_ADMIN_ID, FAKE_NOW, createFakeData } from "./fake-data.js";
import type { FakeData, FakeSize } from "./fake-data.js";
import { canDigest, sha1Hex } from "./file-bytes.js";

/** How a method fails: an HTTP status, a status with a body, or no answer at all. */
type FakeFailure = number | "network" | { status: number; body?: unknown };

interface FakeApiOptions {
  /** Seeds the generated data; the same seed gives the same data. Default 1. */
  seed?: number;
  /** How much data to generate (devices 120, users 60, timeline entries 3000, rules 4 by default). */
  size?: FakeSize;
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
  /** Theme fields to override, e.g. `{ notification_rule_limit: 0 }` for a plan without notifications. */
  theme?: Partial<Theme>;
  /** How many information models the plan allows. Default 10. */
  informationModelLimit?: number;
  /** Data to share with another fake (see `withOptions`). */
  data?: FakeData;
}

interface FakeApi extends ConsoleApi {
  /** The in-memory state, for assertions and for arranging a scenario. */
  readonly data: FakeData;
  /** Another view on the same data with different behaviour (latency, failures, token). */
  withOptions(options: Pick<FakeApiOptions, "latencyMs" | "fail" | "now" | "getToken" | "onUnauthorized">): FakeApi;
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
  const status = typeof failure === "number" ? failure : failure.status;
  const body = typeof failure === "number" ? { message: `Fake failure ${status}` } : failure.body;
  const message =
    typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string"
      ? (body as { message: string }).message
      : `Fake failure ${status}`;
  return new ApiError({ status, kind: "http", body, message });
}

function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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

function deviceValue(device: WireDevice, key: string): unknown {
  if (key.startsWith("state.")) return device.state[key.slice("state.".length)];
  return device[key as keyof WireDevice];
}

async function blobToDataUri(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return `data:${blob.type || "application/octet-stream"};base64,${btoa(binary)}`;
}

/** What `GET /serviceConfig` shows: never the stored password, only whether there is one. */
function maskedConfig(config: EmailServiceConfig): EmailServiceConfig {
  return { ...config, connection_password: config.connection_password ? SERVICE_PASSWORD_PLACEHOLDER : "" };
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((member) => right.has(member));
}

/**
 * An in-memory `ConsoleApi` with seeded, realistic data, for stories and component tests. It answers like the
 * reference server: it validates requests with the contract (400), lets only administrators sign in (401), checks a
 * firmware file's SHA-1, model images' type and size, and export ranges against the theme (400 naming the field),
 * takes a rule's owner from the session, enforces the rule quota (409), protects the built-in administrator (409),
 * answers 428 when a model change would affect rules, never reads back the e-mail password, and returns exactly the
 * normalised shapes the HTTP client returns.
 *
 * Its data is what the server would hold and send, in the wire units (µs, seconds). Every answer goes out through the
 * contract's answer schema, as the HTTP client reads the server's, and requests with times go in through the
 * request bodies and schemas the client and the server use, so the fake converts units exactly where they do.
 */
function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const now = options.now ?? (() => FAKE_NOW);
  const data =
    options.data ??
    createFakeData({
      seed: options.seed ?? 1,
      now: now(),
      ...(options.size ? { size: options.size } : {}),
      ...(options.theme ? { theme: options.theme } : {}),
      ...(options.informationModelLimit === undefined ? {} : { informationModelLimit: options.informationModelLimit }),
    });
  const latencyMs = options.latencyMs ?? 0;

  const failureFor = (method: ApiMethodName): FakeFailure | undefined =>
    typeof options.fail === "function" ? options.fail(method) : options.fail?.[method];

  function currentUserId(): string {
    const token = options.getToken?.();
    return (token ? data.tokens.get(token) : undefined) ?? FAKE_ADMIN_ID;
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
      if (options.getToken && calls[method].auth) {
        const token = options.getToken();
        if (!token || !data.tokens.has(token)) throw httpError(STATUS.forbidden, MESSAGES.authenticationOutOfDate);
      }
      const wire = await work();
      if (signal?.aborted) throw abortedError(signal.reason);
      const definition: CallDefinition = calls[method];
      return (definition.answer ? definition.answer.parse(structuredClone(wire)) : undefined) as CallAnswer<N>;
    } catch (error) {
      if (isApiError(error) && error.status === STATUS.forbidden) options.onUnauthorized?.(error);
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

  function findUser(id: string) {
    const user = data.users.find((candidate) => candidate.id === id);
    if (!user) throw httpError(STATUS.notFound, "User not found.");
    return user;
  }

  function findModel(familyName: string): InformationModel {
    const model = data.informationModels.find((candidate) => candidate.familyName === familyName);
    if (!model) throw httpError(STATUS.notFound, "Information model not found.");
    return model;
  }

  function ruleFrom(input: NotificationRuleInput, id: string, ownerId: string) {
    for (const familyName of input.familyNames) {
      if (!data.informationModels.some((model) => model.familyName === familyName)) {
        throw httpError(STATUS.badRequest, `There is no information model ${familyName}.`);
      }
    }
    const members = input.familyMembers ?? [
      ...new Set(
        data.informationModels
          .filter((model) => input.familyNames.includes(model.familyName))
          .flatMap((model) => model.familyMembers),
      ),
    ];
    return {
      id,
      ruleType: input.ruleType,
      familyNames: [...input.familyNames],
      familyMembers: members,
      ownerId,
      source: "admin",
      actions: input.actions.map((action) => ({ ...action })),
      event: {
        source: "device",
        resource: "states",
        type: "exohomeEvent",
        conditions: input.event.conditions.map((condition) => ({ ...condition })),
      },
      recipients: [...input.recipients],
    };
  }

  const api: FakeApi = {
    data,
    withOptions: (overrides) => createFakeApi({ ...options, ...overrides, data }),

    session: {
      signIn: (credentials, o) =>
        run("session.signIn", o?.signal, () => {
          const { email, password } = validate(signInRequestSchema, credentials);
          const user = data.users.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
          // Only active administrators sign in to the console; the answer does not say which check failed.
          if (!user || user.password !== password || user.status !== 1 || user.isAdmin !== true)
            throw httpError(STATUS.unauthenticated, "Incorrect e-mail or password.");
          const token = `fake-token-${user.id}-${data.sequence++}`;
          data.tokens.set(token, user.id);
          return { token, id: user.id };
        }),
      check: (o) => run("session.check", o?.signal, () => undefined),
      signOut: (o) =>
        run("session.signOut", o?.signal, () => {
          const token = options.getToken?.();
          if (token) data.tokens.delete(token);
        }),
      requestPasswordReset: (request, o) =>
        run("session.requestPasswordReset", o?.signal, () => {
          const { email } = validate(passwordResetRequestSchema, request);
          const user = data.users.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
          if (user)
            data.resetTokens.set(`reset-${data.sequence++}`, { email: user.email, expiresAt: now() + 24 * 3_600_000 });
        }),
      resetPassword: (request, o) =>
        run("session.resetPassword", o?.signal, () => {
          const { new_password, reset_token } = validate(setPasswordRequestSchema, request);
          const reset = data.resetTokens.get(reset_token);
          if (!reset || reset.expiresAt <= now()) throw httpError(STATUS.badRequest, MESSAGES.resetLinkExpired);
          const user = data.users.find((candidate) => candidate.email === reset.email);
          if (user) user.password = new_password;
          data.resetTokens.delete(reset_token);
        }),
    },

    devices: {
      list: (query, o) =>
        run("devices.list", o?.signal, () => {
          const { limit, offset, identity, tag, order = "identity" } = validate(deviceListQuerySchema, query);
          const needle = identity?.toLowerCase();
          const matches = data.devices.filter(
            (device) =>
              (!needle || device.identity.toLowerCase().includes(needle)) &&
              (!tag || device.tags[tag.name] === tag.value),
          );
          sortBy(matches, order, deviceValue, (device) => device.identity);
          const devices = matches.slice(offset, offset + limit);
          return { devices, mayLoadMore: offset + devices.length < matches.length };
        }),
      totals: (o) =>
        run("devices.totals", o?.signal, () => ({
          devices: data.devices.length,
          connected_devices: data.devices.filter((device) => device.connected === true).length,
        })),
      lock: (identity, o) =>
        run("devices.lock", o?.signal, () => {
          const device = data.devices.find((candidate) => candidate.identity === identity);
          if (!device) throw httpError(STATUS.notFound, "Device not found.");
          device.locked = true;
        }),
    },

    users: {
      list: (query, o) =>
        run("users.list", o?.signal, () => {
          const { limit, offset, filter, order = "-creation_date" } = validate(userListQuerySchema, query);
          const needle = filter?.email?.toLowerCase();
          const matches = data.users.filter((user) => !needle || user.email.toLowerCase().includes(needle));
          sortBy(
            matches,
            order,
            (user, key) => user[key as "email" | "creation_date"],
            (user) => user.id.padStart(12, "0"),
          );
          const items = matches
            .slice(offset, offset + limit)
            .map(({ id, email, status, creation_date, builtIn }) => ({ id, email, status, creation_date, builtIn }));
          return { total: matches.length, items };
        }),
      total: (o) => run("users.total", o?.signal, () => ({ users: data.users.length })),
      get: (id, o) =>
        run("users.get", o?.signal, () => {
          const user = findUser(id);
          const devices = data.devices
            .filter((device) => device.owner === user.email || device.guests.includes(user.email))
            .map((device) => ({ id: device.identity }));
          return { devices, groups: user.groups };
        }),
      delete: (id, o) =>
        run("users.delete", o?.signal, () => {
          const user = findUser(id);
          if (user.builtIn) throw httpError(STATUS.conflict, "The built-in administrator cannot be deleted.");
          data.users = data.users.filter((candidate) => candidate !== user);
          for (const device of data.devices) {
            if (device.owner === user.email) device.owner = null;
            device.guests = device.guests.filter((guest) => guest !== user.email);
          }
          for (const [token, userId] of data.tokens) if (userId === id) data.tokens.delete(token);
        }),
      setStatus: (id, status, o) =>
        run("users.setStatus", o?.signal, () => {
          const request = validate(userStatusRequestSchema, { status });
          const user = findUser(id);
          if (user.builtIn && request.status === 0) {
            throw httpError(STATUS.conflict, "The built-in administrator cannot be deactivated.");
          }
          user.status = request.status;
        }),
      activate: (request, o) =>
        run("users.activate", o?.signal, () => {
          const { code } = validate(accountActivationRequestSchema, request);
          const userId = data.activationCodes.get(code);
          if (!userId) throw httpError(STATUS.notFound, "This activation link is not valid.");
          findUser(userId).status = 1;
          data.activationCodes.delete(code);
        }),
    },

    firmware: {
      list: (o) => run("firmware.list", o?.signal, () => data.firmware),
      upload: (firmware, o) =>
        run("firmware.upload", o?.signal, async () => {
          const input = validate(firmwareUploadSchema, firmware);
          await progress(o);
          // Like the server: inputSHA1 must be the file's real SHA-1. Browsers have Web Crypto only in secure
          // contexts (https, localhost); elsewhere the fake cannot compute it and takes the given one.
          if (canDigest() && (await sha1Hex(input.file)) !== input.sha1)
            throw problemError({ field: "inputSHA1", message: MESSAGES.sha1Mismatch });
          const name =
            "name" in input.file && typeof input.file.name === "string" && input.file.name
              ? input.file.name
              : `${input.model}_v${input.version}.bin`;
          data.firmware = data.firmware.filter((candidate) => candidate.id !== name);
          data.firmware.push({
            id: name,
            name,
            version: input.version,
            previousVersion: input.previousVersion,
            model: input.model,
            sha1: input.sha1,
            size: input.file.size,
            trigger: input.trigger ?? false,
            url: `data:application/octet-stream;base64,${btoa(name)}`,
            index: data.firmware.length,
          });
        }),
      delete: (id, o) =>
        run("firmware.delete", o?.signal, () => {
          if (!data.firmware.some((candidate) => candidate.id === id))
            throw httpError(STATUS.notFound, "Firmware not found.");
          data.firmware = data.firmware.filter((candidate) => candidate.id !== id);
        }),
    },

    informationModels: {
      list: (o) => run("informationModels.list", o?.signal, () => data.informationModels),
      upload: (files, o) =>
        run("informationModels.upload", o?.signal, () => {
          const uploads = validate(informationModelUploadSchema, files);
          const checks = checkInformationModelFiles(uploads);
          const violations = checks.flatMap((check) => (check.ok ? [] : check.violations));
          if (violations.length > 0)
            throw httpError(STATUS.badRequest, violations[0]?.message ?? "Invalid information model.", { violations });
          const existing = new Set(data.informationModels.map((model) => model.familyName));
          const added = new Set(
            uploads.map((file) => file.familyName).filter((familyName) => !existing.has(familyName)),
          );
          if (existing.size + added.size > data.informationModelLimit)
            throw httpError(STATUS.badRequest, MESSAGES.informationModelLimit);
          const models = checks.map((check, index) => {
            const file = uploads[index] as (typeof uploads)[number];
            if (!check.ok) throw new Error("unreachable");
            if (check.model.familyName !== file.familyName) {
              throw httpError(
                STATUS.badRequest,
                `The file ${file.name} describes ${check.model.familyName}, not ${file.familyName}.`,
              );
            }
            return { file, content: check.model };
          });
          for (const { file, content } of models) {
            const current = data.informationModels.find((model) => model.familyName === file.familyName);
            const usedByRules = data.notificationRules.some((rule) => rule.familyNames.includes(file.familyName));
            if (current && usedByRules && !sameMembers(current.familyMembers, content.familyMembers)) {
              throw httpError(STATUS.preconditionRequired, MESSAGES.informationModelAffectsRules);
            }
          }
          for (const { file, content } of models) {
            const current = data.informationModels.find((model) => model.familyName === file.familyName);
            const type = /\.json$/i.test(file.name) ? "application/json" : "application/yaml";
            const model: InformationModel = {
              familyName: file.familyName,
              name: file.name,
              timestamp: file.lastModified,
              formatedDate: formatModelDate(file.lastModified),
              downloadLink: `data:${type};charset=utf-8,${encodeURIComponent(file.text)}`,
              informationModel: content,
              images: current?.images ?? {
                thumbnail: content.images?.thumbnail ?? null,
                banner: content.images?.banner ?? null,
              },
              familyMembers: [...content.familyMembers],
            };
            data.informationModels = current
              ? data.informationModels.map((candidate) => (candidate === current ? model : candidate))
              : [...data.informationModels, model];
          }
        }),
      delete: (familyName, o) =>
        run("informationModels.delete", o?.signal, () => {
          findModel(familyName);
          if (data.notificationRules.some((rule) => rule.familyNames.includes(familyName))) {
            throw httpError(STATUS.preconditionRequired, "Notification rules use this information model.");
          }
          data.informationModels = data.informationModels.filter((model) => model.familyName !== familyName);
        }),
    },

    images: {
      upload: (images, o) =>
        run("images.upload", o?.signal, async () => {
          const input = validate(imageUploadSchema, images);
          const model = findModel(input.familyName);
          await progress(o);
          // Like the server: real jpg, png or gif images (read from their bytes) of at least the minimum size. Both
          // are checked before either is stored.
          for (const type of ["thumbnail", "banner"] as const) {
            const file = input[type];
            const problem = file ? imageUploadProblem(type, new Uint8Array(await file.arrayBuffer())) : null;
            if (problem) throw problemError(problem);
          }
          if (input.thumbnail) model.images.thumbnail = { uri: await blobToDataUri(input.thumbnail) };
          if (input.banner) model.images.banner = { uri: await blobToDataUri(input.banner) };
        }),
      delete: (request, o) =>
        run("images.delete", o?.signal, () => {
          const input = validate(imageDeleteSchema, request);
          const model = findModel(input.familyName);
          for (const type of input.imageTypes) model.images[type] = null;
        }),
    },

    notificationRules: {
      list: (o) => run("notificationRules.list", o?.signal, () => ({ data: data.notificationRules })),
      get: (id, o) =>
        run("notificationRules.get", o?.signal, () => {
          const rule = data.notificationRules.find((candidate) => candidate.id === id);
          if (!rule) throw httpError(STATUS.notFound, "Notification rule not found.");
          return { data: rule };
        }),
      create: (rule, o) =>
        run("notificationRules.create", o?.signal, () => {
          const input = validate(notificationRuleInputSchema, rule);
          // The owner is whoever is signed in, never what the body says (as on the server).
          const ownerId = currentUserId();
          const own = data.notificationRules.filter((candidate) => candidate.ownerId === ownerId).length;
          const quota = ruleQuota(data.theme.notification_rule_limit, own);
          if (quota === "blocked") throw httpError(STATUS.conflict, MESSAGES.ruleQuotaBlocked);
          if (quota === "full") throw httpError(STATUS.conflict, MESSAGES.ruleQuotaFull);
          // A new id, past the seeded rules' (rule-1 … rule-n), as a server's would be.
          let id = `rule-${data.sequence++}`;
          while (data.notificationRules.some((candidate) => candidate.id === id)) id = `rule-${data.sequence++}`;
          data.notificationRules.push(ruleFrom(input, id, ownerId));
        }),
      update: (id, rule, o) =>
        run("notificationRules.update", o?.signal, () => {
          const current = data.notificationRules.find((candidate) => candidate.id === id);
          if (!current) throw httpError(STATUS.notFound, "Notification rule not found.");
          const input = validate(notificationRuleInputSchema, rule);
          const updated = ruleFrom(input, id, current.ownerId ?? currentUserId());
          data.notificationRules = data.notificationRules.map((candidate) =>
            candidate === current ? updated : candidate,
          );
        }),
      delete: (id, o) =>
        run("notificationRules.delete", o?.signal, () => {
          if (!data.notificationRules.some((candidate) => candidate.id === id))
            throw httpError(STATUS.notFound, "Notification rule not found.");
          data.notificationRules = data.notificationRules.filter((candidate) => candidate.id !== id);
        }),
    },

    theme: {
      get: (o) => run("theme.get", o?.signal, () => data.theme),
      update: (theme, o) =>
        run("theme.update", o?.signal, async () => {
          const { files, ...fields } = validate(themeUpdateSchema, theme);
          // As the reference server: the plan settings are not the administrator's, so a save keeps them.
          const defined = Object.fromEntries(
            Object.entries(fields).filter(
              ([name, value]) => value !== undefined && !(THEME_PLAN_FIELDS as readonly string[]).includes(name),
            ),
          );
          data.theme = { ...data.theme, ...defined };
          for (const [name, file] of Object.entries(files ?? {}))
            if (file) data.themeFiles[name] = await blobToDataUri(file);
          return data.theme;
        }),
      fileUrl: (file) => data.themeFiles[file] ?? "",
    },

    legal: {
      get: (o) => run("legal.get", o?.signal, () => data.legal),
      update: (legal, o) =>
        run("legal.update", o?.signal, () => {
          const input = validate(legalUpdateSchema, legalUpdateBody(legal));
          data.legal = {
            title: input.title,
            body: input.body,
            last_update: TIME_UNITS.seconds.encode(input.last_update ?? now()),
          };
          return data.legal;
        }),
    },

    serviceConfig: {
      get: (service, o) =>
        run("serviceConfig.get", o?.signal, () => {
          const name = validate(serviceNameSchema, service);
          return maskedConfig(
            data.serviceConfigs[name] ?? {
              connection_server: "",
              connection_user: "",
              connection_password: "",
              connection_scheme: "",
              connection_port: null,
            },
          );
        }),
      update: (service, config, o) =>
        run("serviceConfig.update", o?.signal, () => {
          const name = validate(serviceNameSchema, service);
          const input = validate(emailServiceConfigInputSchema, config);
          const problem = servicePasswordProblem(input, data.serviceConfigs[name]);
          if (problem) throw problemError(problem);
          // The form shows the placeholder, never the password: saving it back unchanged keeps the stored one.
          const password =
            input.connection_password === SERVICE_PASSWORD_PLACEHOLDER
              ? (data.serviceConfigs[name]?.connection_password ?? "")
              : input.connection_password;
          data.serviceConfigs[name] = { ...input, connection_password: password };
          return maskedConfig(data.serviceConfigs[name]);
        }),
    },

    exports: {
      create: (range, o) =>
        run("exports.create", o?.signal, () => {
          const input = validate(exportRequestSchema, exportRequestBody(range));
          const problem = exportRangeProblem(input, data.theme.export, now());
          if (problem) throw problemError(problem);
          const jobId = `export-${String(data.sequence++).padStart(6, "0")}`;
          data.exportJobs.push({ ...exportRequestBody(input), jobId });
          return jobId;
        }),
    },

    timeline: {
      query: (query, o) =>
        run("timeline.query", o?.signal, () => {
          const { tags, metrics, limit, start_time, end_time } = validate(timelineQuerySchema, timelineQuery(query));
          const rows = data.timeline.filter(
            (row) =>
              (tags.email === undefined || row.email === tags.email) &&
              (tags.device_unique_id === undefined || row.device === tags.device_unique_id) &&
              (tags.log_type === undefined || row.log_type === tags.log_type) &&
              (start_time === undefined || row.time >= start_time) &&
              (end_time === undefined || row.time < end_time),
          );
          const page = rows.slice(0, limit);
          return {
            columns: ["time", ...metrics],
            values: page.map((row) => [row.time, ...metrics.map((metric) => row[metric])]),
          };
        }),
    },

    solutionTest: {
      run: (request, o) =>
        run("solutionTest.run", o?.signal, () => {
          data.solutionTests.push(validate(solutionTestRequestSchema, request));
        }),
    },
  };
  return api;
}

export { createFakeApi };
export type { FakeApi, FakeApiOptions, FakeFailure };
