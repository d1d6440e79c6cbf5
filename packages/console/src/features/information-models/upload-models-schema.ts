import { z } from "zod";
import { MESSAGES, informationModelUploadSchema, type InformationModelFile } from "@org/api-client";
import type { ModelProblems } from "./model-problems";

/** A file picked for upload, while it is checked and after. `key` (a count of picks) tells two picks apart. */
type PickedModelFile =
  | { key: number; file: File; status: "checking" }
  | { key: number; file: File; status: "ok"; text: string; familyName: string }
  | { key: number; file: File; status: "failed"; problems: ModelProblems };

/**
 * Problems whose message the console words itself (keys of the `informationModels` namespace): the checker's two fixed
 * sentences, translated where shown, and the console's own.
 */
const UPLOAD_PROBLEM_KEYS = {
  [MESSAGES.invalidModelSyntax]: "upload.invalidSyntax",
  [MESSAGES.tooManyModelAliases]: "upload.tooManyAliases",
  "upload.wrongType": "upload.wrongType",
  "upload.checkFailed": "upload.checkFailed",
} as const;

/**
 * The schema checker's sentences by their shape, each with the key that says the same in the operator's language
 * (`value`, the part that varies, is kept as written). `@org/api-client` words them in English for the server's
 * answers too, so the page reads them back here. Most specific first: "must be X" last covers a constant and a type.
 */
const RULE_WORDINGS = [
  [/^is required$/, "upload.rules.required"],
  [/^must be one of: (.+)$/, "upload.rules.oneOf"],
  [/^must be H followed by hexadecimal digits, e\.g\. H00$/, "upload.rules.hexKey"],
  [/^must be H followed by hexadecimal digits, e\.g\. H00, or \*$/, "upload.rules.hexKeyOrAny"],
  [/^must be >= (.+)$/, "upload.rules.atLeast"],
  [/^must be <= (.+)$/, "upload.rules.atMost"],
  [/^must be > (.+)$/, "upload.rules.above"],
  [/^must NOT have fewer than (\d+) items$/, "upload.rules.fewerItems"],
  [/^must NOT have fewer than (\d+) characters$/, "upload.rules.fewerCharacters"],
  [/^must NOT have more than (\d+) characters$/, "upload.rules.moreCharacters"],
  [/^must be (.+)$/, "upload.rules.be"],
] as const;

type ProblemWording = {
  key: (typeof UPLOAD_PROBLEM_KEYS)[keyof typeof UPLOAD_PROBLEM_KEYS] | (typeof RULE_WORDINGS)[number][1];
  /** The part of the message that varies ("" for a fixed one). */
  value: string;
};

/** How the page words a problem's message, or undefined when it is shown as the checker wrote it. */
function problemWording(message: string): ProblemWording | undefined {
  if (Object.hasOwn(UPLOAD_PROBLEM_KEYS, message)) {
    return { key: UPLOAD_PROBLEM_KEYS[message as keyof typeof UPLOAD_PROBLEM_KEYS], value: "" };
  }
  for (const [shape, key] of RULE_WORDINGS) {
    const match = shape.exec(message);
    if (match) return { key, value: match[1] ?? "" };
  }
  return undefined;
}

/** What `PUT /info-model` sends for a file that checked out: the file's details, its text and the model's family. */
function toUploadFile(picked: Extract<PickedModelFile, { status: "ok" }>): InformationModelFile {
  return {
    lastModified: picked.file.lastModified,
    name: picked.file.name,
    size: picked.file.size,
    text: picked.text,
    familyName: picked.familyName,
  };
}

function isReady(picked: PickedModelFile): picked is Extract<PickedModelFile, { status: "ok" }> {
  return picked.status === "ok";
}

/**
 * The upload form: at least one file, and every picked file parsed and checked without a problem. Its output
 * is the contract's upload body, parsed by the contract's own schema.
 */
const uploadModelsSchema = z.object({
  files: z
    .array(z.custom<PickedModelFile>())
    .min(1)
    .refine((files) => files.every(isReady))
    .transform((files) => files.filter(isReady).map(toUploadFile))
    .pipe(informationModelUploadSchema),
});

type UploadModelsInput = z.input<typeof uploadModelsSchema>;
type UploadModelsValues = z.output<typeof uploadModelsSchema>;

// The form's output is what `PUT /info-model` takes: a drift from the contract fails to compile.
type Expect<T extends true> = T;
type _UploadSendsContractFiles = Expect<UploadModelsValues["files"] extends InformationModelFile[] ? true : false>;

export { RULE_WORDINGS, problemWording, uploadModelsSchema };
export type { PickedModelFile, UploadModelsInput, UploadModelsValues };
