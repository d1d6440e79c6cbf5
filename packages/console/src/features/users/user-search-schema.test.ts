import { describe, expect, test } from "vitest";
import { MESSAGES } from "@org/api-client";
import { en } from "../../i18n/en";
import { zhTW } from "../../i18n/zh-TW";
import { USER_SEARCH_MESSAGES, isValidUserSearch, userSearchSchema } from "./user-search-schema";

function message(email: string): string | undefined {
  return userSearchSchema.safeParse({ email }).error?.issues[0]?.message;
}

describe("the user search", () => {
  test("refuses 3 characters with SPEC's message", () => {
    expect(message("chn")).toBe(USER_SEARCH_MESSAGES.tooShort);
    expect(en["oc-users"].search.tooShort).toBe(MESSAGES.userSearchLength);
  });

  test("accepts 4 and 50 characters", () => {
    expect(userSearchSchema.safeParse({ email: "chen" })).toEqual({ success: true, data: { email: "chen" } });
    expect(isValidUserSearch("x".repeat(50))).toBe(true);
  });

  test("refuses 51 characters", () => {
    expect(message("x".repeat(51))).toBe(USER_SEARCH_MESSAGES.tooLong);
  });

  test("counts the characters after trimming the spaces around them", () => {
    expect(message("  ab  ")).toBe(USER_SEARCH_MESSAGES.tooShort);
    expect(userSearchSchema.parse({ email: "  chen  " })).toEqual({ email: "chen" });
  });

  test("counts an empty box as too short", () => {
    expect(message("")).toBe(USER_SEARCH_MESSAGES.tooShort);
    expect(message("   ")).toBe(USER_SEARCH_MESSAGES.tooShort);
    expect(isValidUserSearch("")).toBe(false);
  });

  test("its messages are keys of the users namespace in both languages", () => {
    for (const key of Object.values(USER_SEARCH_MESSAGES)) {
      const [group, name] = key.split(".") as ["search", "tooShort" | "tooLong"];
      expect(en["oc-users"][group][name]).toBeTruthy();
      expect(zhTW["oc-users"][group][name]).toBeTruthy();
    }
  });
});
