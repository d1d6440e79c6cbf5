import { describe, expect, test } from "vitest";
import { stubIfMissing } from "./missing-methods";

describe("stubIfMissing", () => {
  test("a method the host left out throws, when called, an error that names it", () => {
    const stub = stubIfMissing({ resource: "devices", name: "lock", value: undefined, owner: {} });
    expect(stub).toBeTypeOf("function");
    expect(() => (stub as () => unknown)()).toThrow(/has no devices\.lock\(\)/);
  });

  test("a member the host gave is kept as it is", () => {
    const list = () => Promise.resolve([]);
    expect(stubIfMissing({ resource: "devices", name: "list", value: list, owner: {} })).toBe(list);
  });
});
