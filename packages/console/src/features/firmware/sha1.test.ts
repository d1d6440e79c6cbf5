import { afterEach, describe, expect, test, vi } from "vitest";
import { SHA1_MEASURE, canComputeSha1, sha1Hex } from "./sha1";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the SHA-1 of a firmware file", () => {
  test("is the standard digest in lowercase hexadecimal", async () => {
    await expect(sha1Hex(new Blob(["abc"]))).resolves.toBe("a9993e364706816aba3e25717850c26c9cd0d89d");
    await expect(sha1Hex(new Blob([]))).resolves.toBe("da39a3ee5e6b4b0d3255bfef95601890afd80709");
  });

  test("leaves one User Timing measure, for the latest digest", async () => {
    await sha1Hex(new Blob(["first"]));
    await sha1Hex(new Blob(["second"]));
    const measures = performance.getEntriesByName(SHA1_MEASURE, "measure");
    expect(measures).toHaveLength(1);
    expect(measures[0]!.duration).toBeGreaterThanOrEqual(0);
    expect(performance.getEntriesByType("mark").filter((mark) => mark.name.startsWith(SHA1_MEASURE))).toEqual([]);
  });

  test("is unknown where Web Crypto is missing (a page served over plain http)", async () => {
    vi.stubGlobal("crypto", {});
    expect(canComputeSha1()).toBe(false);
    await expect(sha1Hex(new Blob(["abc"]))).resolves.toBeUndefined();
  });
});
