import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { checkInformationModelProblems } from "@org/api-client";
import { createFakeApi } from "@org/api-client/testing";
import type { InformationModelSource } from "@org/api-client";
import { summarizeChecks } from "./model-check-summary";
import { ModelProblems } from "./model-problems";

const broken = { name: "broken.json", text: '{ "familyName": ' };

/** A stand-in for the browser's Worker: it answers with the real checker, or fails to load like a blocked script. */
function workerClass(behaviour: "answers" | "fails to load") {
  const started: string[] = [];
  class FakeWorker extends EventTarget {
    constructor(url: URL, options: WorkerOptions) {
      super();
      started.push(`${url.pathname.split("/").at(-1)} ${options.type}`);
    }
    postMessage({ id, question: files }: { id: number; question: InformationModelSource[] }) {
      setTimeout(() => {
        if (behaviour === "fails to load") {
          this.dispatchEvent(new Event("error", { cancelable: true }));
          return;
        }
        const reply = { id, answer: summarizeChecks(checkInformationModelProblems(files)) };
        this.dispatchEvent(new MessageEvent("message", { data: reply }));
      }, 0);
    }
    terminate() {}
  }
  return { FakeWorker, started };
}

/** The module afresh: it keeps its worker between checks, so each test starts with none. */
async function freshModule() {
  vi.resetModules();
  return import("./model-check");
}

function lastMeasureDetail() {
  const measures = performance.getEntriesByName("console:model-check", "measure");
  return (measures.at(-1) as PerformanceMeasure | undefined)?.detail as unknown;
}

beforeEach(() => {
  performance.clearMeasures();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("checking model files", () => {
  test("without Worker the files are checked on the page's own thread", async () => {
    vi.stubGlobal("Worker", undefined);
    const { checkModelFiles } = await freshModule();
    const [check] = await checkModelFiles([broken]);
    expect(check).toMatchObject({ file: "broken.json", ok: false });
    const problems = check?.ok === false ? new ModelProblems(check.problems).toArray() : [];
    expect(problems).toEqual([{ path: "/", code: "syntax", value: "" }]);
    expect(lastMeasureDetail()).toEqual({ files: 1, characters: broken.text.length, thread: "main" });
  });

  test("a good file comes back with its family, without the parsed model", async () => {
    vi.stubGlobal("Worker", undefined);
    const { checkModelFiles } = await freshModule();
    const models = await createFakeApi().informationModels.list();
    const smartPlug = models.find((model) => model.familyName === "SmartPlug")?.informationModel;
    const [check] = await checkModelFiles([{ name: "smart-plug.json", text: JSON.stringify(smartPlug) }]);
    expect(check).toEqual({
      file: "smart-plug.json",
      ok: true,
      model: { familyName: "SmartPlug", familyMembers: ["SP-100", "SP-110"] },
    });
  });

  test("one module worker serves every check", async () => {
    const { FakeWorker, started } = workerClass("answers");
    vi.stubGlobal("Worker", FakeWorker);
    const { checkModelFiles } = await freshModule();
    const [first, second] = await Promise.all([checkModelFiles([broken]), checkModelFiles([broken, broken])]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
    expect(second?.[1]).toMatchObject({ file: "broken.json", ok: false });
    expect(started).toEqual(["model-check.worker.ts module"]);
    expect(lastMeasureDetail()).toMatchObject({ thread: "worker" });
  });

  test("a worker that fails to load hands its checks to the page's thread, and is not tried again", async () => {
    const { FakeWorker, started } = workerClass("fails to load");
    vi.stubGlobal("Worker", FakeWorker);
    const { checkModelFiles } = await freshModule();
    await expect(checkModelFiles([broken])).resolves.toMatchObject([{ file: "broken.json", ok: false }]);
    expect(lastMeasureDetail()).toMatchObject({ thread: "main" });
    await expect(checkModelFiles([broken])).resolves.toHaveLength(1);
    expect(started).toHaveLength(1);
  });
});
