import { describe, expect, test } from "vitest";
import { createFakeApi } from "@org/api-client/testing";
import { modelFile, modelFileName } from "./model-download";

async function airConditioner() {
  const models = await createFakeApi().informationModels.list();
  const model = models.find((candidate) => candidate.familyName === "AirConditioner");
  if (!model) throw new Error("The fake has no AirConditioner");
  return model;
}

describe("downloading a model", () => {
  test("the file is named after the family, with the format's extension", () => {
    expect(modelFileName("AirConditioner", "json")).toBe("AirConditioner.json");
    expect(modelFileName("AirConditioner", "yaml")).toBe("AirConditioner.yaml");
  });

  test("JSON holds the model's content as JSON", async () => {
    const { name, blob } = await modelFile(await airConditioner(), "json");
    expect(name).toBe("AirConditioner.json");
    expect(blob.type).toBe("application/json;charset=utf-8");
    const content = JSON.parse(await blob.text()) as { familyName: string; familyMembers: string[] };
    expect(content.familyName).toBe("AirConditioner");
    expect(content.familyMembers).toEqual(["AC-2200", "AC-3500", "AC-5000"]);
  });

  test("YAML holds the same content as YAML", async () => {
    const { name, blob } = await modelFile(await airConditioner(), "yaml");
    expect(name).toBe("AirConditioner.yaml");
    expect(blob.type).toBe("application/yaml;charset=utf-8");
    const text = await blob.text();
    expect(text).toContain("familyName: AirConditioner\n");
    expect(text).toContain("familyMembers:\n  - AC-2200\n");
  });
});
