import { describe, expect, test } from "vitest";
import { solutionTestRequestSchema } from "@org/api-client";
import { en } from "../../i18n/en";
import { zhTW } from "../../i18n/zh-TW";
import { SOLUTION_TEST_MESSAGES, invalidRecipients, solutionTestSchema } from "./solution-test-schema";

const valid = { SolutionAccount: "admin@example.com", SolutionPassword: "secret", RecipientList: "ops@example.com" };

function messages(values: Partial<typeof valid>): Record<string, string> {
  const issues = solutionTestSchema.safeParse({ ...valid, ...values }).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the solution status test form", () => {
  test("sends the contract's request, the list without the spaces around its commas", () => {
    const parsed = solutionTestSchema.parse({
      ...valid,
      RecipientList: " ops@example.com ,  qa@example.org,dev@example.net ",
    });
    expect(parsed).toEqual({
      SolutionAccount: "admin@example.com",
      SolutionPassword: "secret",
      RecipientList: "ops@example.com,qa@example.org,dev@example.net",
    });
    expect(solutionTestRequestSchema.safeParse(parsed).success).toBe(true);
  });

  test("requires the password", () => {
    expect(messages({ SolutionPassword: "" })).toEqual({ SolutionPassword: SOLUTION_TEST_MESSAGES.passwordRequired });
    expect(messages({ SolutionPassword: "   " })).toEqual({
      SolutionPassword: SOLUTION_TEST_MESSAGES.passwordRequired,
    });
  });

  test("requires the account", () => {
    expect(messages({ SolutionAccount: "  " })).toEqual({ SolutionAccount: SOLUTION_TEST_MESSAGES.accountRequired });
  });

  test("requires at least one recipient", () => {
    expect(messages({ RecipientList: "" })).toEqual({ RecipientList: SOLUTION_TEST_MESSAGES.recipientsRequired });
    expect(messages({ RecipientList: " , " })).toEqual({ RecipientList: SOLUTION_TEST_MESSAGES.recipientsRequired });
  });

  test("refuses a list with an entry that is not an e-mail address, and names it", () => {
    expect(messages({ RecipientList: "ops@example.com, foo" })).toEqual({
      RecipientList: SOLUTION_TEST_MESSAGES.recipientsInvalid,
    });
    expect(invalidRecipients("ops@example.com, foo ,bar@, qa@example.org")).toEqual(["foo", "bar@"]);
    expect(invalidRecipients("ops@example.com;qa@example.org")).toEqual(["ops@example.com;qa@example.org"]);
  });

  test("refuses a recipient longer than an e-mail address can be, as the server would", () => {
    const tooLong = `${"a".repeat(64)}@${"b".repeat(186)}.com`;
    expect(tooLong).toHaveLength(255);
    expect(messages({ RecipientList: `ops@example.com, ${tooLong}` })).toEqual({
      RecipientList: SOLUTION_TEST_MESSAGES.recipientsInvalid,
    });
    expect(invalidRecipients(tooLong.slice(1))).toEqual([]);
    expect(solutionTestRequestSchema.safeParse({ ...valid, RecipientList: tooLong }).success).toBe(false);
  });

  test("ignores an empty entry after a trailing comma", () => {
    expect(solutionTestSchema.parse({ ...valid, RecipientList: "ops@example.com," }).RecipientList).toBe(
      "ops@example.com",
    );
  });

  test("its messages are keys of the solutionTest namespace in both languages", () => {
    for (const key of Object.values(SOLUTION_TEST_MESSAGES)) {
      const name = key.replace("errors.", "") as keyof (typeof en)["oc-solutionTest"]["errors"];
      expect(en["oc-solutionTest"].errors[name]).toBeTruthy();
      expect(zhTW["oc-solutionTest"].errors[name]).toBeTruthy();
    }
    expect(en["oc-solutionTest"].success).toBe("Online Testing running....");
  });
});
