import { BUILT_IN_ADMIN_EMAIL, CONNECTED_TAG_VALUES, DEVICE_TAGS } from "../../contract/constants.js";
import type { WireDevice } from "../../contract/entities/devices.js";
import { TIME_UNITS } from "../../contract/units.js";
import { FAKE_FAMILIES } from "../fake-families.js";
import type { FakeFamily } from "../fake-families.js";
import type { Random } from "../prng.js";
import type { FakeUser } from "./users.js";

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
      provisioned_time: TIME_UNITS.seconds.encode(now) - random.int(7 * 86_400, 2 * 365 * 86_400),
      firmware_version: random.pick(family.firmwareVersions),
      ssid: neverSeen ? null : random.pick(SSIDS),
      state: family.state(random.next),
      fields: { family: family.model.familyName },
      tags: {
        [DEVICE_TAGS.model]: model,
        ...(neverSeen
          ? {}
          : { [DEVICE_TAGS.connected]: connected ? CONNECTED_TAG_VALUES.online : CONNECTED_TAG_VALUES.offline }),
      },
    });
  }
  return devices;
}

export { makeDevices };
