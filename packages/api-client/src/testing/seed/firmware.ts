import type { Firmware } from "../../contract/entities/firmware.js";
import { FAKE_FAMILIES } from "../fake-families.js";
import type { Random } from "../prng.js";

/** Every version of every family's firmware, for each model of the family, each after the one before it. */
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

export { makeFirmware };
