import { BUILT_IN_ADMIN_EMAIL, DEVICE_PAGE_SIZE, USER_PAGE_SIZE } from "@org/api-client";
import type { Device, InformationModel, InformationModelContent, LogType, NotificationRule } from "@org/api-client";
import { DEBUG_MESSAGES, POWER_SWITCH, createRandom } from "@org/api-client/testing";
import type { FakeData, FakeTimelineRow, FakeUser, Random } from "@org/api-client/testing";

/**
 * What one device family logs: events read from its information model, its error codes and the rules that notify.
 * The fixed parts are JSON text written once, because the large seed writes a million entries.
 */
interface FamilyLogs {
  /** `"label":…,"key":…` and the values it may take, each as JSON. */
  events: { head: string; values: string[] }[];
  /** `"label":…,"content":…` and the code, as JSON. */
  errors: { head: string; code: string }[];
  rules: NotificationRule[];
}

/** Who and what writes the logs: the seed's generated data. */
type LogSource = Pick<FakeData, "devices" | "users" | "informationModels" | "notificationRules">;

interface LogOptions {
  rows: number;
  seed: number;
  /** ms: the newest entry is just before it. */
  now: number;
  /** ms: how far back the oldest entries go. */
  spanMs: number;
}

/** Entries a user writes (signing in, sharing a device); the rest come from devices. */
const USER_EVENT_SHARE = 0.15;
/** One device in 200 is chatty (at least three), and three of them are on the device list's first page. */
const CHATTY_DEVICE_SHARE = 0.005;
const CHATTY_ON_FIRST_PAGE = 3;
/** One user in 100 is very active (at least two), and two of them are on the user list's first page. */
const ACTIVE_USER_SHARE = 0.01;
const ACTIVE_ON_FIRST_PAGE = 2;

const USER_EVENTS = ["Signed in", "Password changed", "Claimed a device", "Shared a device", "Removed a guest"];
const DEBUG_TEXTS = DEBUG_MESSAGES.map((text) => JSON.stringify(text));
/** For families whose information model declares no error field. */
const GENERIC_ERRORS = [
  { code: "W1", content: "Wi-Fi connection lost" },
  { code: "C3", content: "Cloud handshake timed out" },
  { code: "S2", content: "Sensor reading out of range" },
] as const;
/** For devices whose model no information model lists. */
const FALLBACK_MODEL: Partial<InformationModelContent> = { components: [POWER_SWITCH] };

function rangeValues(range: { min: number; max: number; step?: number }): number[] {
  const step = range.step && range.step > 0 ? range.step : 1;
  const count = Math.min(8, Math.floor((range.max - range.min) / step) + 1);
  return Array.from({ length: Math.max(1, count) }, (_, index) => range.min + index * step);
}

/** A family's events and errors as its information model declares them, so the timeline speaks its language. */
function familyLogs(content: Partial<InformationModelContent>, rules: NotificationRule[]): FamilyLogs {
  const events: FamilyLogs["events"] = [];
  for (const component of content.components ?? []) {
    for (const model of component.models) {
      const { values } = model;
      const choices = Array.isArray(values) ? values.map((item) => item.value) : values ? rangeValues(values) : [];
      if (choices.length === 0) continue;
      const head = `"label":${JSON.stringify(model.title ?? component.title)},"key":${JSON.stringify(model.key)}`;
      events.push({ head, values: choices.map((value) => JSON.stringify(value)) });
    }
  }
  // An error field's texts read "E1 Indoor temperature sensor open circuit": the code, then what it means.
  const declared = (content.errorFields ?? []).flatMap((field) =>
    field.values.map((item) => {
      const [code = String(item.value), ...words] = item.text.split(" ");
      return { code, content: words.join(" ") || item.text };
    }),
  );
  const errors = (declared.length > 0 ? declared : GENERIC_ERRORS).map(({ code, content: text }) => ({
    head: `"label":${JSON.stringify(code)},"content":${JSON.stringify(text)}`,
    code: JSON.stringify(code),
  }));
  return { events: events.length > 0 ? events : familyLogs(FALLBACK_MODEL, []).events, errors, rules };
}

function familiesByModel(
  models: readonly InformationModel[],
  rules: readonly NotificationRule[],
): Map<string, FamilyLogs> {
  const byModel = new Map<string, FamilyLogs>();
  for (const model of models) {
    // The seed's own generated content, so it has the information model's shape.
    const content = (model.informationModel ?? {}) as Partial<InformationModelContent>;
    const logs = familyLogs(
      content,
      rules.filter((rule) => rule.familyNames.includes(model.familyName)),
    );
    for (const member of model.familyMembers) byModel.set(member, logs);
  }
  return byModel;
}

/** A standard normal draw (Box–Muller). */
function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

/** `count` distinct items of `items`, drawn without replacement. */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const index = random.int(0, pool.length - 1);
    chosen.push(pool[index] as T);
    pool[index] = pool[pool.length - 1] as T;
    pool.pop();
  }
  return chosen;
}

/**
 * Running totals of activity weights with a long tail, as in real fleets: most weights are near 1 (log-normal, so a
 * few are ten times that and some almost 0), and the standouts' are 50 to 200, hundreds of entries each. Standouts
 * are drawn partly from `showcase` (the first page of a list, so the demo shows a long timeline where one looks first)
 * and partly from everyone. `eligible` says who may be a standout or log at all.
 */
function activity(
  random: Random,
  count: number,
  options: {
    share: number;
    least: number;
    showcase: readonly number[];
    onShowcase: number;
    sigma: number;
    eligible?: (index: number) => boolean;
  },
): Float64Array {
  const eligible = options.eligible ?? (() => true);
  const everyone = Array.from({ length: count }, (_, index) => index).filter(eligible);
  const standouts = Math.min(everyone.length, Math.max(options.least, Math.round(count * options.share)));
  const chosen = new Set(sample(random, options.showcase.filter(eligible), Math.min(options.onShowcase, standouts)));
  const rest = sample(
    random,
    everyone.filter((index) => !chosen.has(index)),
    standouts - chosen.size,
  );
  for (const index of rest) chosen.add(index);
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let index = 0; index < count; index++) {
    const weight = !eligible(index)
      ? 0
      : chosen.has(index)
        ? 50 + 150 * random.next()
        : Math.exp(options.sigma * gaussian(random));
    total += weight;
    cumulative[index] = total;
  }
  return cumulative;
}

/** The index whose running total first exceeds a uniform draw: a pick in proportion to the weights. */
function pickWeighted(cumulative: Float64Array, random: Random): number {
  const target = random.next() * (cumulative[cumulative.length - 1] ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Positions of the first `size` items in the order a list shows them by default. */
function firstPage<T>(items: readonly T[], size: number, compare: (a: T, b: T) => number): number[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => compare(a.item, b.item) || a.index - b.index)
    .slice(0, size)
    .map(({ index }) => index);
}

/** One device entry: a roll below `eventUpTo` is an event, then below `errorUpTo` an error, and a debug line above. */
function deviceRow(
  random: Random,
  device: Device,
  family: FamilyLogs,
  eventUpTo: number,
  errorUpTo: number,
): Pick<FakeTimelineRow, "log_type" | "log" | "email" | "from"> {
  const sn = JSON.stringify(device.identity);
  const ids = `"device_unique_id":${sn},"sn":${sn}`;
  const roll = random.next();
  let log_type: LogType;
  let log: string;
  if (roll < eventUpTo) {
    log_type = "event";
    const rule = family.rules.length > 0 && random.chance(0.15) ? random.pick(family.rules) : undefined;
    const email = JSON.stringify(device.owner);
    if (rule) {
      const notification = JSON.stringify({ title: rule.actions[0]?.title ?? "" });
      const conditions = JSON.stringify(rule.event.conditions);
      log =
        `{"type":"event","action":{"label":"Notification","notification":${notification},` +
        `"conditions":${conditions},"email":${email},${ids}}}`;
    } else {
      const event = random.pick(family.events);
      log = `{"type":"event","action":{${event.head},"value":${random.pick(event.values)},"email":${email},${ids}}}`;
    }
  } else if (roll < errorUpTo) {
    log_type = "error";
    const error = random.pick(family.errors);
    const cleared = random.chance(0.7);
    log = `{"type":"error","action":{${error.head},${ids}},"status":{"code":${error.code},"cleared":${cleared}}}`;
  } else {
    log_type = "debug";
    log = `{"type":"debug","action":{"label":"Debug","content":${random.pick(DEBUG_TEXTS)},${ids}}}`;
  }
  const event = log_type === "event";
  return {
    log_type,
    // A few entries carry log text that does not parse, which SPEC says to show as empty.
    log: random.chance(0.003) ? log.slice(0, 25) : log,
    email: event ? device.owner : null,
    from: event && device.owner && random.chance(0.5) ? device.owner : device.identity,
  };
}

/**
 * The seed's logs, newest first with strictly decreasing times (so paging by "before the last entry's time" never skips
 * one), spread over `spanMs`. Generated one at a time, so the large seed never holds them all in memory. Devices log in
 * proportion to a long-tailed activity (`activity`), each with its own mix of events, errors and debug lines; users
 * write the rest.
 */
function* generateLogs(source: LogSource, options: LogOptions): Generator<FakeTimelineRow> {
  const { devices } = source;
  const { now, rows, spanMs } = options;
  const random = createRandom(options.seed ^ 0x1a4e);
  const users = source.users.filter((user) => user.email !== BUILT_IN_ADMIN_EMAIL);
  const families = familiesByModel(source.informationModels, source.notificationRules);
  const fallback = familyLogs(FALLBACK_MODEL, []);

  const deviceActivity = activity(random, devices.length, {
    share: CHATTY_DEVICE_SHARE,
    least: 3,
    showcase: firstPage(devices, DEVICE_PAGE_SIZE, (a, b) =>
      a.identity < b.identity ? -1 : a.identity > b.identity ? 1 : 0,
    ),
    onShowcase: CHATTY_ON_FIRST_PAGE,
    sigma: 1,
  });
  // Each device's own mix: its share of events, then of errors, and debug lines for the rest.
  const eventUpTo = new Float64Array(devices.length);
  const errorUpTo = new Float64Array(devices.length);
  for (let index = 0; index < devices.length; index++) {
    const debug = 0.08 + 0.3 * random.next();
    errorUpTo[index] = 1 - debug;
    eventUpTo[index] = 1 - debug - (0.05 + 0.2 * random.next());
  }
  const userActivity = activity(random, users.length, {
    share: ACTIVE_USER_SHARE,
    least: 2,
    // Half a page: the list also shows accounts the seed does not know, such as the administrator created at start.
    showcase: firstPage(users, USER_PAGE_SIZE / 2, (a, b) => b.creation_date - a.creation_date),
    onShowcase: ACTIVE_ON_FIRST_PAGE,
    sigma: 1,
    // An account waiting for confirmation has never signed in.
    eligible: (index) => users[index]?.status === 1,
  });
  const usersWrite = (userActivity[userActivity.length - 1] ?? 0) > 0;
  if (devices.length === 0 && !usersWrite) return;

  const spanUs = spanMs * 1000;
  const step = Math.max(1, Math.floor(spanUs / Math.max(1, rows)));
  let time = now * 1000;
  for (let index = 0; index < rows; index++) {
    time -= 1 + random.int(0, step * 2 - 2);
    const ip = random.chance(0.5) ? `203.0.113.${random.int(1, 254)}` : `198.51.100.${random.int(1, 254)}`;
    if (usersWrite && (devices.length === 0 || random.chance(USER_EVENT_SHARE))) {
      const { email } = users[pickWeighted(userActivity, random)] as FakeUser;
      const label = JSON.stringify(random.pick(USER_EVENTS));
      const log = `{"type":"event","action":{"label":${label},"content":null,"email":${JSON.stringify(email)}}}`;
      yield { time, device: null, email, log_type: "event", from: email, ip, log };
      continue;
    }
    const position = pickWeighted(deviceActivity, random);
    const device = devices[position] as Device;
    const family = (device.model && families.get(device.model)) || fallback;
    const { log_type, log, email, from } = deviceRow(
      random,
      device,
      family,
      eventUpTo[position] ?? 0,
      errorUpTo[position] ?? 0,
    );
    yield { time, device: device.identity, email, log_type, from, ip, log };
  }
}

export { generateLogs };
