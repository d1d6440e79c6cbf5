import { afterEach, describe, expect, it } from "vitest";
import { setClassListCheck } from "./class-list-check";
import { cn } from "./cn";

afterEach(() => setClassListCheck(undefined));

describe("cn", () => {
  it("joins classes as written, keeping both of two that conflict", () => {
    expect(cn("oc:p-2", false, { "oc:flex": true, "oc:grid": false }, ["oc:p-4"])).toBe("oc:p-2 oc:flex oc:p-4");
  });

  it("hands each list it joins to the registered check", () => {
    const checked: string[] = [];
    setClassListCheck((classList) => checked.push(classList));
    cn("oc:p-2", "oc:p-4");
    expect(checked).toEqual(["oc:p-2 oc:p-4"]);
  });
});
