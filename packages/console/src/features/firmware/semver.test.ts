import { describe, expect, test } from "vitest";
import { compareSemver, isSemver } from "./semver";

function sorted(versions: (string | null)[]) {
  return [...versions].sort(compareSemver);
}

describe("comparing firmware versions", () => {
  test("each part compares as a number, so 1.10.0 comes after 1.9.0", () => {
    expect(compareSemver("1.10.0", "1.9.0")).toBe(1);
    expect(compareSemver("1.9.0", "1.10.0")).toBe(-1);
    expect(compareSemver("2.0.0", "10.0.0")).toBe(-1);
    expect(compareSemver("1.2.10", "1.2.9")).toBe(1);
  });

  test("equal versions compare as equal", () => {
    expect(compareSemver("3.1.0", "3.1.0")).toBe(0);
    expect(compareSemver("01.2.3", "1.2.3")).toBe(0);
  });

  test("a list sorts ascending by major, minor, then patch", () => {
    expect(sorted(["2.1.0", "0.9.8", "1.10.0", "1.4.0", "1.9.0", "3.1.0"])).toEqual([
      "0.9.8",
      "1.4.0",
      "1.9.0",
      "1.10.0",
      "2.1.0",
      "3.1.0",
    ]);
  });

  test("values that are not X.Y.Z sort before every version, missing ones first, whichever side they are on", () => {
    expect(sorted(["1.0.0", "beta", null, "0.0.1", "1.2", "beta2"])).toEqual([
      null,
      "1.2",
      "beta",
      "beta2",
      "0.0.1",
      "1.0.0",
    ]);
    expect(compareSemver("beta", "0.0.0")).toBe(-1);
    expect(compareSemver("0.0.0", "beta")).toBe(1);
    expect(compareSemver(null, "beta")).toBe(-1);
    expect(compareSemver("beta", undefined)).toBe(1);
  });

  test("only three dot-separated numbers count as semver", () => {
    expect(isSemver("1.2.3")).toBe(true);
    expect(isSemver("10.20.30")).toBe(true);
    expect(isSemver("1.2")).toBe(false);
    expect(isSemver("v1.2.3")).toBe(false);
    expect(isSemver("1.2.3-beta")).toBe(false);
  });
});
