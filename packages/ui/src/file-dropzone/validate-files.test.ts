import { describe, expect, test, vi } from "vitest";
import { defaultFileValidationMessages, formatBytes, isAcceptedType, validateFiles, type ImageDimensions } from "./validate-files";

const file = (name: string, type = "", size = 10) => new File([new Uint8Array(size)], name, { type });
const reader = (dimensions: ImageDimensions | undefined) => vi.fn(async () => dimensions);

describe("accepted types", () => {
  test("an extension entry matches regardless of case", () => {
    expect(isAcceptedType(file("model.JSON"), [".json"])).toBe(true);
    expect(isAcceptedType(file("model.yml"), [".JSON", ".Yml"])).toBe(true);
    expect(isAcceptedType(file("model.txt"), [".json"])).toBe(false);
  });

  test("a MIME entry matches the exact type or a wildcard family", () => {
    expect(isAcceptedType(file("a.bin", "application/json"), ["application/json"])).toBe(true);
    expect(isAcceptedType(file("logo.png", "image/png"), ["image/*"])).toBe(true);
    expect(isAcceptedType(file("notes.txt", "text/plain"), ["image/*"])).toBe(false);
  });

  test("a file with no type does not match a MIME wildcard", () => {
    expect(isAcceptedType(file("logo", ""), ["image/*"])).toBe(false);
  });

  test("a file without an extension is only accepted when allowed", () => {
    expect(isAcceptedType(file("model"), [".json", ".yaml"])).toBe(false);
    expect(isAcceptedType(file("model"), [".json", ".yaml"], true)).toBe(true);
    expect(isAcceptedType(file(".hidden"), [".json"], true)).toBe(true);
    expect(isAcceptedType(file("model.txt"), [".json"], true)).toBe(false);
  });

  test("no accept list accepts every file", () => {
    expect(isAcceptedType(file("anything.exe"), undefined)).toBe(true);
    expect(isAcceptedType(file("anything.exe"), [])).toBe(true);
  });
});

describe("formatting sizes", () => {
  test("sizes use binary units and one decimal", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(2 * 1024 * 1024)).toBe("2 MB");
    expect(formatBytes(4096 * 1024)).toBe("4 MB");
  });
});

describe("validating files", () => {
  test("files that pass every check are accepted in order", async () => {
    const files = [file("a.json", "application/json"), file("b.yaml")];
    const result = await validateFiles(files, { accept: [".json", ".yaml"], maxSize: 100 });
    expect(result.accepted).toEqual(files);
    expect(result.rejected).toEqual([]);
  });

  test("a file of the wrong type is rejected with a type error", async () => {
    const notes = file("notes.txt", "text/plain");
    const result = await validateFiles([notes], { accept: [".json"] });
    expect(result.rejected).toEqual([{ file: notes, errors: [{ code: "type", message: "This file type is not accepted." }] }]);
  });

  test("a file over the size limit is rejected with a size error naming the limit", async () => {
    const big = file("firmware.bin", "", 4096 * 1024 + 1);
    const result = await validateFiles([big], { maxSize: 4096 * 1024 });
    expect(result.rejected[0]?.errors).toEqual([{ code: "size", message: "The file must be 4 MB or smaller." }]);
  });

  test("a file exactly at the size limit is accepted", async () => {
    const exact = file("firmware.bin", "", 1024);
    expect((await validateFiles([exact], { maxSize: 1024 })).accepted).toEqual([exact]);
  });

  test("one file can fail the type and the size check together", async () => {
    const result = await validateFiles([file("big.txt", "text/plain", 50)], { accept: [".json"], maxSize: 10 });
    expect(result.rejected[0]?.errors.map((error) => error.code)).toEqual(["type", "size"]);
  });

  test("an image smaller than the minimum is rejected with a dimensions error", async () => {
    const logo = file("logo.png", "image/png");
    const readImageDimensions = reader({ width: 200, height: 300 });
    const result = await validateFiles([logo], { minImageDimensions: { width: 240, height: 240 }, readImageDimensions });
    expect(readImageDimensions).toHaveBeenCalledWith(logo);
    expect(result.rejected[0]?.errors).toEqual([{ code: "dimensions", message: "The image must be at least 240 × 240 pixels." }]);
  });

  test("an image at or above the minimum in both directions is accepted", async () => {
    const banner = file("banner.png", "image/png");
    const result = await validateFiles([banner], { minImageDimensions: { width: 750, height: 240 }, readImageDimensions: reader({ width: 750, height: 300 }) });
    expect(result.accepted).toEqual([banner]);
  });

  test("an image that cannot be decoded fails the dimensions check", async () => {
    const result = await validateFiles([file("broken.png", "image/png")], { minImageDimensions: { width: 1, height: 1 }, readImageDimensions: reader(undefined) });
    expect(result.rejected[0]?.errors[0]?.code).toBe("dimensions");
  });

  test("images that already fail the type or size check are never decoded", async () => {
    const readImageDimensions = reader({ width: 1, height: 1 });
    await validateFiles([file("photo.gif", "image/gif"), file("huge.png", "image/png", 500)], {
      accept: [".png"],
      maxSize: 100,
      minImageDimensions: { width: 240, height: 240 },
      readImageDimensions,
    });
    expect(readImageDimensions).not.toHaveBeenCalled();
  });

  test("files that are not images skip the dimensions check", async () => {
    const readImageDimensions = reader(undefined);
    const model = file("model.json", "application/json");
    const result = await validateFiles([model], { minImageDimensions: { width: 240, height: 240 }, readImageDimensions });
    expect(result.accepted).toEqual([model]);
    expect(readImageDimensions).not.toHaveBeenCalled();
  });

  test("custom messages replace the English defaults and receive the limits", async () => {
    const result = await validateFiles([file("a.png", "image/png", 3000)], {
      maxSize: 2048,
      messages: { size: (rejected, max) => `${rejected.name}: max ${max / 1024} KB` },
    });
    expect(result.rejected[0]?.errors[0]?.message).toBe("a.png: max 2 KB");
  });

  test("the default messages are plain English sentences", () => {
    expect(defaultFileValidationMessages.dimensions(file("a.png"), { width: 750, height: 240 })).toBe("The image must be at least 750 × 240 pixels.");
  });
});
