import { describe, expect, test } from "vitest";
import { MODEL_PROBLEM_CODES, checkInformationModelProblems, modelProblemMessage } from "@org/api-client";
import { en } from "../../i18n/en";
import { zhTW } from "../../i18n/zh-TW";
import { ModelProblems } from "./model-problems";
import { problemWording, uploadModelsSchema, type PickedModelFile } from "./upload-models-schema";

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
  problems: ModelProblems.of([{ path: "/deviceId", code: "required", value: "" }]),
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

  test("the checker's codes and the console's own are words of the page, found by code and not by sentence", () => {
    expect(problemWording({ code: "syntax", value: "" })).toEqual({ key: "upload.problem.syntax", value: "" });
    expect(problemWording({ code: "wrongType", value: "" })).toEqual({ key: "upload.problem.wrongType", value: "" });
    expect(problemWording({ code: "atLeast", value: "3" })).toEqual({ key: "upload.problem.atLeast", value: "3" });
  });
});

/** A model that checks out; each case below breaks one rule of it. */
const GOOD_MODEL = [
  "familyName: Heater",
  "familyMembers: [HT-1]",
  "deviceId: H50",
  "controlLayout: { primary: [H00] }",
  "scheduleLayout: { primary: [H00] }",
  "components:",
  "  - type: switch",
  "    title: Power",
  "    models: [{ key: H00 }]",
  "",
].join("\n");

const BROKEN_MODELS: Record<string, string> = {
  "no deviceId": GOOD_MODEL.replace("deviceId: H50\n", ""),
  "an empty deviceId": GOOD_MODEL.replace("deviceId: H50", 'deviceId: ""'),
  "no family members": GOOD_MODEL.replace("[HT-1]", "[]"),
  "a family name of 65 characters": GOOD_MODEL.replace("Heater", "H".repeat(65)),
  "a number for the family name": GOOD_MODEL.replace("Heater", "5"),
  "a field key that is not H+hex": GOOD_MODEL.replace("key: H00", "key: Z1"),
  "a percent range out of bounds, with a zero step": GOOD_MODEL.replace(
    "models: [{ key: H00 }]",
    "models: [{ key: H00, values: { min: -1, max: 101, step: 0, unit: percent } }]",
  ),
  "a trait's colour temperature range in percent": [
    GOOD_MODEL,
    "integration:",
    "  traits:",
    "    - type: light",
    "      domains: [alexa]",
    "      attributes: { colorTemperatureRange: { unit: percent, min: 0, max: 100 } }",
    "",
  ].join("\n"),
  "a condition with an unknown operator and a bad key": [
    GOOD_MODEL,
    "eventCollections:",
    "  - name: hot",
    "    conditions:",
    "      - { key: T01, op: about, target: 30 }",
    "",
  ].join("\n"),
};

/** A text of the information models namespace in one language, with its value filled in as i18next would. */
function worded(language: typeof zhTW, key: string, value: string): string {
  const text = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language["oc-informationModels"]);
  return String(text).replace("{{value}}", value);
}

describe("the schema checker's problems, worded by the page", () => {
  const problems = checkInformationModelProblems(
    Object.entries(BROKEN_MODELS).map(([name, text]) => ({ name, text })),
  ).flatMap((check) => (check.ok ? [] : check.problems));

  test("each problem's English on the page is the API's English for it", () => {
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      const { key, value } = problemWording(problem);
      expect(worded(en, key, value)).toBe(modelProblemMessage(problem));
    }
  });

  test("the broken models above meet every schema rule's code, so none is a guess", () => {
    const met = new Set(problems.map((problem) => problem.code));
    // Whole-file problems (the text does not parse, aliases or nesting past the bounds) are not schema rules.
    const wholeFile = ["syntax", "tooManyAliases", "tooDeep", "other"];
    const schemaCodes = MODEL_PROBLEM_CODES.filter((code) => !wholeFile.includes(code));
    expect([...met].sort()).toEqual([...schemaCodes].sort());
  });

  test("zh-TW words every code in Chinese, keeping the varying part", () => {
    expect(worded(zhTW, "upload.problem.oneOf", "eq, neq")).toBe("必須是下列其中之一：eq, neq");
    expect(worded(zhTW, "upload.problem.required", "")).toBe("為必填");
    for (const code of MODEL_PROBLEM_CODES) {
      if (code === "other") continue;
      const { key } = problemWording({ code, value: "3" });
      expect(worded(zhTW, key, "3"), code).not.toBe(worded(en, key, "3"));
      expect(worded(zhTW, key, "3"), code).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
