import { describe, expect, test } from "vitest";
import { MESSAGES } from "@org/api-client";
import { en } from "./en";
import { zhTW } from "./zh-TW";
import { createConsoleI18n, normalizeLanguage } from "./i18n";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (typeof value !== "object" || value === null) return [String(value)];
  return Object.values(value).flatMap(leaves);
}

describe("console resources", () => {
  test("en and zh-TW have exactly the same keys", () => {
    expect(keys(zhTW).sort()).toEqual(keys(en).sort());
  });

  test("no zh-TW string is left empty", () => {
    expect(leaves(zhTW).filter((text) => text.trim() === "")).toEqual([]);
  });

  test("the 403 message is SPEC's exact English text", () => {
    expect(en["oc-errors"].unauthorized).toBe("Your authentication is out of date. Please log in and try again.");
  });
});

describe("SPEC's exact English texts", () => {
  test("the new-password messages and states", () => {
    expect(en["oc-auth"].setPassword.tooShortOrLong).toBe("Password too short or too long");
    expect(en["oc-auth"].setPassword.lengthHint).toBe(MESSAGES.passwordLength);
    expect(en["oc-auth"].setPassword.notMatching).toBe(MESSAGES.passwordsNotMatching);
    expect(en["oc-auth"].setPassword.doneTitle).toBe("Password Changed");
    expect(en["oc-auth"].setPassword.expiredMessage).toBe(MESSAGES.resetLinkExpired);
  });

  test("the legal page's load error", () => {
    expect(en["oc-legal"].loadFailed).toBe("Failed to get data, please try again later.");
  });

  test("the shell's navigation and menus", () => {
    expect(Object.values(en["oc-layout"].nav)).toEqual(["Devices", "Export", "Firmware List", "Information Model", "Notifications", "Theme", "Users"]);
    expect([en["oc-layout"].signOut, en["oc-layout"].solutionTest, en["oc-layout"].analytics]).toEqual(["Sign Out", "Solution Status Test", "Analytics"]);
    expect([en["oc-common"].languages.en, en["oc-common"].languages["zh-TW"]]).toEqual(["English", "Chinese"]);
  });
});

describe("language choice", () => {
  test.each([
    ["zh", "zh-TW"],
    ["zh-TW", "zh-TW"],
    ["zh-Hant", "zh-TW"],
    ["en", "en"],
    ["en-US", "en"],
    ["fr", "en"],
    [null, "en"],
  ])("%s maps to %s", (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  test("an instance created for zh speaks Traditional Chinese", () => {
    const i18n = createConsoleI18n("zh");
    expect(i18n.language).toBe("zh-TW");
    expect(i18n.t("actions.search")).toBe("搜尋");
    expect(i18n.t("unauthorized", { ns: "oc-errors" })).toBe("您的登入驗證已過期，請重新登入後再試一次。");
  });
});
