import { MESSAGES } from "./constants.js";

/**
 * Why a part of a model is refused, as a code the page words in its language, with the part that varies (`value`:
 * a limit, the allowed values or a type). `other` is a rule the checker has no code for; its value
 * is the validator's own English.
 */
const MODEL_PROBLEM_CODES = [
  "syntax",
  "tooManyAliases",
  "tooDeep",
  "required",
  "oneOf",
  "be",
  "type",
  "hexKey",
  "hexKeyOrAny",
  "atLeast",
  "atMost",
  "above",
  "fewerItems",
  "fewerCharacters",
  "moreCharacters",
  "other",
] as const;

type ModelProblemCode = (typeof MODEL_PROBLEM_CODES)[number];

/** The English of each code, `{{value}}` standing for the varying part: what the API answers, and the page's `en`. */
const MODEL_PROBLEM_ENGLISH: Record<ModelProblemCode, string> = {
  syntax: MESSAGES.invalidModelSyntax,
  tooManyAliases: MESSAGES.tooManyModelAliases,
  tooDeep: MESSAGES.modelTooDeep,
  required: "is required",
  oneOf: "must be one of: {{value}}",
  be: "must be {{value}}",
  type: "must be {{value}}",
  hexKey: "must be H followed by hexadecimal digits, e.g. H00",
  hexKeyOrAny: "must be H followed by hexadecimal digits, e.g. H00, or *",
  atLeast: "must be >= {{value}}",
  atMost: "must be <= {{value}}",
  above: "must be > {{value}}",
  fewerItems: "must NOT have fewer than {{value}} items",
  fewerCharacters: "must NOT have fewer than {{value}} characters",
  moreCharacters: "must NOT have more than {{value}} characters",
  other: "{{value}}",
};

/** A problem in English, as the API's answers carry it. */
function modelProblemMessage({ code, value }: { code: ModelProblemCode; value: string }): string {
  return MODEL_PROBLEM_ENGLISH[code].replace("{{value}}", value);
}

export { MODEL_PROBLEM_CODES, MODEL_PROBLEM_ENGLISH, modelProblemMessage };
export type { ModelProblemCode };
