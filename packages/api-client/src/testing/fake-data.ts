import { BUILT_IN_ADMIN_EMAIL, DEFAULT_INFORMATION_MODEL_LIMIT } from "../contract/constants.js";
import type { WireDevice } from "../contract/entities/devices.js";
import type { Firmware } from "../contract/entities/firmware.js";
import type { InformationModel } from "../contract/entities/information-models.js";
import type { NotificationRule } from "../contract/entities/rules.js";
import type { EmailServiceConfig, Theme, WireLegal } from "../contract/entities/theme.js";
import type { ExportRequestBody, SolutionTestRequest } from "../contract/requests/timeline.js";
import { createRandom } from "./prng.js";
import { makeDevices } from "./seed/devices.js";
import { makeFirmware } from "./seed/firmware.js";
import { makeInformationModels } from "./seed/information-models.js";
import { makeRules } from "./seed/rules.js";
import { makeLegal, makeServiceConfigs, makeTheme, makeThemeFiles } from "./seed/theme.js";
import { DEBUG_MESSAGES, makeTimeline } from "./seed/timeline.js";
import type { FakeTimelineRow } from "./seed/timeline.js";
import { FAKE_ADMIN_ID, FAKE_ADMIN_PASSWORD, makeUsers } from "./seed/users.js";
import type { FakeUser } from "./seed/users.js";

/** The fake's clock: 1 June 2025, 09:30 UTC, so stories render the same every time. */
const FAKE_NOW = Date.UTC(2025, 5, 1, 9, 30, 0);
/** A token the fake accepts from the start, signed in as the built-in administrator. */
const FAKE_ADMIN_TOKEN = "fake-admin-token";
/** A password-reset token that works once. */
const FAKE_RESET_TOKEN = "fake-reset-token";
/** A password-reset token whose link has expired (PUT /reset answers 400). */
const FAKE_EXPIRED_RESET_TOKEN = "fake-expired-reset-token";
/** The activation code of an account that is waiting for confirmation. */
const FAKE_ACTIVATION_CODE = "fake-activation-code";
/** The fake plan's information-model limit: `DEFAULT_INFORMATION_MODEL_LIMIT`, under its older name. */
const FAKE_INFORMATION_MODEL_LIMIT = DEFAULT_INFORMATION_MODEL_LIMIT;
/** How long a password-reset link works, as on the reference server. */
const RESET_LINK_VALID_MS = 24 * 3_600_000;

interface FakeSize {
  devices?: number;
  users?: number;
  timelineEntries?: number;
  /**
   * The share (0 to 1) of device logs written by five chatty devices, the first five generated, as in real fleets where
   * a few devices log far more than the rest. 0 by default: logs spread evenly.
   */
  chattyDeviceShare?: number;
  /** Notification rules owned by the administrator (kept within the theme's limit unless you ask for more). */
  notificationRules?: number;
}

/**
 * The fake's in-memory state: what a server would hold, in the wire units (a device's `lastseen` in µs, its
 * `provisioned_time`, a user's `creation_date` and the legal `last_update` in seconds, timeline times in µs). The
 * fake's answers read it through the contract's schemas, which give features ms. Methods change it in place; two
 * fakes made with `withOptions` share it.
 */
interface FakeData {
  devices: WireDevice[];
  users: FakeUser[];
  firmware: Firmware[];
  informationModels: InformationModel[];
  notificationRules: NotificationRule[];
  theme: Theme;
  themeFiles: Record<string, string>;
  legal: WireLegal;
  serviceConfigs: Record<string, EmailServiceConfig>;
  /** Newest first. Built on first use. */
  readonly timeline: FakeTimelineRow[];
  /** Token → user id. */
  tokens: Map<string, string>;
  /** Reset token → e-mail and expiry (ms). */
  resetTokens: Map<string, { email: string; expiresAt: number }>;
  /** Activation code → user id. */
  activationCodes: Map<string, string>;
  /** The export requests, in seconds as sent. */
  exportJobs: (ExportRequestBody & { jobId: string })[];
  solutionTests: SolutionTestRequest[];
  informationModelLimit: number;
  /** For ids of things created later. */
  sequence: number;
}

/** What `createFakeData` generates from. */
interface FakeDataOptions {
  /** The same seed gives the same data. */
  seed: number;
  /** The clock the data is generated around, ms since the epoch (e.g. `FAKE_NOW`). */
  now: number;
  /** How much data to generate (devices 120, users 60, timeline entries 3000, rules 4 by default). */
  size?: FakeSize;
  /** Theme fields to override. */
  theme?: Partial<Theme>;
  /** How many information models the plan allows. Default `DEFAULT_INFORMATION_MODEL_LIMIT`. */
  informationModelLimit?: number;
}

/**
 * The fake's deterministic seed generator: devices, users (the built-in administrator first), firmware, information
 * models, rules within the quota, a theme, legal text and timeline entries (built on first use). `createFakeApi` serves
 * it; the reference server seeds its database from it, so both start with the same data.
 */
function createFakeData({ seed, now, size = {}, theme, informationModelLimit }: FakeDataOptions): FakeData {
  const random = createRandom(seed);
  const users = makeUsers(random, Math.max(1, size.users ?? 60), now);
  const devices = makeDevices(random, size.devices ?? 120, users, now);
  const firmware = makeFirmware(random);
  const informationModels = makeInformationModels(random, now);
  const fullTheme = makeTheme(now, theme);
  const ruleCount = size.notificationRules ?? Math.min(4, Math.max(0, fullTheme.notification_rule_limit));
  const notificationRules = makeRules(ruleCount, informationModels);
  const waiting = users.find((user) => user.status === 0);
  let timeline: FakeTimelineRow[] | undefined;

  const data: FakeData = {
    devices,
    users,
    firmware,
    informationModels,
    notificationRules,
    theme: fullTheme,
    themeFiles: makeThemeFiles(fullTheme),
    legal: makeLegal(now),
    serviceConfigs: makeServiceConfigs(),
    get timeline() {
      timeline ??= makeTimeline(
        seed,
        size.timelineEntries ?? 3000,
        devices,
        users,
        notificationRules,
        now,
        size.chattyDeviceShare ?? 0,
      );
      return timeline;
    },
    tokens: new Map([[FAKE_ADMIN_TOKEN, FAKE_ADMIN_ID]]),
    resetTokens: new Map([
      [FAKE_RESET_TOKEN, { email: BUILT_IN_ADMIN_EMAIL, expiresAt: now + RESET_LINK_VALID_MS }],
      [FAKE_EXPIRED_RESET_TOKEN, { email: BUILT_IN_ADMIN_EMAIL, expiresAt: now - 3_600_000 }],
    ]),
    activationCodes: new Map(waiting ? [[FAKE_ACTIVATION_CODE, waiting.id]] : []),
    exportJobs: [],
    solutionTests: [],
    informationModelLimit: informationModelLimit ?? FAKE_INFORMATION_MODEL_LIMIT,
    sequence: 1,
  };
  return data;
}

export {
  DEBUG_MESSAGES,
  FAKE_ACTIVATION_CODE,
  FAKE_ADMIN_ID,
  FAKE_ADMIN_PASSWORD,
  FAKE_ADMIN_TOKEN,
  FAKE_EXPIRED_RESET_TOKEN,
  FAKE_INFORMATION_MODEL_LIMIT,
  FAKE_NOW,
  FAKE_RESET_TOKEN,
  RESET_LINK_VALID_MS,
  createFakeData,
};
export type { FakeData, FakeDataOptions, FakeSize, FakeTimelineRow, FakeUser };
