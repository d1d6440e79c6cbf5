import { describe, expect, test } from "vitest";
import { formatVersion } from "./format-version";

describe("formatVersion", () => {
  test.each([
    ["2.4.1-1a2b3c4", "2.4.1"],
    ["2.4.1+abcdef0", "2.4.1"],
    ["2.4.1.ABCDEF0", "2.4.1"],
    ["v3.0.0_0123456", "v3.0.0"],
  ])("strips the build suffix of %s", (input, expected) => {
    expect(formatVersion(input)).toBe(expected);
  });

  test.each([
    ["2.4.1", "2.4.1"],
    ["2.4.1-beta", "2.4.1-beta"],
    ["2.4.1-1a2b3c4d", "2.4.1-1a2b3c4d"],
    ["2.4.1-1a2b3c", "2.4.1-1a2b3c"],
    ["2.4.1-1a2b3cg", "2.4.1-1a2b3cg"],
  ])("keeps %s, which has no 7-hex-character suffix", (input, expected) => {
    expect(formatVersion(input)).toBe(expected);
  });

  test("does not strip a version that is only a hash", () => {
    expect(formatVersion("1a2b3c4")).toBe("1a2b3c4");
  });

  test("trims whitespace and treats a missing version as empty", () => {
    expect(formatVersion("  1.0.0-abcdef1 ")).toBe("1.0.0");
    expect(formatVersion(undefined)).toBe("");
    expect(formatVersion(null)).toBe("");
  });
});
