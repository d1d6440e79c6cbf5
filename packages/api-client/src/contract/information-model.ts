import { CORE_SCHEMA, dump, load } from "js-yaml";
import { MESSAGES } from "./constants.js";
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

/** One problem in one file: the file name, a JSON Pointer to the offending part ("/" is the whole file), and why. */
interface InformationModelViolation {
  file: string;
  path: string;
  message: string;
}

type InformationModelFileCheck =
  | { file: string; ok: true; model: InformationModelContent }
  | { file: string; ok: false; violations: InformationModelViolation[] };

interface InformationModelSource {
  /** The file name; its extension picks the parser (.json, or .yaml/.yml; anything else tries JSON, then YAML). */
  name: string;
  text: string;
}

const KEY_PATTERN_MESSAGES: Record<string, string> = {
  "^H[0-9A-Fa-f]+$": "must be H followed by hexadecimal digits, e.g. H00",
  "^(H[0-9A-Fa-f]+|\\*)$": "must be H followed by hexadecimal digits, e.g. H00, or *",
};

function describe(error: InformationModelSchemaError): { path: string; message: string } | null {
  const params = error.params;
  switch (error.keyword) {
    case "if":
      return null;
    case "required":
      return { path: `${error.instancePath}/${String(params.missingProperty)}`, message: "is required" };
    case "enum":
      return {
        path: error.instancePath,
        message: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(", ")}`,
      };
    case "const":
      return { path: error.instancePath, message: `must be ${String(params.allowedValue)}` };
    case "pattern":
      return {
        path: error.instancePath,
        message: KEY_PATTERN_MESSAGES[String(params.pattern)] ?? error.message ?? "has the wrong format",
      };
    default:
      return { path: error.instancePath, message: error.message ?? `fails ${error.keyword}` };
  }
}

/** Checks already-parsed content against the information-model schema; an empty list means it is valid. */
function validateInformationModel(content: unknown, file = ""): InformationModelViolation[] {
  if (validate(content)) return [];
  const seen = new Set<string>();
  const violations: InformationModelViolation[] = [];
  for (const error of validate.errors ?? []) {
    const described = describe(error);
    if (!described) continue;
    const path = described.path === "" ? "/" : described.path;
    const id = `${path}\u0000${described.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    violations.push({ file, path, message: described.message });
  }
  return violations;
}

const SYNTAX_ERROR = Symbol("syntax error");
const TOO_MANY_ALIASES = Symbol("too many aliases");

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

function parseModelText(name: string, text: string): unknown {
  if (text.trim() === "") return SYNTAX_ERROR;
  const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  try {
    if (extension === "json") return JSON.parse(text);
    if (extension === "yaml" || extension === "yml") return parseYaml(text);
  } catch {
    return SYNTAX_ERROR;
  }
  try {
    return JSON.parse(text);
  } catch {
    try {
      return parseYaml(text);
    } catch {
      return SYNTAX_ERROR;
    }
  }
}

/**
 * Parses each file as JSON or YAML and checks it against the information-model schema. A file that does not parse
 * gets the documented message, 'Invalid JSON or YAML. Please check the format and upload the file again.'; a YAML file
 * whose aliases would multiply its size gets 'The file uses too many YAML aliases.' before anything walks its content.
 */
function checkInformationModelFiles(files: readonly InformationModelSource[]): InformationModelFileCheck[] {
  return files.map(({ name, text }) => {
    const content = parseModelText(name, text);
    if (content === SYNTAX_ERROR) {
      return { file: name, ok: false, violations: [{ file: name, path: "/", message: MESSAGES.invalidModelSyntax }] };
    }
    if (content === TOO_MANY_ALIASES) {
      return { file: name, ok: false, violations: [{ file: name, path: "/", message: MESSAGES.tooManyModelAliases }] };
    }
    const violations = validateInformationModel(content, name);
    if (violations.length > 0) return { file: name, ok: false, violations };
    return { file: name, ok: true, model: content as InformationModelContent };
  });
}

/** Writes a model as JSON or YAML, for download. */
function serializeInformationModel(content: unknown, format: "json" | "yaml"): string {
  return format === "json" ? `${JSON.stringify(content, null, 2)}\n` : dump(content);
}

export { checkInformationModelFiles, serializeInformationModel, validateInformationModel };
export type {
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
