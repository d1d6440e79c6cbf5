import { describe, expect, test } from "vitest";
import { MESSAGES, checkInformationModelFiles } from "@org/api-client";
import { en } from "../../i18n/en";
import { zhTW } from "../../i18n/zh-TW";
import { ModelProblems } from "./model-problems";
import { RULE_WORDINGS, problemWording, uploadModelsSchema, type PickedModelFile } from "./upload-models-schema";

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

  test("the checker's fixed sentences and the console's own are words of the page", () => {
    expect(problemWording(MESSAGES.invalidModelSyntax)).toEqual({ key: "upload.invalidSyntax", value: "" });
    expect(problemWording(MESSAGES.tooManyModelAliases)).toEqual({ key: "upload.tooManyAliases", value: "" });
    expect(problemWording("upload.wrongType")).toEqual({ key: "upload.wrongType", value: "" });
    expect(problemWording("toString")).toBeUndefined();
    expect(problemWording("fails something new")).toBeUndefined();
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
  "a condition with an unknown operator and a bad key": [
    GOOD_MODEL,
    "eventCollections:",
    "  - name: hot",
    "    conditions:",
    "      - { key: T01, op: about, target: 30 }",
    "",
  ].join("\n"),
};

/** The English text of a key of the information models namespace, with its value filled in as i18next would. */
function english(key: string, value: string): string {
  const text = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en["oc-informationModels"]);
  return String(text).replace("{{value}}", value);
}

describe("the schema checker's messages, worded by the page", () => {
  const messages = new Set(
    checkInformationModelFiles(Object.entries(BROKEN_MODELS).map(([name, text]) => ({ name, text }))).flatMap(
      (check) => (check.ok ? [] : check.violations.map((violation) => violation.message)),
    ),
  );

  test("each message the checker writes has a wording, whose English is the message itself", () => {
    for (const message of messages) {
      const wording = problemWording(message);
      expect(wording, message).toBeDefined();
      expect(english(wording?.key ?? "", wording?.value ?? "")).toBe(message);
    }
  });

  test("the broken models above meet every wording, so none is a guess", () => {
    const met = new Set([...messages].map((message) => problemWording(message)?.key));
    expect([...met].sort()).toEqual(RULE_WORDINGS.map(([, key]) => key).sort());
  });

  test("zh-TW words them in Chinese, keeping the varying part", () => {
    const oneOf = problemWording("must be one of: eq, neq");
    expect(oneOf).toEqual({ key: "upload.rules.oneOf", value: "eq, neq" });
    expect(zhTW["oc-informationModels"].upload.rules.oneOf.replace("{{value}}", "eq, neq")).toBe(
      "必須是下列其中之一：eq, neq",
    );
    expect(zhTW["oc-informationModels"].upload.rules.required).toBe("為必填");
  });
});
