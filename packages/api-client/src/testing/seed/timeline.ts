import { BUILT_IN_ADMIN_EMAIL } from "../../contract/constants.js";
import type { WireDevice } from "../../contract/entities/devices.js";
import type { NotificationRule } from "../../contract/entities/rules.js";
import type { LogType } from "../../contract/entities/timeline.js";
import { FAKE_FAMILIES } from "../fake-families.js";
import type { FakeFamily } from "../fake-families.js";
import { createRandom } from "../prng.js";
import type { FakeUser } from "./users.js";

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

export { DEBUG_MESSAGES, makeTimeline };
export type { FakeTimelineRow };
