import { describe, expect, test } from "vitest";
import { MESSAGES } from "@org/api-client";
import { en } from "./en";
import { zhTW } from "./zh-TW";
import { createConsoleI18n, normalizeLanguage } from "./i18n";
import { languages, loaders, namespaces } from "./loaders";

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

/** The English text at a dotted path of the resources (`oc-auth.setPassword.lengthHint`). */
function textAt(path: string): unknown {
  const [namespace, ...rest] = path.split(".");
  return rest.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    en[namespace as keyof typeof en],
  );
}

/** The contract writes placeholders as `{min}`, i18next as `{{min}}`. */
const asI18next = (message: string) => message.replace(/\{(\w+)\}/g, "{{$1}}");

/** Every English text that repeats one of the contract's messages, with the message it repeats. */
const CONTRACT_COPIES: Record<string, keyof typeof MESSAGES> = {
  "oc-auth.validation.passwordLength": "passwordLength",
  "oc-auth.setPassword.lengthHint": "passwordLength",
  "oc-auth.setPassword.notMatching": "passwordsNotMatching",
  "oc-auth.setPassword.tooCommon": "passwordTooCommon",
  "oc-auth.setPassword.expiredMessage": "resetLinkExpired",
  "oc-users.search.tooShort": "userSearchLength",
  "oc-notifications.form.errors.key": "ruleKey",
  "oc-informationModels.upload.problem.syntax": "invalidModelSyntax",
  "oc-informationModels.upload.problem.tooManyAliases": "tooManyModelAliases",
  "oc-informationModels.upload.problem.tooDeep": "modelTooDeep",
  "oc-informationModels.images.tooLarge": "imageTooLarge",
  "oc-informationModels.images.tooSmall": "imageTooSmall",
  "oc-informationModels.images.type": "imageType",
  "oc-firmware.upload.errors.fileTooLarge": "firmwareTooLarge",
  "oc-export.form.outOfLimits": "exportRange",
  "oc-firmware.upload.errors.modelRequired": "modelRequired",
  "oc-firmware.upload.errors.semver": "semver",
  "oc-firmware.upload.errors.sha1": "sha1",
  "oc-errors.unauthorized": "authenticationOutOfDate",
  "oc-errors.calls.informationModels.uploadLimitReached": "informationModelLimit",
  "oc-errors.calls.informationModels.uploadAffectsRules": "informationModelAffectsRules",
};

describe("English texts the contract also states", () => {
  test("each copy is the contract's message, word for word", () => {
    for (const [path, message] of Object.entries(CONTRACT_COPIES)) {
      expect(textAt(path), path).toBe(asI18next(MESSAGES[message]));
    }
  });

  test("every English text equal to a contract message is in that list, so none drifts unseen", () => {
    const messages = new Set(Object.values(MESSAGES).map(asI18next));
    const copies = keys(en).filter((path) => messages.has(String(textAt(path))));
    expect(copies.sort()).toEqual(Object.keys(CONTRACT_COPIES).sort());
  });
});

describe("SPEC's exact English texts", () => {
  test("the new-password messages and states SPEC words itself", () => {
    expect(en["oc-auth"].setPassword.tooShortOrLong).toBe("Password too short or too long");
    expect(en["oc-auth"].setPassword.doneTitle).toBe("Password Changed");
  });

  test("the legal page's load error", () => {
    expect(en["oc-legal"].loadFailed).toBe("Failed to get data, please try again later.");
  });

  test("the shell's navigation and menus", () => {
    expect(Object.values(en["oc-layout"].nav)).toEqual([
      "Devices",
      "Export",
      "Firmware List",
      "Information Model",
      "Notifications",
      "Theme",
      "Users",
    ]);
    expect([en["oc-layout"].signOut, en["oc-layout"].solutionTest, en["oc-layout"].analytics]).toEqual([
      "Sign Out",
      "Solution Status Test",
      "Analytics",
    ]);
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

describe("strings loaded per namespace", () => {
  test("each namespace's loader, in each language, gives that namespace's strings", async () => {
    const whole = { en, "zh-TW": zhTW } as const;
    for (const language of languages)
      for (const namespace of namespaces)
        expect((await loaders[language][namespace]()).default, `${language} ${namespace}`).toEqual(
          whole[language][namespace],
        );
  });
});
