import type { InformationModelSource } from "@org/api-client";
import { summarizeChecks, type ModelFileCheck } from "./model-check-summary";

/** What the page sends the check worker: files to check, under an id its reply carries back. */
type ModelCheckRequest = { id: number; files: InformationModelSource[] };
/** The worker's reply: each file's check (without the parsed model), in the order sent, or why checking threw. */
type ModelCheckReply = { id: number; checks: ModelFileCheck[] } | { id: number; error: string };

/** Where a check ran: in the worker, or on the page's own thread when no worker could. */
type CheckThread = "worker" | "main";
type CheckResult = { checks: ModelFileCheck[]; thread: CheckThread };

type PendingCheck = {
  files: InformationModelSource[];
  resolve: (result: CheckResult) => void;
  reject: (error: unknown) => void;
};

/** The User Timing measure each check leaves behind, for benchmarks: `performance.getEntriesByName(...)`. */
const MODEL_CHECK_MEASURE = "console:model-check";

/** The one worker every check shares; `null` once workers turned out not to work here, `undefined` before trying. */
let worker: Worker | null | undefined;
const pending = new Map<number, PendingCheck>();
let lastId = 0;

/**
 * The checker on this thread: where no worker can run (no `Worker`, or a host whose bundle or CSP keeps the worker
 * file from loading). The checker is loaded only then.
 */
async function checkOnMainThread(files: InformationModelSource[]): Promise<CheckResult> {
  const { checkInformationModelFiles } = await import("@org/api-client");
  return { checks: summarizeChecks(checkInformationModelFiles(files)), thread: "main" };
}

/**
 * Gives up on a worker that fired `error`: the checks it owed run on this thread. A worker that never answered did not
 * load, so later checks stay here; one that crashed after answering is started afresh next time.
 */
function abandon(failed: Worker, answered: boolean) {
  failed.terminate();
  if (worker === failed) worker = answered ? undefined : null;
  const owed = [...pending.values()];
  pending.clear();
  for (const check of owed) checkOnMainThread(check.files).then(check.resolve, check.reject);
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === "undefined") return null;
  let started: Worker;
  try {
    // Vite bundles this pattern for the app and Storybook; the package build rewrites the name to the emitted .js.
    started = new Worker(new URL("./model-check.worker.ts", import.meta.url), { type: "module" });
  } catch {
    return null;
  }
  let answered = false;
  started.addEventListener("message", (event: MessageEvent<ModelCheckReply>) => {
    answered = true;
    const reply = event.data;
    const check = pending.get(reply.id);
    if (!check) return;
    pending.delete(reply.id);
    if ("checks" in reply) check.resolve({ checks: reply.checks, thread: "worker" });
    else check.reject(new Error(reply.error));
  });
  started.addEventListener("error", (event) => {
    event.preventDefault();
    abandon(started, answered);
  });
  worker = started;
  return started;
}

function runCheck(files: InformationModelSource[]): Promise<CheckResult> {
  const checker = startWorker();
  if (!checker) return checkOnMainThread(files);
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { files, resolve, reject });
    const request: ModelCheckRequest = { id, files };
    checker.postMessage(request);
  });
}

/**
 * Parses each file as JSON or YAML and checks it against the information-model schema (SPEC §5), in a Web Worker so
 * that large files never freeze the page; a good file comes back with its family rather than the whole parsed model
 * (see ModelFileCheck). Each check leaves a `console:model-check` User Timing measure whose detail
 * says how many files and characters it checked and on which thread.
 */
async function checkModelFiles(files: InformationModelSource[]): Promise<ModelFileCheck[]> {
  const start = performance.now();
  let thread: CheckThread | "failed" = "failed";
  try {
    const result = await runCheck(files);
    thread = result.thread;
    return result.checks;
  } finally {
    performance.measure(MODEL_CHECK_MEASURE, {
      start,
      end: performance.now(),
      detail: { files: files.length, characters: files.reduce((sum, file) => sum + file.text.length, 0), thread },
    });
  }
}

export { MODEL_CHECK_MEASURE, checkModelFiles };
export type { ModelCheckReply, ModelCheckRequest };
