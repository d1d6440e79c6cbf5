import { describe, expect, test } from "vitest";
import { formatSize } from "./format-size";

describe("a firmware file's size", () => {
  test("reads in B, KB or MB, counted in steps of 1024 as SPEC does", () => {
    expect(formatSize(512, "en")).toBe("512 B");
    expect(formatSize(1536, "en")).toBe("1.5 KB");
    expect(formatSize(4096 * 1024, "en")).toBe("4 MB");
    expect(formatSize(3_900_000, "en")).toBe("3.7 MB");
  });

  test("keeps one decimal at most, and groups thousands", () => {
    expect(formatSize(600_000, "en")).toBe("585.9 KB");
    expect(formatSize(1023, "en")).toBe("1,023 B");
  });

  test("follows the language's number format", () => {
    expect(formatSize(1536, "zh-TW")).toBe("1.5 KB");
    expect(formatSize(1536, "de")).toBe("1,5 KB");
  });
});
