import { describe, expect, test } from "vitest";
import { checkInformationModelProblems } from "@org/api-client";
import { summarizeChecks } from "./model-check-summary";
import { ModelProblems, packProblems, type ModelProblem } from "./model-problems";

describe("a file's problems, packed for the trip from the worker", () => {
  test("read back one by one as they were, empty parts and any character included", () => {
    const problems: ModelProblem[] = [
      { path: "/", code: "syntax", value: "" },
      { path: "/components/0/title", code: "required", value: "" },
      { path: "", code: "other", value: "" },
      { path: "/a\u0000b/", code: "oneOf", value: "kéy 鍵 \n end" },
    ];
    const read = ModelProblems.of(problems);
    expect(read).toHaveLength(4);
    expect(read.at(1)).toEqual({ path: "/components/0/title", code: "required", value: "" });
    expect(read.toArray()).toEqual(problems);
    expect(() => read.at(4)).toThrow(RangeError);
  });

  test("no problems is an empty list", () => {
    expect(ModelProblems.of([])).toHaveLength(0);
    expect(ModelProblems.of([]).toArray()).toEqual([]);
  });

  test("is one string and one typed array, however many problems there are", () => {
    const packed = packProblems(
      Array.from({ length: 1000 }, (_, index) => ({ path: `/c/${index}`, code: "required" as const, value: "" })),
    );
    expect(Object.keys(packed)).toEqual(["text", "ends"]);
    expect(packed.ends).toBeInstanceOf(Uint32Array);
    expect(packed.ends).toHaveLength(3000);
  });

  test("a failing check crosses as packed problems, which still list what the checker found", () => {
    const [check] = summarizeChecks(
      checkInformationModelProblems([{ name: "heater.yaml", text: "familyName: Heater\ncomponents: []\n" }]),
    );
    if (check?.ok !== false) throw new Error("the model should fail its check");
    const problems = new ModelProblems(structuredClone(check.problems)).toArray();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContainEqual({ path: "/controlLayout", code: "required", value: "" });
  });
});
