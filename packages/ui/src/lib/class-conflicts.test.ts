import { describe, expect, it } from "vitest";
import { droppedClasses } from "./class-conflicts";

describe("droppedClasses", () => {
  it("names the class a later one overrides", () => {
    expect(droppedClasses("oc:p-2 oc:p-4")).toEqual(["oc:p-2"]);
    expect(droppedClasses("oc:gap-6 oc:py-6 oc:flex oc:gap-4 oc:p-6")).toEqual(["oc:gap-6", "oc:py-6"]);
    expect(droppedClasses("oc:hover:bg-accent oc:hover:bg-muted")).toEqual(["oc:hover:bg-accent"]);
  });

  it("passes a list whose classes all set different properties", () => {
    expect(droppedClasses("oc:flex oc:px-4 oc:py-2 oc:text-sm oc:text-muted-foreground oc:hover:bg-accent")).toEqual([]);
  });

  it("passes a host's own classes, which never took part", () => {
    expect(droppedClasses("oc:p-2 p-2 p-4")).toEqual([]);
  });

  it("passes a class written twice, which renders the same either way", () => {
    expect(droppedClasses("oc:p-2 oc:flex oc:p-2")).toEqual([]);
  });
});
