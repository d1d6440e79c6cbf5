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

// YAML 1.2's core schema: the same scalars as JSON (plus YAML's spellings of them). js-yaml's default schema would also
// turn unquoted dates into Date objects and accept !!binary and friends, none of which a model may contain.
const parseYaml = (text: string): unknown => load(text, { schema: CORE_SCHEMA });

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
 * Parses each file as JSON or YAML and checks it against the information-model schema (SPEC §5). A file that does not
 * parse gets SPEC's message, 'Invalid JSON or YAML. Please check the format and upload the file again.'.
 */
function checkInformationModelFiles(files: readonly InformationModelSource[]): InformationModelFileCheck[] {
  return files.map(({ name, text }) => {
    const content = parseModelText(name, text);
    if (content === SYNTAX_ERROR) {
      return { file: name, ok: false, violations: [{ file: name, path: "/", message: MESSAGES.invalidModelSyntax }] };
    }
    const violations = validateInformationModel(content, name);
    if (violations.length > 0) return { file: name, ok: false, violations };
    return { file: name, ok: true, model: content as InformationModelContent };
  });
}

/** Writes a model as JSON or YAML, for download (SPEC §9). */
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
