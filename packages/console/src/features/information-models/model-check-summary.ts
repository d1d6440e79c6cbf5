import type { InformationModelContent, InformationModelProblemCheck } from "@org/api-client";
import { packProblems, type PackedProblems } from "./model-problems";

/**
 * A file's check as the page needs it: the problems of a failing file (packed, see PackedProblems), or the family a
 * good file describes. The parsed model itself stays where it was checked: copying a model of a megabyte back would
 * cost the page tens of milliseconds of work on its own thread, the very freeze the worker is there to avoid.
 */
type ModelFileCheck =
  | { file: string; ok: false; problems: PackedProblems }
  | { file: string; ok: true; model: Pick<InformationModelContent, "familyName" | "familyMembers"> };

function summarizeChecks(checks: readonly InformationModelProblemCheck[]): ModelFileCheck[] {
  return checks.map((check) =>
    check.ok
      ? {
          file: check.file,
          ok: true,
          model: { familyName: check.model.familyName, familyMembers: [...check.model.familyMembers] },
        }
      : { file: check.file, ok: false, problems: packProblems(check.problems) },
  );
}

export { summarizeChecks };
export type { ModelFileCheck };
