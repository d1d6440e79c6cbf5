import type { DeviceList, TimelinePage, UserList } from "./contract/answers.js";
import type { CallName } from "./contract/calls.js";
import type { DeviceTotals } from "./contract/entities/devices.js";
import type { Firmware } from "./contract/entities/firmware.js";
import type { InformationModel } from "./contract/entities/information-models.js";
import type { NotificationRule } from "./contract/entities/rules.js";
import type { Session } from "./contract/entities/session.js";
import type { EmailServiceConfig, Legal, Theme } from "./contract/entities/theme.js";
import type { UserDetail, UserStatus, UserTotals } from "./contract/entities/users.js";
import type { DeviceListQuery } from "./contract/requests/devices.js";
import type { FirmwareUpload } from "./contract/requests/firmware.js";
import type { ImageDelete, ImageUpload, InformationModelFile } from "./contract/requests/information-models.js";
import type { NotificationRuleInput } from "./contract/requests/rules.js";
import type {
  AccountActivationRequest,
  PasswordResetRequest,
  SetPasswordRequest,
  SignInRequest,
} from "./contract/requests/session.js";
import type {
  EmailServiceConfigInput,
  LegalUpdate,
  ServiceName,
  ThemeFileName,
  ThemeUpdate,
} from "./contract/requests/theme.js";
import type { ExportRequest, SolutionTestRequest } from "./contract/requests/timeline.js";
import type { UserListQuery } from "./contract/requests/users.js";
import type { TimelineQueryOptions } from "./contract/timeline.js";

interface CallOptions {
  signal?: AbortSignal;
}

interface UploadOptions extends CallOptions {
  /** Called with the fraction sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * Every call of the API, grouped by resource. Each method takes an optional AbortSignal as its last argument. Every
 * time a method takes or resolves with is in ms since the epoch; implementations convert to and from the wire units
 * (seconds or microseconds).
 */
interface ConsoleApi {
  session: {
    /** POST /session. */
    signIn(credentials: SignInRequest, options?: CallOptions): Promise<Session>;
    /** GET /admin: resolves when the token is valid. */
    check(options?: CallOptions): Promise<void>;
    /** DELETE /session: ends this token's session on the server, so a copy of the token stops working too. */
    signOut(options?: CallOptions): Promise<void>;
    /** POST /reset: e-mails a reset link. */
    requestPasswordReset(request: PasswordResetRequest, options?: CallOptions): Promise<void>;
    /** PUT /reset: sets a new password; rejects with status 400 when the link expired. */
    resetPassword(request: SetPasswordRequest, options?: CallOptions): Promise<void>;
  };
  devices: {
    /** GET /devices. */
    list(query: DeviceListQuery, options?: CallOptions): Promise<DeviceList>;
    /** GET /total with fields devices and connected_devices. */
    totals(options?: CallOptions): Promise<DeviceTotals>;
    /** DELETE /devices/{id}: locks the device with this serial number. */
    lock(identity: string, options?: CallOptions): Promise<void>;
  };
  users: {
    /** GET /users. */
    list(query: UserListQuery, options?: CallOptions): Promise<UserList>;
    /** GET /total with field users. */
    total(options?: CallOptions): Promise<UserTotals>;
    /** GET /users/{id}: the user's devices and groups. */
    get(id: string, options?: CallOptions): Promise<UserDetail>;
    /** DELETE /users/{id}. */
    delete(id: string, options?: CallOptions): Promise<void>;
    /** PUT /users/{id}/status: 1 activates, 0 deactivates. */
    setStatus(id: string, status: UserStatus, options?: CallOptions): Promise<void>;
    /** POST /users: activates an account with the code from the confirmation e-mail. */
    activate(request: AccountActivationRequest, options?: CallOptions): Promise<void>;
  };
  firmware: {
    /** GET /fw/list. */
    list(options?: CallOptions): Promise<Firmware[]>;
    /** POST /fw/upload (multipart); expects 200. */
    upload(firmware: FirmwareUpload, options?: UploadOptions): Promise<void>;
    /** POST /fw/delete (form-encoded id). */
    delete(id: string, options?: CallOptions): Promise<void>;
  };
  informationModels: {
    /** GET /info-model. */
    list(options?: CallOptions): Promise<InformationModel[]>;
    /** PUT /info-model: rejects with 400 when the model limit is reached, 428 when rules depend on changed familyMembers. */
    upload(files: InformationModelFile[], options?: CallOptions): Promise<void>;
    /** DELETE /info-model: rejects with 428 when notification rules use the family. */
    delete(familyName: string, options?: CallOptions): Promise<void>;
  };
  images: {
    /** POST /image (multipart); expects 200. */
    upload(images: ImageUpload, options?: UploadOptions): Promise<void>;
    /** DELETE /image. */
    delete(request: ImageDelete, options?: CallOptions): Promise<void>;
  };
  notificationRules: {
    /** GET /ruleTemplate (the answer's data field). */
    list(options?: CallOptions): Promise<NotificationRule[]>;
    /** GET /ruleTemplate/{id} (the answer's data field). */
    get(id: string, options?: CallOptions): Promise<NotificationRule>;
    /** POST /ruleTemplate; expects 201. Rejects with 409 when the quota is used up. */
    create(rule: NotificationRuleInput, options?: CallOptions): Promise<void>;
    /** PUT /ruleTemplate/{id}; expects 204. */
    update(id: string, rule: NotificationRuleInput, options?: CallOptions): Promise<void>;
    /** DELETE /ruleTemplate/{id}. */
    delete(id: string, options?: CallOptions): Promise<void>;
  };
  theme: {
    /** GET /theme (public). */
    get(options?: CallOptions): Promise<Theme>;
    /** POST /theme as form data, with any theme images. */
    update(theme: ThemeUpdate, options?: CallOptions): Promise<Theme>;
    /** The address of a theme file, /theme/{file} (not a call: for `<img src>`). */
    fileUrl(file: ThemeFileName): string;
  };
  legal: {
    /** GET /term_of_service (public). */
    get(options?: CallOptions): Promise<Legal>;
    /** PUT /term_of_service. */
    update(legal: LegalUpdate, options?: CallOptions): Promise<Legal>;
  };
  serviceConfig: {
    /** GET /serviceConfig/{service}. */
    get(service: ServiceName, options?: CallOptions): Promise<EmailServiceConfig>;
    /** POST /serviceConfig/{service}. */
    update(service: ServiceName, config: EmailServiceConfigInput, options?: CallOptions): Promise<EmailServiceConfig>;
  };
  exports: {
    /** POST /open/export for a range in ms (sent in seconds); resolves with the job id. */
    create(range: ExportRequest, options?: CallOptions): Promise<string>;
  };
  timeline: {
    /**
     * GET /tsdb/query for one page of a target's timeline. Times are ms: `startTime`, `endTime` and the entries'
     * `time` (with the wire's microseconds as the fraction, so a last entry's `time` given back as `endTime` continues
     * exactly before it). Implementations send them in the wire units: `timelineQuery(query)` builds the `args` in µs.
     */
    query(query: TimelineQueryOptions, options?: CallOptions): Promise<TimelinePage>;
  };
  solutionTest: {
    /** POST /online_testing_tool; expects 200. */
    run(request: SolutionTestRequest, options?: CallOptions): Promise<void>;
  };
}

type ApiResource = keyof ConsoleApi;

/** "devices.list", "users.setStatus", … : every method of ConsoleApi. */
type ApiMethodName = {
  [R in ApiResource]: `${R}.${keyof ConsoleApi[R] & string}`;
}[ApiResource];

/**
 * The part of `ConsoleApi` that has the methods named, e.g. `ConsoleApiPart<"devices.list" | "theme.get">` is
 * `{ devices: { list }, theme: { get } }`. Each console component exports the part it calls (`DeviceTableApi`, …),
 * so an API for one component implements those methods only.
 */
type ConsoleApiPart<N extends ApiMethodName> = {
  [R in ApiResource as Extract<N, `${R}.${string}`> extends never ? never : R]: Pick<
    ConsoleApi[R],
    Extract<N extends `${R}.${infer M}` ? M : never, keyof ConsoleApi[R]>
  >;
};

/** Any part of `ConsoleApi`: each resource and each method may be left out. */
type PartialConsoleApi = { [R in ApiResource]?: Partial<ConsoleApi[R]> };

// Every method but theme.fileUrl makes exactly one call of the table, and the table has no call without a method.
type MissingCalls = Exclude<Exclude<ApiMethodName, "theme.fileUrl">, CallName>;
type UnusedCalls = Exclude<CallName, ApiMethodName>;
type Expect<T extends true> = T;
type _EveryMethodHasACall = Expect<[MissingCalls, UnusedCalls] extends [never, never] ? true : false>;

export type { ApiMethodName, ApiResource, CallOptions, ConsoleApi, ConsoleApiPart, PartialConsoleApi, UploadOptions };
