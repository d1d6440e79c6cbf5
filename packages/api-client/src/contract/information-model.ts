import { CORE_SCHEMA, dump, load } from "js-yaml";
import { modelProblemMessage, type ModelProblemCode } from "./model-problems.js";
import { validate } from "./information-model.validate.generated.js";
import type { InformationModelSchemaError } from "./information-model.validate.generated.js";
import type {
  ComponentModel,
  FieldKey,
  InformationModelContent,
  Layout,
  ModelComponent,
  ModelCondition,
  ModelRule,
  Trait,
  ValueItem,
  ValueRange,
} from "./information-model.types.generated.js";

// The content types come from information-model.schema.json (scripts/compile-schema.mjs generates them before every
// build, test and typecheck), so the schema and the types cannot say different things.
type TraitType = Trait["type"];
type TraitDomain = Trait["domains"][number];
/** The unit of a value range. */
type Unit = NonNullable<ValueRange["unit"]>;

/** One problem of a model: a JSON Pointer to the offending part ("/" is the whole file), its code and varying part. */
interface ModelProblemDetail {
  path: string;
  code: ModelProblemCode;
  value: string;
}

/** One problem in one file: the file name, a JSON Pointer to the offending part ("/" is the whole file), and why. */
interface InformationModelViolation {
  file: string;
  path: string;
  message: string;
}

type InformationModelFileCheck =
  | { file: string; ok: true; model: InformationModelContent }
  | { file: string; ok: false; violations: InformationModelViolation[] };

/** A file's check with its problems as codes, for a page that words them itself. */
type InformationModelProblemCheck =
  | { file: string; ok: true; model: InformationModelContent }
  | { file: string; ok: false; problems: ModelProblemDetail[] };

interface InformationModelSource {
  /** The file name; its extension picks the parser (.json, or .yaml/.yml; anything else tries JSON, then YAML). */
  name: string;
  text: string;
}

const KEY_PATTERN_CODES: Record<string, ModelProblemCode> = {
  "^H[0-9A-Fa-f]+$": "hexKey",
  "^(H[0-9A-Fa-f]+|\\*)$": "hexKeyOrAny",
};

/** The validator keywords with a limit, and the code each one's failure gets. */
const LIMIT_CODES: Record<string, ModelProblemCode> = {
  minimum: "atLeast",
  maximum: "atMost",
  exclusiveMinimum: "above",
  minItems: "fewerItems",
  minLength: "fewerCharacters",
  maxLength: "moreCharacters",
};

function describe(error: InformationModelSchemaError): ModelProblemDetail | null {
  const params = error.params;
  const at = (code: ModelProblemCode, value = "") => ({ path: error.instancePath, code, value });
  switch (error.keyword) {
    case "if":
      return null;
    case "required":
      return { path: `${error.instancePath}/${String(params.missingProperty)}`, code: "required", value: "" };
    case "enum":
      return at("oneOf", (params.allowedValues as unknown[]).map(String).join(", "));
    case "const":
      return at("be", String(params.allowedValue));
    case "type":
      return at("type", String(params.type));
    case "pattern":
      return at(KEY_PATTERN_CODES[String(params.pattern)] ?? "other", error.message ?? "has the wrong format");
    default: {
      const limitCode = LIMIT_CODES[error.keyword];
      if (limitCode && params.limit !== undefined) return at(limitCode, String(params.limit));
      return at("other", error.message ?? `fails ${error.keyword}`);
    }
  }
}

/** Checks already-parsed content against the information-model schema, as coded problems; none means it is valid. */
function modelProblems(content: unknown): ModelProblemDetail[] {
  if (validate(content)) return [];
  const seen = new Set<string>();
  const problems: ModelProblemDetail[] = [];
  for (const error of validate.errors ?? []) {
    const described = describe(error);
    if (!described) continue;
    const problem = { ...described, path: described.path === "" ? "/" : described.path };
    const id = `${problem.path}\u0000${problem.code}\u0000${problem.value}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}

/** Checks already-parsed content against the information-model schema; an empty list means it is valid. */
function validateInformationModel(content: unknown, file = ""): InformationModelViolation[] {
  return modelProblems(content).map((problem) => ({ file, path: problem.path, message: modelProblemMessage(problem) }));
}

const SYNTAX_ERROR = Symbol("syntax error");
const TOO_MANY_ALIASES = Symbol("too many aliases");
const TOO_DEEP = Symbol("too deep");

/**
 * How deep a model may nest arrays and objects: as deep as js-yaml reads YAML (its default maxDepth), so a JSON file
 * gets the same bound. JSON.parse reads any depth, but JSON.stringify recurses, so a few thousand levels in a
 * free-form part (a field's options) would overflow the stack of whoever writes the model out.
 */
const MODEL_MAX_DEPTH = 100;

/** Whether a parsed value nests more than `limit` arrays and objects deep, walked without recursion. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, depth] = next;
    if (typeof node !== "object" || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

function parseJson(text: string): unknown {
  const content: unknown = JSON.parse(text);
  return nestsDeeperThan(content, MODEL_MAX_DEPTH) ? TOO_DEEP : content;
}

/**
 * Whether content, read the way JSON.stringify and the schema check read it (every alias written out in full), weighs
 * more than budget: one per node, and a string or key its length. js-yaml hands an alias back as the anchored object
 * itself, so a few hundred bytes of nested aliases ("billion laughs") parse at once and only blow up in whoever walks
 * the tree next; an alias back to its own anchor even makes a cycle. The walk stops as soon as it is over budget, so it
 * costs at most the budget, and it keeps its own stack so deep nesting cannot overflow the call stack.
 */
function expandsPast(content: unknown, budget: number): boolean {
  let weight = 0;
  const stack: unknown[] = [content];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      weight += 1;
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === "object") {
      weight += 1;
      for (const [key, item] of Object.entries(value)) {
        weight += Math.max(1, key.length);
        stack.push(item);
      }
    } else {
      weight += typeof value === "string" ? Math.max(1, value.length) : 1;
    }
    if (weight > budget) return true;
  }
  return false;
}

// YAML 1.2's core schema: the same scalars as JSON (plus YAML's spellings of them). js-yaml's default schema would also
// turn unquoted dates into Date objects and accept !!binary and friends, none of which a model may contain; nor does
// the core schema know the << merge key, through which js-yaml up to 4.1.0 let a document set its objects' prototype.
function parseYaml(text: string): unknown {
  const content = load(text, { schema: CORE_SCHEMA });
  // Without an anchor (&name) there can be no alias, so most files skip the walk. Written out in full, a file weighs
  // about its own length (under twice it: "a:" weighs 3 for its 2 characters); only aliases take it past that.
  if (text.includes("&") && expandsPast(content, 2 * text.length + 1024)) return TOO_MANY_ALIASES;
  return content;
}

function parseModelText(name: string, source: string): unknown {
  // A byte order mark is not part of the text: an editor may write one, and JSON.parse refuses it.
  const text = source.replace(/^\uFEFF/, "");
  if (text.trim() === "") return SYNTAX_ERROR;
  const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  try {
    if (extension === "json") return parseJson(text);
    if (extension === "yaml" || extension === "yml") return parseYaml(text);
  } catch {
    return SYNTAX_ERROR;
  }
  try {
    return parseJson(text);
  } catch {
    try {
      return parseYaml(text);
    } catch {
      return SYNTAX_ERROR;
    }
  }
}

/**
 * Parses each file as JSON or YAML and checks it against the information-model schema, with each problem as a code
 * and its varying part. A file that does not parse gets `syntax`; a YAML file whose aliases would multiply its size
 * gets `tooManyAliases` before anything walks its content.
 */
function checkInformationModelProblems(files: readonly InformationModelSource[]): InformationModelProblemCheck[] {
  return files.map(({ name, text }) => {
    const content = parseModelText(name, text);
    if (content === SYNTAX_ERROR)
      return { file: name, ok: false, problems: [{ path: "/", code: "syntax", value: "" }] };
    if (content === TOO_MANY_ALIASES) {
      return { file: name, ok: false, problems: [{ path: "/", code: "tooManyAliases", value: "" }] };
    }
    if (content === TOO_DEEP) return { file: name, ok: false, problems: [{ path: "/", code: "tooDeep", value: "" }] };
    const problems = modelProblems(content);
    if (problems.length > 0) return { file: name, ok: false, problems };
    return { file: name, ok: true, model: content as InformationModelContent };
  });
}

/**
 * Parses each file as JSON or YAML and checks it against the information-model schema, each problem in English. A
 * file that does not parse gets the documented message, 'Invalid JSON or YAML. Please check the format and upload the
 * file again.'; a YAML file whose aliases would multiply its size gets 'The file uses too many YAML aliases.'.
 */
function checkInformationModelFiles(files: readonly InformationModelSource[]): InformationModelFileCheck[] {
  return checkInformationModelProblems(files).map((check) =>
    check.ok
      ? check
      : {
          file: check.file,
          ok: false,
          violations: check.problems.map((problem) => ({
            file: check.file,
            path: problem.path,
            message: modelProblemMessage(problem),
          })),
        },
  );
}

/** Writes a model as JSON or YAML, for download. */
function serializeInformationModel(content: unknown, format: "json" | "yaml"): string {
  return format === "json" ? `${JSON.stringify(content, null, 2)}\n` : dump(content);
}

export {
  checkInformationModelFiles,
  checkInformationModelProblems,
  serializeInformationModel,
  validateInformationModel,
};
export type {
  InformationModelProblemCheck,
  ModelProblemDetail,
  ComponentModel,
  FieldKey,
  InformationModelContent,
  InformationModelFileCheck,
  InformationModelSource,
  InformationModelViolation,
  Layout,
  ModelComponent,
  ModelCondition,
  ModelRule,
  Trait,
  TraitDomain,
  TraitType,
  Unit,
  ValueItem,
  ValueRange,
};
