import { describe, expect, test } from "vitest";
import { createFakeApi } from "@org/api-client/testing";
import { withoutImages, withoutModel } from "./information-models";

async function models() {
  return createFakeApi().informationModels.list();
}

describe("the information model cache", () => {
  test("a deleted family leaves the list; the others stay the same objects", async () => {
    const list = await models();
    const changed = withoutModel("CeilingFan")(list);
    expect(changed?.map((model) => model.familyName)).not.toContain("CeilingFan");
    expect(changed).toHaveLength(list.length - 1);
    expect(changed?.[0]).toBe(list[0]);
  });

  test("removed images are cleared for that family only", async () => {
    const list = await models();
    const changed = withoutImages("Dehumidifier", ["thumbnail"])(list);
    const dehumidifier = changed?.find((model) => model.familyName === "Dehumidifier");
    expect(dehumidifier?.images.thumbnail).toBeNull();
    expect(dehumidifier?.images.banner).not.toBeNull();
    expect(changed?.find((model) => model.familyName === "SmartPlug")?.images.thumbnail).not.toBeNull();
  });

  test("a list with nothing to change stays the same object", async () => {
    const list = await models();
    expect(withoutModel("NotThere")(list)).toBe(list);
    expect(withoutImages("CeilingFan", ["thumbnail", "banner"])(list)).toBe(list);
  });
});
