import { describe, expect, test } from "vitest";
import { MESSAGES, MODEL_PROBLEM_CODES, MODEL_PROBLEM_ENGLISH } from "@org/api-client";
import { en } from "../../i18n/en";

const texts = en["oc-informationModels"];

describe("the information model screen's English texts", () => {
  test("are SPEC's success messages", () => {
    expect(texts.upload.success).toBe("Information model uploaded");
    expect(texts.delete.success).toBe("Information model deleted");
  });

  test("word every problem code of the checker as the contract's English does", () => {
    for (const code of MODEL_PROBLEM_CODES) expect(texts.upload.problem[code], code).toBe(MODEL_PROBLEM_ENGLISH[code]);
    expect(texts.upload.problem.syntax).toBe(MESSAGES.invalidModelSyntax);
  });

  test("say the image rules as the contract does", () => {
    expect(texts.images.tooLarge).toBe(MESSAGES.imageTooLarge);
    expect(texts.images.type).toBe(MESSAGES.imageType);
    expect(texts.images.tooSmall).toBe(MESSAGES.imageTooSmall.replaceAll("{", "{{").replaceAll("}", "}}"));
    expect(texts.images.thumbnail.help).toBe("jpg, jpeg, png or gif, under 2MB, at least 240x240 px");
  });
});
