import { describe, expect, test } from "vitest";
import { AUTH_MESSAGES, checkLogin, checkResetRequest, loginResolver, type CheckResult } from "./auth-checks";
import { checkSetPassword } from "./set-password-check";

function messages<V>(result: CheckResult<V>) {
  return result.success ? {} : result.errors;
}

describe("sign-in form", () => {
  test("accepts a valid e-mail and a password of 8 to 20 characters", () => {
    expect(checkLogin({ email: " admin@example.com ", password: "Admin1234" })).toEqual({
      success: true,
      data: { email: "admin@example.com", password: "Admin1234" },
    });
  });

  test("asks for both fields when they are empty", () => {
    expect(messages(checkLogin({ email: "", password: "" }))).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  test("refuses a malformed e-mail and a password outside 8-20 characters", () => {
    expect(messages(checkLogin({ email: "admin@", password: "short" }))).toEqual({
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordLength,
    });
    expect(messages(checkLogin({ email: "a@b.co", password: "x".repeat(21) }))).toEqual({
      password: AUTH_MESSAGES.passwordLength,
    });
  });
});

describe("an address longer than 254 characters", () => {
  const tooLong = `${"a".repeat(64)}@${"b".repeat(186)}.com`;

  test("is refused as invalid by the sign-in and reset forms, as the server refuses it", () => {
    expect(tooLong).toHaveLength(255);
    expect(messages(checkLogin({ email: tooLong, password: "Admin1234" }))).toEqual({
      email: AUTH_MESSAGES.emailInvalid,
    });
    expect(messages(checkResetRequest({ email: tooLong }))).toEqual({ email: AUTH_MESSAGES.emailInvalid });
    expect(checkResetRequest({ email: tooLong.slice(1) }).success).toBe(true);
  });
});

describe("reset request form", () => {
  test("needs a valid e-mail", () => {
    expect(messages(checkResetRequest({ email: "" }))).toEqual({ email: AUTH_MESSAGES.emailRequired });
    expect(messages(checkResetRequest({ email: "nobody" }))).toEqual({ email: AUTH_MESSAGES.emailInvalid });
    expect(checkResetRequest({ email: "nobody@example.com" }).success).toBe(true);
  });
});

describe("new password form", () => {
  test("refuses a password shorter than 8 or longer than 20 characters", () => {
    expect(messages(checkSetPassword({ password: "1234567", confirmation: "1234567" }))).toEqual({
      password: AUTH_MESSAGES.tooShortOrLong,
    });
    expect(messages(checkSetPassword({ password: "x".repeat(21), confirmation: "x".repeat(21) }))).toEqual({
      password: AUTH_MESSAGES.tooShortOrLong,
    });
  });

  test("reports a short password and a mismatch together", () => {
    expect(messages(checkSetPassword({ password: "short", confirmation: "shorter" }))).toEqual({
      password: AUTH_MESSAGES.tooShortOrLong,
      confirmation: AUTH_MESSAGES.notMatching,
    });
  });

  test("refuses two passwords that differ", () => {
    expect(messages(checkSetPassword({ password: "NewPass123", confirmation: "NewPass124" }))).toEqual({
      confirmation: AUTH_MESSAGES.notMatching,
    });
  });

  test("refuses the most common passwords, the demo one included, whatever their case", () => {
    for (const password of ["12345678", "password1", "Admin1234", "QWERTYUIOP", "iloveyou"])
      expect(messages(checkSetPassword({ password, confirmation: password })), password).toEqual({
        password: AUTH_MESSAGES.tooCommon,
      });
  });

  test("accepts two equal passwords of 8 to 20 characters", () => {
    expect(checkSetPassword({ password: "Tern-lamp-42", confirmation: "Tern-lamp-42" }).success).toBe(true);
    expect(checkSetPassword({ password: "x".repeat(20), confirmation: "x".repeat(20) }).success).toBe(true);
  });
});

describe("the forms' resolver", () => {
  test("hands react-hook-form the values to send, or an error per field", async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(await loginResolver({ email: " admin@example.com", password: "Admin1234" }, undefined, options)).toEqual({
      values: { email: "admin@example.com", password: "Admin1234" },
      errors: {},
    });
    expect(await loginResolver({ email: "admin@", password: "" }, undefined, options)).toEqual({
      values: {},
      errors: {
        email: { type: "validate", message: AUTH_MESSAGES.emailInvalid },
        password: { type: "validate", message: AUTH_MESSAGES.passwordRequired },
      },
    });
  });
});
