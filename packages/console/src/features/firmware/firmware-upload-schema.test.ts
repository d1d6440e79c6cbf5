import { describe, expect, test } from "vitest";
import { FIRMWARE_MAX_BYTES, MESSAGES, firmwareUploadSchema } from "@org/api-client";
import { en } from "../../i18n/en";
import { zhTW } from "../../i18n/zh-TW";
import { FIRMWARE_UPLOAD_MESSAGES, firmwareUploadFormSchema, isSha1 } from "./firmware-upload-schema";

const SHA1_OF_ABC = "a9993e364706816aba3e25717850c26c9cd0d89d";

function valid(overrides: Record<string, unknown> = {}) {
  return {
    model: "AC-2200",
    version: "1.5.0",
    previousVersion: "1.4.0",
    sha1: SHA1_OF_ABC,
    file: new File(["abc"], "AC-2200_v1.5.0.bin"),
    trigger: false,
    ...overrides,
  };
}

/** The message of each field that fails, by field name. */
function messages(input: Record<string, unknown>) {
  const issues = firmwareUploadFormSchema.safeParse(input).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the Add Firmware form", () => {
  test("accepts a complete upload, which the contract accepts too", () => {
    const parsed = firmwareUploadFormSchema.parse(valid());
    expect(parsed).toMatchObject({ model: "AC-2200", version: "1.5.0", previousVersion: "1.4.0", sha1: SHA1_OF_ABC });
    expect(firmwareUploadSchema.safeParse(parsed).success).toBe(true);
  });

  test("an empty model gives SPEC's message", () => {
    expect(messages(valid({ model: "  " }))).toEqual({ model: FIRMWARE_UPLOAD_MESSAGES.modelRequired });
  });

  test("versions must be X.X.X", () => {
    expect(messages(valid({ version: "1.5" }))).toEqual({ version: FIRMWARE_UPLOAD_MESSAGES.semver });
    expect(messages(valid({ previousVersion: "v1.4.0" }))).toEqual({
      previousVersion: FIRMWARE_UPLOAD_MESSAGES.semver,
    });
    expect(messages(valid({ version: "", previousVersion: "" }))).toEqual({
      version: FIRMWARE_UPLOAD_MESSAGES.semver,
      previousVersion: FIRMWARE_UPLOAD_MESSAGES.semver,
    });
  });

  test("the SHA-1 must be 40 lowercase hexadecimal characters", () => {
    expect(messages(valid({ sha1: SHA1_OF_ABC.toUpperCase() }))).toEqual({ sha1: FIRMWARE_UPLOAD_MESSAGES.sha1 });
    expect(messages(valid({ sha1: SHA1_OF_ABC.slice(1) }))).toEqual({ sha1: FIRMWARE_UPLOAD_MESSAGES.sha1 });
    expect(messages(valid({ sha1: "" }))).toEqual({ sha1: FIRMWARE_UPLOAD_MESSAGES.sha1 });
    expect(isSha1(SHA1_OF_ABC)).toBe(true);
    expect(isSha1(`${SHA1_OF_ABC}0`)).toBe(false);
  });

  test("spaces around the texts are dropped", () => {
    expect(firmwareUploadFormSchema.parse(valid({ model: " AC-2200 ", sha1: ` ${SHA1_OF_ABC} ` }))).toMatchObject({
      model: "AC-2200",
      sha1: SHA1_OF_ABC,
    });
  });

  test("a file is required, with one message only", () => {
    expect(messages(valid({ file: undefined }))).toEqual({ file: FIRMWARE_UPLOAD_MESSAGES.fileRequired });
  });

  test("the file must be under 4 MB: 4096 KB is refused, one byte less is accepted", () => {
    const limit = new File([new Uint8Array(4096 * 1024)], "big.bin");
    expect(limit.size).toBe(FIRMWARE_MAX_BYTES);
    expect(messages(valid({ file: limit }))).toEqual({ file: FIRMWARE_UPLOAD_MESSAGES.fileTooLarge });
    const under = new File([new Uint8Array(4096 * 1024 - 1)], "under.bin");
    expect(firmwareUploadFormSchema.safeParse(valid({ file: under })).success).toBe(true);
  });

  test("trigger may be left out", () => {
    const { trigger: _trigger, ...rest } = valid();
    expect(firmwareUploadFormSchema.parse(rest).trigger).toBeUndefined();
  });

  test("its messages are SPEC's English texts, and translated", () => {
    const texts = en["oc-firmware"].upload.errors;
    expect(texts.modelRequired).toBe(MESSAGES.modelRequired);
    expect(texts.semver).toBe(MESSAGES.semver);
    expect(texts.sha1).toBe(MESSAGES.sha1);
    expect(texts.fileTooLarge).toBe(MESSAGES.firmwareTooLarge);
    for (const key of Object.values(FIRMWARE_UPLOAD_MESSAGES)) {
      const name = key.split(".").at(-1) as keyof typeof texts;
      expect(texts[name]).toBeTruthy();
      expect(zhTW["oc-firmware"].upload.errors[name]).toBeTruthy();
      expect(zhTW["oc-firmware"].upload.errors[name]).not.toBe(texts[name]);
    }
  });
});
