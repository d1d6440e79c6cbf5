import { readFileSync } from "node:fs";
import fc from "fast-check";
import { dump } from "js-yaml";
import { describe, expect, it } from "vitest";
import {
  checkInformationModelFiles,
  checkInformationModelProblems,
  serializeInformationModel,
} from "./information-model.js";
import { MODEL_PROBLEM_CODES, modelProblemMessage } from "./model-problems.js";
import type { InformationModelProblemCheck } from "./information-model.js";

// Property-based fuzzing of the model checker: whatever text a file holds, it answers (valid, or with problems) and
// never throws, since the console's upload page and the server's PUT /info-model both hand it untrusted files.

/** The part of JSON Schema that information-model.schema.json uses, as far as generating values goes. */
interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: SchemaNode;
  items?: SchemaNode;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  if?: SchemaNode;
  then?: SchemaNode;
  else?: SchemaNode;
}

const schema = JSON.parse(readFileSync(new URL("./information-model.schema.json", import.meta.url), "utf8")) as {
  $defs: Record<string, SchemaNode>;
} & SchemaNode;
const fixtures = new URL("../../fixtures/information-models/good/", import.meta.url);
const smartPlugJson = readFileSync(new URL("smart-plug.json", fixtures), "utf8");
const dehumidifierYaml = readFileSync(new URL("dehumidifier.yml", fixtures), "utf8");

const CODES: readonly string[] = MODEL_PROBLEM_CODES;
/** The codes that stand for the whole file: nothing in it was checked against the schema. */
const WHOLE_FILE_CODES = ["syntax", "tooManyAliases"];

/**
 * Whether two parsed values are the same JSON, walking with a stack of its own: vitest's toEqual recurses, and the
 * models of the deep-nesting cases are deeper than the call stack.
 */
function sameJson(left: unknown, right: unknown): boolean {
  const pairs: [unknown, unknown][] = [[left, right]];
  while (pairs.length > 0) {
    const [a, b] = pairs.pop() as [unknown, unknown];
    if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) {
      if (!Object.is(a, b)) return false;
      continue;
    }
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
      pairs.push([(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]]);
    }
  }
  return true;
}

/** What is wrong with the shape of an answer, or null: checked without `expect` per part, which costs more than it. */
function shapeProblem(check: InformationModelProblemCheck | undefined, name: string): string | null {
  if (!check || check.file !== name) return "no answer for the file";
  if (check.ok === true) {
    const model: unknown = check.model;
    return typeof model === "object" && model !== null && !Array.isArray(model)
      ? null
      : "a valid model that is no object";
  }
  if (check.ok !== false || !Array.isArray(check.problems) || check.problems.length === 0)
    return "refused without a problem";
  for (const problem of check.problems) {
    if (typeof problem.path !== "string" || !problem.path.startsWith("/"))
      return `a path that is no pointer: ${problem.path}`;
    if (!CODES.includes(problem.code)) return `an unknown code: ${problem.code}`;
    if (typeof problem.value !== "string") return "a value that is no string";
    if (modelProblemMessage(problem).trim() === "") return `no message for ${problem.code}`;
  }
  const wholeFile = check.problems.find((problem) => WHOLE_FILE_CODES.includes(problem.code));
  if (wholeFile && (check.problems.length > 1 || wholeFile.path !== "/" || wholeFile.value !== ""))
    return "a problem of the whole file beside others";
  return null;
}

/**
 * Checks one file with both public checkers and asserts the documented shape of the answer: valid with the parsed
 * model, or refused with at least one problem, each with a JSON Pointer, a known code and its English. The second
 * checker parses the text again, so the two agreeing also shows that checking the same text twice gives one answer.
 */
function answer(name: string, text: string): InformationModelProblemCheck {
  const checks = checkInformationModelProblems([{ name, text }]);
  const check = checks[0] as InformationModelProblemCheck;
  expect(checks.length === 1 ? shapeProblem(check, name) : "not one answer for one file").toBeNull();
  const inEnglish = checkInformationModelFiles([{ name, text }]);
  const agrees =
    inEnglish.length === 1 &&
    inEnglish[0]?.file === name &&
    (check.ok
      ? inEnglish[0].ok && sameJson(inEnglish[0].model, check.model)
      : !inEnglish[0].ok &&
        sameJson(
          inEnglish[0].violations,
          check.problems.map((problem) => ({ file: name, path: problem.path, message: modelProblemMessage(problem) })),
        ));
  expect(agrees, "checkInformationModelFiles answers as checkInformationModelProblems did").toBe(true);
  return check;
}

/** What two checks of the same content must share whatever its format: the verdict, and the problems or the model. */
function verdict(check: InformationModelProblemCheck) {
  // Through JSON, so that YAML's -0 and JSON's 0 (JSON.stringify writes -0 as 0) count as the same number.
  return check.ok ? { ok: true, model: JSON.stringify(check.model) } : { ok: false, problems: check.problems };
}

/** Sets a key as the object's own, even `__proto__`, as JSON.parse would. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/** Words a parser or a schema may read as something else: YAML's null, booleans, numbers, dates, anchors, merges. */
const trickyWords = [
  ...["AirConditioner", "H00", "H1a", "*", "kelvin", "percent", "", " ", "__proto__", "constructor", "<<", "&a", "*a"],
  ...["~", "null", "true", "yes", "on", "1e3", "0x10", "0o7", ".nan", "-.inf", "2025-06-01", "12:30:00"],
  ...["- a", "a: b", "# note", "'quoted'", '"double"', "line\nbreak", "tab\there", "nul\u0000byte"],
  ...["\u0085\u2028\u2029", "\uFEFFbom"],
];

/** Any small JSON value: what a careless or hostile file puts where the schema wants something else. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...trickyWords),
  fc.constantFrom(-0, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
);

const anyKey = fc.oneof(fc.constantFrom(...trickyWords), fc.string({ maxLength: 8 }));

function stringArbitrary(node: SchemaNode): fc.Arbitrary<string> {
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  const minLength = node.minLength ?? 0;
  const maxLength = node.maxLength ?? 24;
  const fits = trickyWords.filter((word) => word.length >= minLength && word.length <= maxLength);
  return fc.oneof(fc.string({ unit: "grapheme", minLength, maxLength }), fc.constantFrom(...fits));
}

function numberArbitrary(node: SchemaNode): fc.Arbitrary<number> {
  const min = node.exclusiveMinimum ?? node.minimum;
  const bounds = {
    noNaN: true,
    noDefaultInfinity: true,
    ...(min === undefined ? {} : { min, minExcluded: node.exclusiveMinimum !== undefined }),
    ...(node.maximum === undefined ? {} : { max: node.maximum }),
  };
  // Small whole numbers most of the time: they land inside the percent and kelvin ranges often enough for a fair share
  // of the models to be valid, which the re-serialising property needs.
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(min ?? -10), max: Math.floor(node.maximum ?? 120) }) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 10_000 }) },
    { weight: 1, arbitrary: fc.double(bounds) },
  );
}

/**
 * Values for a schema node, built from information-model.schema.json itself so that a new part of the schema is
 * fuzzed too. `loose` models break the schema now and then: a value of another type, required keys missing, keys the
 * schema does not know (prototype names among them). Strict ones follow it, apart from the cross-field ranges.
 */
function schemaArbitrary(
  node: SchemaNode,
  loose: boolean,
  refs: Map<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<unknown> {
  const built = exactArbitrary(node, loose, refs);
  return loose ? fc.oneof({ weight: 12, arbitrary: built }, { weight: 1, arbitrary: wrongValue }) : built;
}

function exactArbitrary(
  node: SchemaNode,
  loose: boolean,
  refs: Map<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<unknown> {
  if (node.$ref) {
    const name = node.$ref.replace("#/$defs/", "");
    const known = refs.get(name);
    if (known) return known;
    const definition = schema.$defs[name];
    if (!definition) throw new Error(`The schema has no definition ${name}`);
    const arbitrary = exactArbitrary(definition, loose, refs);
    refs.set(name, arbitrary);
    return arbitrary;
  }
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.then && node.else)
    return fc.oneof(schemaArbitrary(node.then, loose, refs), schemaArbitrary(node.else, loose, refs));
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length === 0) return wrongValue;
  return fc.oneof(...types.map((type) => typedArbitrary(type, node, loose, refs)));
}

function typedArbitrary(
  type: string,
  node: SchemaNode,
  loose: boolean,
  refs: Map<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringArbitrary(node);
    case "number":
      return numberArbitrary(node);
    case "integer":
      return fc.integer();
    case "boolean":
      return fc.boolean();
    case "array": {
      const items = node.items ? schemaArbitrary(node.items, loose, refs) : wrongValue;
      const minLength = loose ? 0 : (node.minItems ?? 0);
      return fc.array(items, { minLength, maxLength: Math.max(minLength, 2) });
    }
    case "object":
      return objectArbitrary(node, loose, refs);
    default:
      return wrongValue;
  }
}

function objectArbitrary(node: SchemaNode, loose: boolean, refs: Map<string, fc.Arbitrary<unknown>>) {
  const properties = node.properties ?? {};
  const names = Object.keys(properties);
  const model = Object.fromEntries(
    names.map((name) => [name, schemaArbitrary(properties[name] as SchemaNode, loose, refs)]),
  );
  const required = (node.required ?? []).filter((name) => names.includes(name));
  const known = fc.record(model, { requiredKeys: required, noNullPrototype: true });
  const additional = node.additionalProperties
    ? fc.dictionary(anyKey, schemaArbitrary(node.additionalProperties, loose, refs), {
        maxKeys: 3,
        noNullPrototype: true,
      })
    : names.length === 0
      ? fc.dictionary(anyKey, wrongValue, { maxKeys: 3, noNullPrototype: true })
      : fc.constant({});
  if (!loose) return fc.tuple(known, additional).map(([fields, extra]) => ({ ...extra, ...fields }));
  const unknownKeys = fc.array(fc.tuple(anyKey, wrongValue), { maxLength: 2 });
  return fc.tuple(known, additional, fc.subarray(required), unknownKeys).map(([fields, extra, dropped, strangers]) => {
    const object: Record<string, unknown> = { ...extra, ...fields };
    for (const name of dropped) delete object[name];
    for (const [key, value] of strangers) withKey(object, key, value);
    return object;
  });
}

const strictModel = schemaArbitrary(schema, false, new Map());
const looseModel = schemaArbitrary(schema, true, new Map());

/** The pieces of YAML and JSON that parsers treat specially. */
const syntaxTokens = [
  ...["[", "]", "{", "}", ":", ": ", ",", "- ", "? ", "'", '"', "#", "|", ">", "\n", "\n  ", "  ", "\t", "\r\n"],
  ...["&a ", "*a", "&b ", "*b", "<<: ", "!!binary ", "!!str ", "!!map ", "!!js/function ", "!<tag:x> "],
  ...["---\n", "...\n", "%YAML 1.2\n", "%TAG ! x\n", "familyName", "components", "H00", "~", "null", "1e400", "-0"],
  ...["\\u0000", "\u0000", "\uFEFF", "\uD800", "\uDFFF", "\u2028"],
];

/** Text that looks like YAML or JSON to a parser: its structure tokens, anchors, tags and directives in any order. */
const tokenSoup = fc
  .array(fc.oneof(fc.constantFrom(...syntaxTokens), fc.string({ maxLength: 4 })), { maxLength: 40 })
  .map((tokens) => tokens.join(""));

/** Strings of any code points, lone surrogate halves included, which a JS string may hold and JSON may escape. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({
    unit: fc.oneof(
      fc.constantFrom("\uD800", "\uDBFF", "\uDC00", "\uFFFE", "\u0000"),
      fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 1 }),
    ),
    maxLength: 40,
  }),
  tokenSoup,
);

/** File names: the extension picks the parser, anything else tries JSON and then YAML. */
const fileName = fc.constantFrom(
  ...["model.json", "model.yaml", "model.yml", "model", "MODEL.JSON", "model.txt", ".yaml", ""],
);

// 4,000 + 3,000 + 3,000 = 10,000 generated inputs, each checked several times.
const MODEL_RUNS = 4_000;
const JSON_VALUE_RUNS = 3_000;
const TEXT_RUNS = 3_000;

describe("the model checker, fuzzed", () => {
  it("answers every schema-shaped model, the same in JSON and YAML, and a valid one stays valid re-serialised", () => {
    let valid = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.oneof(strictModel, looseModel), fc.boolean(), (model, pretty) => {
        const json = answer("model.json", JSON.stringify(model, null, pretty ? 2 : undefined));
        const yaml = answer("model.yaml", dump(model));
        expect(verdict(yaml)).toEqual(verdict(json));
        if (!json.ok) {
          refused += 1;
          return;
        }
        valid += 1;
        const again = answer("again.yaml", serializeInformationModel(json.model, "yaml"));
        expect(again.ok).toBe(true);
        expect(verdict(again)).toEqual(verdict(json));
        expect(answer("again.json", serializeInformationModel(json.model, "json"))).toEqual({
          ...json,
          file: "again.json",
        });
      }),
      { numRuns: MODEL_RUNS },
    );
    // Both verdicts in fair numbers (about one model in six is valid), or the generator has drifted from the schema
    // and fuzzes one of them only.
    expect(valid).toBeGreaterThan(MODEL_RUNS / 50);
    expect(refused).toBeGreaterThan(MODEL_RUNS / 50);
  }, 60_000);

  it("answers any JSON value, written as JSON or as YAML, with the same verdict in both", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fileName, (value, name) => {
        const json = answer("value.json", JSON.stringify(value));
        expect(verdict(answer("value.yaml", dump(value)))).toEqual(verdict(json));
        answer(name, JSON.stringify(value));
      }),
      { numRuns: JSON_VALUE_RUNS },
    );
  }, 60_000);

  it("answers any text under any name", () => {
    fc.assert(
      fc.property(anyText, fileName, fc.boolean(), (text, name, bom) => {
        answer(name, bom ? `\uFEFF${text}` : text);
      }),
      { numRuns: TEXT_RUNS },
    );
  }, 60_000);
});

/** The smart plug fixture with `value` in its components' free-form `options`, which the schema does not look into. */
function smartPlugWith(optionsJson: string): string {
  const text = smartPlugJson.replace('"key": "H00",', `"key": "H00", "options": ${optionsJson},`);
  expect(text).not.toBe(smartPlugJson);
  return text;
}

/** The dehumidifier fixture with YAML of its own before it: anchors and aliases the model itself does not use. */
const dehumidifierAfter = (prefix: string) => `${prefix}\n${dehumidifierYaml}`;

const codesOf = (check: InformationModelProblemCheck) =>
  check.ok ? [] : check.problems.map((problem) => problem.code);

describe("the model checker on hostile files", () => {
  it("refuses YAML aliases that multiply the file, at every depth of nested anchors, and reads the small ones", () => {
    for (let depth = 1; depth <= 40; depth++) {
      // Each level repeats the one before twice: 2^depth strings once written out in full.
      const levels = ["l0: &l0 lol"];
      for (let level = 1; level <= depth; level++)
        levels.push(`l${level}: &l${level} [*l${level - 1}, *l${level - 1}]`);
      const check = answer("doubling.yaml", dehumidifierAfter(levels.join("\n")));
      // The checker allows about twice the file's length plus 1,024 before it calls the aliases too many.
      if (depth <= 5) expect(codesOf(check)).not.toContain("tooManyAliases");
      if (depth >= 20) expect(codesOf(check)).toEqual(["tooManyAliases"]);
    }
  }, 20_000);

  it("refuses a billion laughs, at the top of the file and inside a model, without writing it out", () => {
    const levels = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (const [index, name] of [..."bcdefghij"].entries()) {
      const previous = "abcdefghij"[index];
      levels.push(`${name}: &${name} [${Array.from({ length: 10 }, () => `*${previous}`).join(", ")}]`);
    }
    expect(codesOf(answer("laughs.yaml", levels.join("\n")))).toEqual(["tooManyAliases"]);
    expect(codesOf(answer("laughs", levels.join("\n")))).toEqual(["tooManyAliases"]);
    expect(codesOf(answer("laughs.yaml", dehumidifierAfter(levels.join("\n"))))).toEqual(["tooManyAliases"]);
    const flow = `{ ${levels.join(", ")} }`;
    expect(codesOf(answer("laughs.yml", flow))).toEqual(["tooManyAliases"]);
  }, 20_000);

  it("refuses aliases that make a cycle, alone or among others", () => {
    for (const text of ["&a [*a]", "a: &a { b: *a }", "x: &x [1, [2, [3, *x]]]", "&a [&b [*a, *b]]"])
      expect(codesOf(answer("cycle.yaml", text))).toEqual(["tooManyAliases"]);
  });

  it("answers 10,000 levels of nesting, in JSON and in YAML, as a whole file and inside a model", () => {
    const depth = 10_000;
    const arrays = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const objects = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const yamlObjects = `${"{a: ".repeat(depth)}1${"}".repeat(depth)}`;
    const yamlBlocks = `${Array.from({ length: 200 }, (_, level) => `${" ".repeat(level)}- `).join("\n")}x`;
    for (const name of ["deep.json", "deep.yaml", "deep"]) {
      expect(codesOf(answer(name, arrays))).not.toEqual([]);
      expect(codesOf(answer(name, objects))).not.toEqual([]);
      expect(codesOf(answer(name, yamlObjects))).not.toEqual([]);
      answer(name, yamlBlocks);
      // Deep JSON in a part the schema leaves free: refused as too deep, as js-yaml refuses deep YAML.
      const model = answer(name, smartPlugWith(`{"deep": ${arrays}}`));
      if (name !== "deep.yaml") expect(codesOf(model)).toEqual(["tooDeep"]);
      answer(name, smartPlugWith(`{"deep": ${objects}}`));
    }
    // js-yaml refuses more than 100 levels; just under that, and with an anchor, the alias walk goes through it all.
    const underLimit = `${"[".repeat(95)}${"]".repeat(95)}`;
    expect(codesOf(answer("deep.yaml", `x: &anchor 1\ny: *anchor\nz: ${underLimit}\n`))).toContain("required");
    expect(answer("deep.yaml", dehumidifierAfter(`x-deep: &deep ${underLimit}\nx-again: *deep`)).ok).toBe(true);
  }, 20_000);

  it("answers files of a few megabytes: a valid model, one with a huge string, and text that is neither format", () => {
    const components = Array.from({ length: 12_000 }, (_, index) => ({
      type: "switch",
      title: `Switch ${index}`,
      models: [{ key: `H${index.toString(16)}`, values: [{ value: 0, text: "Off" }] }],
    }));
    const big = { ...JSON.parse(smartPlugJson), components } as Record<string, unknown>;
    const bigJson = JSON.stringify(big);
    expect(bigJson.length).toBeGreaterThan(1_000_000);
    expect(answer("big.json", bigJson).ok).toBe(true);
    expect(answer("big.yaml", dump(big)).ok).toBe(true);
    const hugeName = JSON.stringify({ ...big, familyName: "F".repeat(3_000_000) });
    expect(codesOf(answer("huge.json", hugeName))).toContain("moreCharacters");
    expect(codesOf(answer("huge.yaml", dump(JSON.parse(hugeName))))).toContain("moreCharacters");
    const garbage = "}{ ][ :: ".repeat(400_000);
    for (const name of ["garbage.json", "garbage.yaml", "garbage"])
      expect(codesOf(answer(name, garbage))).toEqual(["syntax"]);
    // One scalar of 3 MB: YAML reads it as a string, which is no model.
    expect(codesOf(answer("scalar.yaml", "a".repeat(3_000_000)))).toEqual(["type"]);
  }, 30_000);

  it("answers files with a byte order mark: YAML reads past it, JSON refuses it as syntax or reads past it too", () => {
    const withBom = (text: string) => `\uFEFF${text}`;
    expect(answer("bom.yaml", withBom(dehumidifierYaml)).ok).toBe(true);
    expect(answer("bom", withBom(smartPlugJson)).ok).toBe(true);
    // JSON.parse takes no BOM. The browser's File.text() drops a leading one, so an upload never carries it; a caller
    // that passes one straight in gets a syntax problem, never another answer.
    expect(verdict(answer("bom.json", withBom(smartPlugJson)))).toSatisfy(
      (found: ReturnType<typeof verdict>) =>
        found.ok || JSON.stringify(found.problems) === JSON.stringify([{ path: "/", code: "syntax", value: "" }]),
    );
    // A BOM anywhere but at the start is a character like any other.
    answer("bom.yaml", `${dehumidifierYaml}\uFEFF`);
    answer("bom.json", smartPlugJson.replace('"SmartPlug"', '"Smart\uFEFFPlug"'));
  });

  it("answers NUL characters: escaped in JSON they are text, raw they are a syntax problem", () => {
    const escaped = smartPlugJson.replace('"SmartPlug"', '"Smart\\u0000Plug"');
    const check = answer("nul.json", escaped);
    expect(check.ok && check.model.familyName).toBe("Smart\u0000Plug");
    expect(codesOf(answer("nul.json", smartPlugJson.replace('"SmartPlug"', '"Smart\u0000Plug"')))).toEqual(["syntax"]);
    expect(codesOf(answer("nul.yaml", dehumidifierYaml.replace("Dehumidifier", "Dehu\u0000midifier")))).toEqual([
      "syntax",
    ]);
    expect(codesOf(answer("nul.yaml", "\u0000"))).toEqual(["syntax"]);
    answer("nul", "\u0000".repeat(10_000));
    answer("nul.yaml", `familyName: "a\\0b"\n`);
  });

  it("answers text decoded from bytes that are not UTF-8, and strings with lone surrogate halves", () => {
    // The checker takes text: a file's bytes reach it through a decoder, which turns broken sequences into U+FFFD.
    const broken = new Uint8Array([
      0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x90, 0x28, 0xbc, 0xed, 0xa0, 0x80,
    ]);
    const decoded = new TextDecoder().decode(broken);
    expect(decoded).toContain("\uFFFD");
    for (const name of ["bytes.json", "bytes.yaml", "bytes"]) {
      expect(answer(name, decoded).ok).toBe(false);
      expect(answer(name, smartPlugJson.replace('"SmartPlug"', JSON.stringify(`Smart${decoded}`))).ok).toBe(true);
      const yaml = answer(name, dehumidifierYaml.replace("Dehumidifier", `"Dehu${decoded}"`));
      expect(codesOf(yaml)).toEqual(name === "bytes.json" ? ["syntax"] : []);
    }
    // A lone surrogate half is a character to JSON.parse. js-yaml takes one inside quotes and refuses one in a plain
    // scalar as non-printable: either way, an answer.
    const lone = smartPlugJson.replace('"SmartPlug"', '"Smart\uD800Plug"');
    expect(answer("lone.json", lone).ok).toBe(true);
    expect(answer("lone.yaml", lone).ok).toBe(true);
    expect(codesOf(answer("lone.yaml", dehumidifierYaml.replace("Dehumidifier", "Dehu\uDC00midifier")))).toEqual([
      "syntax",
    ]);
  });
});
