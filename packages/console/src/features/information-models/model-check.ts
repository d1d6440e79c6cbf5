import type { InformationModelSource } from "@org/api-client";
import { measured } from "../../shared/runtime/bench-measure";
import { createWorkerClient } from "../../shared/runtime/worker-client";
import { summarizeChecks, type ModelFileCheck } from "./model-check-summary";

/** The User Timing measure each check leaves behind, for benchmarks: `performance.getEntriesByName(...)`. */
const MODEL_CHECK_MEASURE = "console:model-check";

/**
 * The checker on this thread, where no worker can run; it is loaded only then. A good file comes back with its family
 * rather than the whole parsed model (see ModelFileCheck): copying a 1 MB model back would cost the page ~30 ms.
 */
async function checkOnMainThread(files: InformationModelSource[]): Promise<ModelFileCheck[]> {
  const { checkInformationModelProblems } = await import("@org/api-client/information-model");
  return summarizeChecks(checkInformationModelProblems(files));
}

const checker = createWorkerClient<InformationModelSource[], ModelFileCheck[]>(
  // Vite bundles this pattern for the app and Storybook; the package build rewrites the name to the emitted .js.
  () => new Worker(new URL("./model-check.worker.ts", import.meta.url), { type: "module" }),
  checkOnMainThread,
);

/**
 * Parses each file as JSON or YAML and checks it against the information-model schema, in a Web Worker so that
 * large files never freeze the page. Each check leaves a `console:model-check` User Timing measure whose detail
 * says how many files and characters it checked and on which thread.
 */
async function checkModelFiles(files: InformationModelSource[]): Promise<ModelFileCheck[]> {
  const { answer } = await measured(
    MODEL_CHECK_MEASURE,
    () => checker.ask(files),
    (result) => ({
      files: files.length,
      characters: files.reduce((sum, file) => sum + file.text.length, 0),
      thread: result?.thread ?? "failed",
    }),
  );
  return answer;
}

/** Starts the check worker ahead of the first file: the upload dialog calls it when it opens. */
function prepareModelCheck(): void {
  checker.prepare();
}

export { MODEL_CHECK_MEASURE, checkModelFiles, prepareModelCheck };
