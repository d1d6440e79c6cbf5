import { describe, expect, test } from "vitest";
import { MESSAGES } from "@org/api-client";
import { ModelProblems } from "./model-problems";
import { uploadModelsSchema, uploadProblemKey, type PickedModelFile } from "./upload-models-schema";

const file = new File(["familyName: WaterHeater\n"], "water-heater.yaml", { lastModified: 1_748_592_000_000 });
const ok: PickedModelFile = {
  key: 1,
  file,
  status: "ok",
  text: "familyName: WaterHeater\n",
  familyName: "WaterHeater",
};
const failing: PickedModelFile = {
  key: 2,
  file,
  status: "failed",
  problems: ModelProblems.of([{ path: "/deviceId", message: "is required" }]),
};
const checking: PickedModelFile = { key: 3, file, status: "checking" };

describe("the upload form", () => {
  test("sends each file's details, text and family, as PUT /info-model takes them", () => {
    expect(uploadModelsSchema.parse({ files: [ok] })).toEqual({
      files: [
        {
          lastModified: 1_748_592_000_000,
          name: "water-heater.yaml",
          size: file.size,
          text: "familyName: WaterHeater\n",
          familyName: "WaterHeater",
        },
      ],
    });
  });

  test("needs at least one file, and every file checked without a problem", () => {
    expect(uploadModelsSchema.safeParse({ files: [] }).success).toBe(false);
    expect(uploadModelsSchema.safeParse({ files: [ok, failing] }).success).toBe(false);
    expect(uploadModelsSchema.safeParse({ files: [ok, checking] }).success).toBe(false);
  });

  test("the checker's two fixed sentences are translated, its schema messages are not", () => {
    expect(uploadProblemKey(MESSAGES.invalidModelSyntax)).toBe("upload.invalidSyntax");
    expect(uploadProblemKey(MESSAGES.tooManyModelAliases)).toBe("upload.tooManyAliases");
    expect(uploadProblemKey("upload.wrongType")).toBe("upload.wrongType");
    expect(uploadProblemKey("is required")).toBeUndefined();
    expect(uploadProblemKey("toString")).toBeUndefined();
  });
});
