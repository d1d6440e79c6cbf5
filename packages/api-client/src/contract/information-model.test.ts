import { readFileSync, readdirSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { FAKE_FAMILIES } from "../testing/fake-families.js";
import { MESSAGES } from "./constants.js";
import { goodModelFixtures } from "./information-model.fixtures.generated.js";
import {
  checkInformationModelFiles,
  serializeInformationModel,
  validateInformationModel,
} from "./information-model.js";

const fixtures = new URL("../../fixtures/information-models/", import.meta.url);
const read = (folder: "good" | "bad", name: string) => ({
  name,
  text: readFileSync(new URL(`${folder}/${name}`, fixtures), "utf8"),
});
const goodFiles = readdirSync(new URL("good/", fixtures)).map((name) => read("good", name));
const expected = JSON.parse(readFileSync(new URL("bad/expected.json", fixtures), "utf8")) as Record<
  string,
  { path: string; message: string }[]
>;
const badNames = readdirSync(new URL("bad/", fixtures)).filter((name) => name !== "expected.json");

describe("the content types, generated from the schema", () => {
  // information-model.fixtures.generated.ts holds the good fixtures typed as InformationModelContent, so `tsc` fails
  // when the schema accepts a model that the types refuse. These cases keep that module honest about the files.
  it("type every good fixture file, as read from disk", () => {
    expect(Object.keys(goodModelFixtures).sort()).toEqual(goodFiles.map((file) => file.name).sort());
    for (const file of goodFiles) {
      const [result] = checkInformationModelFiles([file]);
      expect(result?.ok && result.model).toEqual(goodModelFixtures[file.name]);
    }
  });

  it("describe models that the schema accepts", () => {
    for (const [name, model] of Object.entries(goodModelFixtures))
      expect(validateInformationModel(model, name)).toEqual([]);
  });
});

describe("checkInformationModelFiles", () => {
  it("passes the air conditioner, smart plug and dehumidifier fixtures and returns their content", () => {
    const results = checkInformationModelFiles(goodFiles);
    expect(results.map((result) => [result.file, result.ok])).toEqual(goodFiles.map((file) => [file.name, true]));
    const families = results.map((result) => (result.ok ? result.model.familyName : null)).sort();
    expect(families).toEqual(["AirConditioner", "Dehumidifier", "SmartPlug"]);
  });

  it("has a failing fixture for every way SPEC says a model can fail", () => {
    const kinds = {
      "syntax (YAML)": "syntax-error.yaml",
      "syntax (JSON)": "syntax-error.json",
      "a required part missing": "missing-required-parts.yaml",
      "an unknown condition operator": "unknown-condition-operator.yaml",
      "a condition key that is neither H+hex nor *": "bad-condition-key.yaml",
      "a field key that is not H+hex": "bad-field-key.yaml",
      "an unknown trait type": "unknown-trait-type.yaml",
      "an unknown trait domain": "unknown-trait-domain.json",
      "a temperature unit other than celsius or fahrenheit": "bad-temperature-unit.yaml",
      "a colour unit other than rgb": "bad-colour-unit.yaml",
      "a colour temperature outside 1000-10000 kelvin": "colour-temperature-out-of-range.yaml",
      "a percentage outside 0-100": "percent-out-of-range.yaml",
    };
    expect(Object.values(kinds).sort()).toEqual([...badNames].sort());
    expect(Object.keys(expected).sort()).toEqual([...badNames].sort());
  });

  it.each(badNames)("reports %s with the file name, the path and the message", (name) => {
    const [result] = checkInformationModelFiles([read("bad", name)]);
    expect(result?.ok).toBe(false);
    const violations = result && !result.ok ? result.violations : [];
    expect(violations).toEqual((expected[name] ?? []).map((violation) => ({ file: name, ...violation })));
  });

  it("gives SPEC's exact message for a file that is neither JSON nor YAML", () => {
    const [result] = checkInformationModelFiles([{ name: "broken.yaml", text: "a: [1, 2\nb: }" }]);
    expect(result).toEqual({
      file: "broken.yaml",
      ok: false,
      violations: [
        {
          file: "broken.yaml",
          path: "/",
          message: "Invalid JSON or YAML. Please check the format and upload the file again.",
        },
      ],
    });
    expect(MESSAGES.invalidModelSyntax).toBe(
      "Invalid JSON or YAML. Please check the format and upload the file again.",
    );
  });

  it("treats an empty file as a syntax error", () => {
    const [result] = checkInformationModelFiles([{ name: "empty.json", text: "  \n" }]);
    expect(result && !result.ok && result.violations[0]?.message).toBe(MESSAGES.invalidModelSyntax);
  });

  it("reads a file without an extension as JSON, or else as YAML", () => {
    const yamlText = read("good", "dehumidifier.yml").text;
    const jsonText = read("good", "smart-plug.json").text;
    const results = checkInformationModelFiles([
      { name: "model", text: yamlText },
      { name: "model-json", text: jsonText },
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
  });

  it("reads YAML scalars as JSON would: an unquoted date stays a string and binary tags are refused", () => {
    const yamlText = read("good", "dehumidifier.yml").text.replace(/^familyName: .*$/m, "familyName: 2025-06-01");
    const [dated] = checkInformationModelFiles([{ name: "dated.yaml", text: yamlText }]);
    expect(dated && dated.ok && dated.model.familyName).toBe("2025-06-01");
    const [tagged] = checkInformationModelFiles([{ name: "tagged.yaml", text: "familyName: !!binary aGk=\n" }]);
    expect(tagged && !tagged.ok && tagged.violations[0]?.message).toBe(MESSAGES.invalidModelSyntax);
  });

  it("reports a document that is not an object at the root path", () => {
    const [result] = checkInformationModelFiles([{ name: "list.yaml", text: "- 1\n- 2\n" }]);
    expect(result && !result.ok && result.violations).toEqual([
      { file: "list.yaml", path: "/", message: "must be object" },
    ]);
  });

  it("checks several files at once and keeps each file's result apart", () => {
    const results = checkInformationModelFiles([
      read("good", "smart-plug.json"),
      read("bad", "missing-required-parts.yaml"),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    expect(
      results[1] &&
        !results[1].ok &&
        results[1].violations.every((violation) => violation.file === "missing-required-parts.yaml"),
    ).toBe(true);
  });
});

describe("checkInformationModelFiles on hostile YAML", () => {
  const dehumidifier = read("good", "dehumidifier.yml").text;
  // The laundry switch's dependency has a free-form result ({} in the schema), so whatever sits there passes the check.
  const withResult = (result: string, anchors = "") => {
    const text = dehumidifier.replace(
      /(\n {14}- key: H03\n {16}op: lt\n {16}target: 1\n)/,
      `$1            result: ${result}\n`,
    );
    expect(text).not.toBe(dehumidifier);
    return `${anchors}${text}`;
  };
  const aliasesMessage = (name: string) => [{ file: name, path: "/", message: MESSAGES.tooManyModelAliases }];

  it("refuses a billion-laughs file at once, before anything writes its aliases out", () => {
    // Nine levels of nine aliases: under a kilobyte of YAML, 9^9 strings once written out in full.
    const levels = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (let level = 1; level <= 9; level++)
      levels.push(`l${level}: &l${level} [${Array.from({ length: 9 }, () => `*l${level - 1}`).join(", ")}]`);
    const text = withResult(`{ ${levels.join(", ")} }`);
    expect(text.length).toBeLessThan(4096);
    const started = performance.now();
    const [result] = checkInformationModelFiles([{ name: "laughs.yaml", text }]);
    expect(performance.now() - started).toBeLessThan(500);
    expect(result).toEqual({ file: "laughs.yaml", ok: false, violations: aliasesMessage("laughs.yaml") });
  });

  it("refuses an alias back to its own anchor, which would make the content a cycle", () => {
    const [result] = checkInformationModelFiles([{ name: "cycle.yaml", text: withResult("&loop [*loop]") }]);
    expect(result).toEqual({ file: "cycle.yaml", ok: false, violations: aliasesMessage("cycle.yaml") });
  });

  it("refuses a long string repeated through aliases, which multiplies the size as surely as nesting", () => {
    const text = withResult(
      `[${Array.from({ length: 8 }, () => "*long").join(", ")}]`,
      `x-long: &long ${"y".repeat(20_000)}\n`,
    );
    const [result] = checkInformationModelFiles([{ name: "long.yaml", text }]);
    expect(result && !result.ok && result.violations).toEqual(aliasesMessage("long.yaml"));
  });

  it("still reads anchors and aliases that repeat a part without multiplying the file", () => {
    const text = withResult("{ on: &on [H00, H03], again: *on, twice: [*on, *on] }");
    const [result] = checkInformationModelFiles([{ name: "aliases.yaml", text }]);
    expect(result?.ok).toBe(true);
    const laundry = result?.ok ? result.model.components.find((component) => component.id === "laundry") : undefined;
    const dependency = laundry?.models[0]?.dependency?.[0];
    expect(dependency?.result).toEqual({
      on: ["H00", "H03"],
      again: ["H00", "H03"],
      twice: [
        ["H00", "H03"],
        ["H00", "H03"],
      ],
    });
  });

  it("lets neither a << merge key nor a __proto__ key change any object's prototype", () => {
    const hostile = "{ <<: { __proto__: { polluted: yes } }, __proto__: { polluted: yes }, again: { <<: *proto } }";
    const text = withResult(hostile, "x-proto: &proto { __proto__: { polluted: yes } }\n<<: *proto\n");
    const [result] = checkInformationModelFiles([{ name: "proto.yaml", text }]);
    expect(result?.ok).toBe(true);
    const model = (result?.ok ? result.model : {}) as unknown as Record<string, unknown>;
    const laundry = result?.ok ? result.model.components.find((component) => component.id === "laundry") : undefined;
    const written = laundry?.models[0]?.dependency?.[0]?.result as Record<string, unknown>;
    for (const object of [model, written, written.again as object]) {
      expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
      expect((object as Record<string, unknown>).polluted).toBeUndefined();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The parser as such (its default schema knows <<): js-yaml 4.1.0 set the merged object's prototype here
    // (CVE-2025-64718). The checker uses the core schema, without <<, but this keeps the dependency from sliding back.
    const merged = load("<<: { __proto__: { polluted: yes } }\n") as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged.polluted).toBeUndefined();
  });
});

describe("validateInformationModel", () => {
  it("accepts every model the fake serves", () => {
    expect(FAKE_FAMILIES.map((family) => validateInformationModel(family.model))).toEqual(FAKE_FAMILIES.map(() => []));
  });

  it("accepts the bounds of the colour temperature and percent ranges and rejects one step beyond", () => {
    const model = (values: Record<string, unknown>) => ({
      ...FAKE_FAMILIES[0]?.model,
      components: [{ type: "slider", title: "Range", models: [{ key: "H01", values }] }],
    });
    expect(validateInformationModel(model({ min: 1000, max: 10000, unit: "kelvin" }))).toEqual([]);
    expect(validateInformationModel(model({ min: 0, max: 100, unit: "percent" }))).toEqual([]);
    expect(
      validateInformationModel(model({ min: 999, max: 10000, unit: "kelvin" })).map((violation) => violation.path),
    ).toEqual(["/components/0/models/0/values/min"]);
    expect(
      validateInformationModel(model({ min: 0, max: 101, unit: "percent" })).map((violation) => violation.path),
    ).toEqual(["/components/0/models/0/values/max"]);
  });
});

describe("serializeInformationModel", () => {
  it("writes a model as JSON or YAML that reads back to the same content", () => {
    const content = FAKE_FAMILIES[2]?.model;
    expect(JSON.parse(serializeInformationModel(content, "json"))).toEqual(content);
    expect(load(serializeInformationModel(content, "yaml"))).toEqual(content);
  });
});

describe("nesting and byte order marks", () => {
  const good = goodFiles.find((file) => file.name.endsWith(".json"));
  const model = JSON.parse(good?.text ?? "{}") as Record<string, unknown>;
  const nested = (levels: number): unknown => {
    let value: unknown = [];
    for (let level = 1; level < levels; level++) value = [value];
    return value;
  };

  it("refuses a JSON model nested deeper than YAML may be (100 levels), as tooDeep, and takes one of 100", () => {
    // The model object is the first level: 99 arrays under it make 100 levels, 100 make 101.
    const at = (levels: number) => ({ name: "Deep.json", text: JSON.stringify({ ...model, extra: nested(levels) }) });
    const [deep] = checkInformationModelFiles([at(100)]);
    expect(deep).toMatchObject({ ok: false, violations: [{ path: "/", message: MESSAGES.modelTooDeep }] });
    const [fits] = checkInformationModelFiles([at(99)]);
    expect(fits?.ok === false && fits.violations.some((v) => v.message === MESSAGES.modelTooDeep)).toBe(false);
  });

  it("reads a JSON file that starts with a byte order mark like the same file without one", () => {
    const plain = checkInformationModelFiles([{ name: "Good.json", text: good?.text ?? "" }]);
    const marked = checkInformationModelFiles([{ name: "Good.json", text: `\uFEFF${good?.text ?? ""}` }]);
    expect(marked).toEqual(plain);
    expect(marked[0]?.ok).toBe(true);
  });
});
