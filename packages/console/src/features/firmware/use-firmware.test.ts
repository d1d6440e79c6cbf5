import { describe, expect, test } from "vitest";
import { createFakeApi } from "@org/api-client/testing";
import { firmwareKeys, withoutFirmware } from "./use-firmware";

describe("the firmware cache", () => {
  test("the list key sits under the resource's key", () => {
    expect(firmwareKeys.list()).toEqual(["firmware", "list"]);
    expect(firmwareKeys.list().slice(0, 1)).toEqual([...firmwareKeys.all]);
  });

  test("a deleted file leaves the list, the others keep their order", async () => {
    const list = (await createFakeApi().firmware.list()).slice(0, 3);
    const removed = withoutFirmware(list[1]!.id)(list);
    expect(removed?.map((firmware) => firmware.id)).toEqual([list[0]!.id, list[2]!.id]);
  });

  test("a list without that file, or no list yet, stays the same", async () => {
    const list = await createFakeApi().firmware.list();
    expect(withoutFirmware("not-there.bin")(list)).toBe(list);
    expect(withoutFirmware("any.bin")(undefined)).toBeUndefined();
  });
});
