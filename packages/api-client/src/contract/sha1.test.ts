import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SHA1_PATTERN } from "./constants.js";
import { sha1Hex } from "./sha1.js";

describe("sha1Hex", () => {
  it("gives the SHA-1 of bytes and of a file as 40 lowercase hexadecimal characters, like Node's crypto", async () => {
    const text = new TextEncoder().encode("firmware image");
    const expected = createHash("sha1").update(text).digest("hex");
    expect(await sha1Hex(new TextEncoder().encode("abc"))).toBe("a9993e364706816aba3e25717850c26c9cd0d89d");
    expect(await sha1Hex(text)).toBe(expected);
    expect(await sha1Hex(new File([text], "fw.bin"))).toBe(expected);
    expect(await sha1Hex(text.buffer)).toMatch(SHA1_PATTERN);
  });
});
