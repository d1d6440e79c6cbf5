import {
  BUILT_IN_ADMIN_EMAIL,
  DEFAULT_INFORMATION_MODEL_LIMIT,
  DEFAULT_NOTIFICATION_RULE_LIMIT,
  DEMO_ADMIN_PASSWORD,
} from "../contract/constants.js";
import type {
  EmailServiceConfig,
  Firmware,
  InformationModel,
  LogType,
  NotificationRule,
  Theme,
  WireDevice,
  WireLegal,
  WireUser,
} from "../contract/entities.js";
import { formatModelDate } from "../contract/formated-date.js";
import { serializeInformationModel } from "../contract/information-model.js";
import type { ExportRequestBody, SolutionTestRequest } from "../contract/requests.js";
import { FAKE_FAMILIES, svgDataUri } from "./fake-families.js";
import type { FakeFamily } from "./fake-families.js";
import { createRandom } from "./prng.js";
import type { Random } from "./prng.js";

/** The fake's clock: 1 June 2025, 09:30 UTC, so stories render the same every time. */
const FAKE_NOW = Date.UTC(2025, 5, 1, 9, 30, 0);
const FAKE_ADMIN_ID = "1";
/** The built-in administrator's password in the fake: `DEMO_ADMIN_PASSWORD`, under its older name. */
const FAKE_ADMIN_PASSWORD = DEMO_ADMIN_PASSWORD;
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

/** A user as the server holds it: `creation_date` in seconds, as the API sends it. */
interface FakeUser extends WireUser {
  password: string;
  /** Only administrators sign in to the console (others get 401). The seed makes the built-in one the only one. */
  isAdmin?: boolean;
  groups: { name: string; displayName: string | null; label: string }[];
}

/** One log row as the server stores it. */
interface FakeTimelineRow {
  /** µs since the epoch, as `/tsdb/query` sends it. */
  time: number;
  from: string;
  ip: string;
  log: string;
  log_type: LogType;
  email: string | null;
  device: string | null;
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

const FIRST_NAMES = [
  "Wei",
  "Mei",
  "Jun",
  "Hui",
  "Yu",
  "Chen",
  "Ling",
  "Hao",
  "Ting",
  "Jia",
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Sofia",
  "Lucas",
  "Mia",
  "Ethan",
  "Chloe",
  "Daniel",
  "Hannah",
  "Kenji",
  "Aiko",
  "Minh",
  "Priya",
] as const;
const LAST_NAMES = [
  "Chen",
  "Lin",
  "Huang",
  "Chang",
  "Lee",
  "Wang",
  "Wu",
  "Liu",
  "Tsai",
  "Yang",
  "Hsu",
  "Cheng",
  "Smith",
  "Garcia",
  "Johnson",
  "Brown",
  "Nguyen",
  "Tanaka",
  "Sato",
  "Kim",
  "Patel",
  "Müller",
  "Rossi",
  "Silva",
] as const;
const DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com"] as const;
const SSIDS = [
  "HomeNet-5G",
  "HomeNet-2.4G",
  "TP-Link_3F2A",
  "NETGEAR42",
  "ASUS_88_2G",
  "Linksys01234",
  "Chen_Family",
  "Office-2.4G",
  "MyWiFi",
  "Xiaomi_7C1E",
  "CHT-Wi-Fi-HOME",
  "Living Room",
  "D-Link_AC1200",
  "Villa_Guest",
] as const;
const GROUP_NAMES = ["Home", "Office", "Parents", "Beach house", "Studio"] as const;
const USER_EVENTS = [
  "Signed in",
  "Password changed",
  "Claimed a device",
  "Shared a device",
  "Removed a guest",
  "Renamed a device",
] as const;
/** The debug lines a device logs; the server's demo seed writes the same ones. */
const DEBUG_MESSAGES = [
  "MQTT reconnected after 12 s",
  "Heartbeat interval 60 s",
  "Wi-Fi RSSI -67 dBm",
  "OTA check: up to date",
  "Provisioning handshake complete",
  "Clock synchronised with NTP",
] as const;

function userEmail(random: Random, taken: Set<string>): string {
  for (;;) {
    const first = random.pick(FIRST_NAMES).toLowerCase();
    const last = random.pick(LAST_NAMES).toLowerCase().replace("ü", "ue");
    const base = random.chance(0.5) ? `${first}.${last}` : `${first[0]}${last}${random.int(1, 99)}`;
    const email = `${base}@${random.pick(DOMAINS)}`;
    if (!taken.has(email)) {
      taken.add(email);
      return email;
    }
  }
}

function makeUsers(random: Random, count: number, now: number): FakeUser[] {
  const nowSeconds = Math.floor(now / 1000);
  const admin: FakeUser = {
    id: FAKE_ADMIN_ID,
    email: BUILT_IN_ADMIN_EMAIL,
    status: 1,
    creation_date: nowSeconds - 3 * 365 * 86_400,
    builtIn: true,
    password: FAKE_ADMIN_PASSWORD,
    isAdmin: true,
    groups: [],
  };
  const taken = new Set([BUILT_IN_ADMIN_EMAIL]);
  const users: FakeUser[] = [admin];
  for (let index = 1; index < count; index++) {
    const groupCount = random.chance(0.6) ? random.int(1, 2) : 0;
    const groups = Array.from({ length: groupCount }, (_, group) => {
      const displayName = random.chance(0.7) ? random.pick(GROUP_NAMES) : null;
      const name = `group-${random.hex(6)}-${group}`;
      return { name, displayName, label: displayName ?? name };
    });
    users.push({
      id: String(1000 + index),
      email: userEmail(random, taken),
      status: random.chance(0.88) ? 1 : 0,
      creation_date: nowSeconds - random.int(3_600, 2 * 365 * 86_400),
      builtIn: false,
      password: `Passw0rd${index}`,
      groups,
    });
  }
  return users;
}

function makeDevices(random: Random, count: number, users: FakeUser[], now: number): WireDevice[] {
  const customers = users.filter((user) => user.email !== BUILT_IN_ADMIN_EMAIL);
  const devices: WireDevice[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < count; index++) {
    const family = FAKE_FAMILIES[index % 7 < 3 ? 0 : index % 7 < 5 ? 1 : index % 7 < 6 ? 2 : 3] as FakeFamily;
    const model = random.pick(family.model.familyMembers);
    let identity: string;
    do identity = `${family.serialPrefix}${random.hex(8).toUpperCase()}`;
    while (taken.has(identity));
    taken.add(identity);
    const locked = random.chance(0.06);
    const connected = !locked && random.chance(0.68);
    const owner = customers.length > 0 && random.chance(0.93) ? random.pick(customers) : null;
    const guestCount = owner && customers.length > 1 && random.chance(0.35) ? random.int(1, 2) : 0;
    const guests = [...new Set(Array.from({ length: guestCount }, () => random.pick(customers).email))].filter(
      (email) => email !== owner?.email,
    );
    const secondsAgo = connected ? random.int(1, 300) : random.int(3_600, 60 * 86_400);
    const neverSeen = !connected && random.chance(0.03);
    devices.push({
      identity,
      model,
      owner: owner?.email ?? null,
      guests,
      locked,
      connected: neverSeen ? null : connected,
      lastseen: neverSeen ? null : (now - secondsAgo * 1000) * 1000 + random.int(0, 999),
      provisioned_time: Math.floor(now / 1000) - random.int(7 * 86_400, 2 * 365 * 86_400),
      firmware_version: random.pick(family.firmwareVersions),
      ssid: neverSeen ? null : random.pick(SSIDS),
      state: family.state(random.next),
      fields: { family: family.model.familyName },
      tags: { model, ...(neverSeen ? {} : { connected: connected ? "1" : "0" }) },
    });
  }
  return devices;
}

function makeFirmware(random: Random): Firmware[] {
  const firmware: Firmware[] = [];
  for (const family of FAKE_FAMILIES) {
    for (const model of family.model.familyMembers) {
      family.firmwareVersions.forEach((version, position) => {
        const id = `${model}_v${version}.bin`;
        firmware.push({
          id,
          name: id,
          version,
          previousVersion: family.firmwareVersions[position - 1] ?? "0.0.0",
          model,
          sha1: random.hex(40),
          size: random.int(600_000, 3_900_000),
          trigger: random.chance(0.3),
          url: `data:application/octet-stream;base64,${btoa(`${model} firmware ${version}`)}`,
          index: firmware.length,
        });
      });
    }
  }
  return firmware;
}

function modelDownloadLink(content: unknown, format: "json" | "yaml"): string {
  const type = format === "json" ? "application/json" : "application/yaml";
  return `data:${type};charset=utf-8,${encodeURIComponent(serializeInformationModel(content, format))}`;
}

function makeInformationModels(random: Random, now: number): InformationModel[] {
  return FAKE_FAMILIES.map((family, position) => {
    const content = structuredClone(family.model);
    const format = position % 2 === 0 ? "yaml" : "json";
    const timestamp = now - random.int(2, 120) * 86_400_000;
    return {
      familyName: content.familyName,
      name: `${content.familyName.toLowerCase()}.${format}`,
      timestamp,
      formatedDate: formatModelDate(timestamp),
      downloadLink: modelDownloadLink(content, format),
      informationModel: content,
      images: family.hasImages
        ? {
            thumbnail: { uri: svgDataUri(240, 240, family.colour, content.familyName) },
            banner: { uri: svgDataUri(750, 240, family.colour, content.familyName) },
          }
        : { thumbnail: null, banner: null },
      familyMembers: [...content.familyMembers],
    };
  });
}

const RULE_TEMPLATES = [
  {
    family: "AirConditioner",
    title: "Room too hot",
    body: "The room temperature has reached 32 °C. Consider switching on cooling.",
    key: "H03",
    op: "gte",
    target: 32,
    recipients: ["owner", "guest"],
  },
  {
    family: "Dehumidifier",
    title: "Water tank full",
    body: "Empty the water tank so the dehumidifier can keep running.",
    key: "H03",
    op: "eq",
    target: 1,
    recipients: ["owner"],
  },
  {
    family: "Dehumidifier",
    title: "Humidity is high",
    body: "Humidity is above 75 %. Check that windows are closed.",
    key: "H02",
    op: "gt",
    target: 75,
    recipients: ["owner", "guest"],
  },
  {
    family: "SmartPlug",
    title: "High power draw",
    body: "The plug is drawing more than 2000 W.",
    key: "H01",
    op: "gt",
    target: 2000,
    recipients: ["owner"],
  },
  {
    family: "AirConditioner",
    title: "Air conditioner switched off",
    body: "Your air conditioner was switched off.",
    key: "H00",
    op: "eq",
    target: 0,
    recipients: ["guest"],
  },
  {
    family: "CeilingFan",
    title: "Fan at full speed",
    body: "The ceiling fan is running at full speed.",
    key: "H01",
    op: "gte",
    target: 100,
    recipients: ["owner"],
  },
] as const;

function makeRules(count: number, models: InformationModel[]): NotificationRule[] {
  return Array.from({ length: count }, (_, index) => {
    const template = RULE_TEMPLATES[index % RULE_TEMPLATES.length] as (typeof RULE_TEMPLATES)[number];
    const round = Math.floor(index / RULE_TEMPLATES.length);
    const family = models.find((model) => model.familyName === template.family);
    return {
      id: `rule-${index + 1}`,
      ruleType: "deviceStatus",
      familyNames: [template.family],
      familyMembers: family ? [...family.familyMembers] : [],
      ownerId: FAKE_ADMIN_ID,
      source: "admin",
      actions: [{ title: round === 0 ? template.title : `${template.title} (${round + 1})`, body: template.body }],
      event: {
        source: "device",
        resource: "states",
        type: "exohomeEvent",
        conditions: [{ key: template.key, op: template.op, target: template.target }],
      },
      recipients: [...template.recipients],
    };
  });
}

function makeTheme(now: number, overrides: Partial<Theme> = {}): Theme {
  return {
    product_name: "Breeze Home",
    primary_color: "#1E88E5",
    app_name: "Breeze Home",
    app_url_scheme: "breezehome",
    apple_store: "https://apps.apple.com/app/id0000000000",
    google_play: "https://play.google.com/store/apps/details?id=com.example.breezehome",
    company_name: "Breeze Appliances Co., Ltd.",
    company_url: "https://www.example.com",
    company_address: "No. 100, Sec. 5, Xinyi Rd., Xinyi Dist., Taipei City 110, Taiwan",
    company_contact: "+886 2 2345 6789",
    support_email_account: "support@example.com",
    welcome_email_subject: "Welcome to Breeze Home",
    welcome_email_headline: "Your home, just the way you like it",
    welcome_email_body: "Thanks for signing up. Confirm your e-mail address to start adding devices.",
    welcome_web_headline: "Welcome to Breeze Home",
    welcome_web_body: "Your account is ready. Download the app to add your first device.",
    claim_web_headline: "Your devices are waiting",
    claim_web_body: "Open the Breeze Home app to accept the devices shared with you.",
    wifi_name: "Breeze-Setup",
    news: "",
    analytics_enabled: true,
    solution_version: `2.4.1-${(now % 0xfffffff).toString(16).padStart(7, "0").slice(0, 7)}`,
    data_retention: "31d",
    notification_rule_limit: DEFAULT_NOTIFICATION_RULE_LIMIT,
    export: { relative_start: 90 * 86_400, period_min: 86_400, period_max: 31 * 86_400 },
    ...overrides,
  };
}

const LEGAL_BODY = [
  "These Terms of Service govern your use of the Breeze Home app and connected devices.",
  "1. Your account. Keep your password confidential. You are responsible for activity under your account.",
  "2. Your devices. Device data such as temperature, humidity and power use is stored to provide the service and is kept for 31 days.",
  "3. Privacy. We process personal data as described in our Privacy Policy. You can ask us to delete your account at any time.",
  "4. Changes. We may update these terms; we will tell you by e-mail before changes take effect.",
].join("\n\n");

function makeTimeline(
  seed: number,
  count: number,
  devices: WireDevice[],
  users: FakeUser[],
  rules: NotificationRule[],
  now: number,
  chattyShare: number,
): FakeTimelineRow[] {
  const random = createRandom(seed ^ 0x5eed_7157);
  const familyByModel = new Map<string, FakeFamily>();
  for (const family of FAKE_FAMILIES) for (const model of family.model.familyMembers) familyByModel.set(model, family);
  const rows: FakeTimelineRow[] = [];
  const spanMs = 40 * 86_400_000;
  const customers = users.filter((user) => user.email !== BUILT_IN_ADMIN_EMAIL);
  for (let index = 0; index < count; index++) {
    const time = (now - random.int(0, spanMs)) * 1000 - random.int(0, 999);
    const ip = random.chance(0.5) ? `203.0.113.${random.int(1, 254)}` : `198.51.100.${random.int(1, 254)}`;
    let device = devices.length > 0 && (customers.length === 0 || random.chance(0.85)) ? random.pick(devices) : null;
    // Only a non-zero share draws again, so the default timeline stays the same as ever.
    if (device && chattyShare > 0 && random.chance(chattyShare))
      device = devices[random.int(0, Math.min(devices.length, 5) - 1)] ?? device;
    if (!device) {
      if (customers.length === 0) continue;
      const user = random.pick(customers);
      const action = { label: random.pick(USER_EVENTS), content: null, email: user.email };
      rows.push({
        time,
        from: user.email,
        ip,
        log_type: "event",
        log: JSON.stringify({ type: "event", action }),
        email: user.email,
        device: null,
      });
      continue;
    }
    const family = (device.model && familyByModel.get(device.model)) || (FAKE_FAMILIES[0] as FakeFamily);
    const sn = device.identity;
    const roll = random.next();
    let log_type: LogType;
    let payload: Record<string, unknown>;
    if (roll < 0.6) {
      log_type = "event";
      const familyRules = rules.filter((rule) => rule.familyNames.includes(family.model.familyName));
      if (familyRules.length > 0 && random.chance(0.2)) {
        const rule = random.pick(familyRules);
        payload = {
          type: "event",
          action: {
            label: "Notification",
            notification: { title: rule.actions[0]?.title ?? "" },
            conditions: rule.event.conditions,
            email: device.owner,
            device_unique_id: sn,
            sn,
          },
        };
      } else {
        const event = random.pick(family.events);
        payload = {
          type: "event",
          action: {
            label: event.label,
            key: event.key,
            value: random.pick(event.values),
            email: device.owner,
            device_unique_id: sn,
            sn,
          },
        };
      }
    } else if (roll < 0.8) {
      log_type = "error";
      const error = random.pick(family.errors);
      payload = {
        type: "error",
        action: { label: error.code, content: error.content, device_unique_id: sn, sn },
        status: { code: error.code, cleared: random.chance(0.7) },
      };
    } else {
      log_type = "debug";
      payload = {
        type: "debug",
        action: { label: "Debug", content: random.pick(DEBUG_MESSAGES), device_unique_id: sn, sn },
      };
    }
    // A few entries carry log text that does not parse; they show as empty.
    const log = random.chance(0.004) ? JSON.stringify(payload).slice(0, 25) : JSON.stringify(payload);
    const email = log_type === "event" ? device.owner : null;
    rows.push({
      time,
      from: log_type === "event" && random.chance(0.5) && device.owner ? device.owner : sn,
      ip,
      log_type,
      log,
      email,
      device: sn,
    });
  }
  rows.sort((a, b) => b.time - a.time);
  // Distinct times, so that paging by "strictly before the last entry's time" never skips one.
  for (let index = 1; index < rows.length; index++) {
    const row = rows[index] as FakeTimelineRow;
    const previous = rows[index - 1] as FakeTimelineRow;
    if (row.time >= previous.time) row.time = previous.time - 1;
  }
  return rows;
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
    themeFiles: {
      "logo.png": svgDataUri(160, 48, fullTheme.primary_color || "#1E88E5", fullTheme.product_name),
      "logo_navbar.png": svgDataUri(120, 32, fullTheme.primary_color || "#1E88E5", fullTheme.product_name),
    },
    legal: { title: "Terms of Service", body: LEGAL_BODY, last_update: Math.floor(now / 1000) - 45 * 86_400 },
    serviceConfigs: {
      email: {
        connection_server: "smtp.example.com",
        connection_user: "notifications@example.com",
        connection_password: "S3cureMailPass",
        connection_scheme: "smtps",
        connection_port: 465,
      },
    },
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
      [FAKE_RESET_TOKEN, { email: BUILT_IN_ADMIN_EMAIL, expiresAt: now + 24 * 3_600_000 }],
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

export { DEBUG_MESSAGES, FAKE_ACTIVATION_CODE, FAKE_ADMIN_ID, FAKE_ADMIN_PASSWORD, FAKE_ADMIN_TOKEN, FAKE_EXPIRED_RESET_TOKEN, FAKE_INFORMATION_MODEL_LIMIT, FAKE_NOW, FAKE_RESET_TOKEN, createFakeData };
export type { FakeData, FakeDataOptions, FakeSize, FakeTimelineRow, FakeUser };
