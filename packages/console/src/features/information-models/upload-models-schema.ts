import * as z from "zod/mini";
import { informationModelUploadSchema, type InformationModelFile } from "@org/api-client";
import type { ModelProblem, ModelProblems } from "./model-problems";

/** A file picked for upload, while it is checked and after. `key` (a count of picks) tells two picks apart. */
type PickedModelFile =
  | { key: number; file: File; status: "checking" }
  | { key: number; file: File; status: "ok"; text: string; familyName: string }
  | { key: number; file: File; status: "failed"; problems: ModelProblems };

/** How the page words a problem: its code's key in the information models namespace, with its varying part. */
function problemWording({ code, value }: Pick<ModelProblem, "code" | "value">) {
  return { key: `upload.problem.${code}`, value } as const;
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
  files: z.pipe(
    z.pipe(
      z.array(z.custom<PickedModelFile>()).check(
        z.minLength(1),
        z.refine((files) => files.every(isReady)),
      ),
      z.transform((files) => files.filter(isReady).map(toUploadFile)),
    ),
    informationModelUploadSchema,
  ),
});

export { problemWording, uploadModelsSchema };
export type { PickedModelFile };
