import { describe, expect, test } from "vitest";
import { AUTH_MESSAGES, loginSchema, resetRequestSchema, setPasswordSchema } from "./auth-schemas";

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("sign-in form", () => {
  test("accepts a valid e-mail and a password of 8 to 20 characters", () => {
    expect(loginSchema.safeParse({ email: " admin@example.com ", password: "Admin1234" })).toEqual({
      success: true,
      data: { email: "admin@example.com", password: "Admin1234" },
    });
  });

  test("asks for both fields when they are empty", () => {
    expect(messages(loginSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  test("refuses a malformed e-mail and a password outside 8-20 characters", () => {
    expect(messages(loginSchema.safeParse({ email: "admin@", password: "short" }))).toEqual({
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordLength,
    });
    expect(messages(loginSchema.safeParse({ email: "a@b.co", password: "x".repeat(21) }))).toEqual({
      password: AUTH_MESSAGES.passwordLength,
    });
  });
});

describe("reset request form", () => {
  test("needs a valid e-mail", () => {
    expect(messages(resetRequestSchema.safeParse({ email: "" }))).toEqual({ email: AUTH_MESSAGES.emailRequired });
    expect(messages(resetRequestSchema.safeParse({ email: "nobody" }))).toEqual({ email: AUTH_MESSAGES.emailInvalid });
    expect(resetRequestSchema.safeParse({ email: "nobody@example.com" }).success).toBe(true);
  });
});

describe("new password form", () => {
  test("refuses a password shorter than 8 or longer than 20 characters", () => {
    expect(messages(setPasswordSchema.safeParse({ password: "1234567", confirmation: "1234567" }))).toEqual({
      password: AUTH_MESSAGES.tooShortOrLong,
    });
    expect(messages(setPasswordSchema.safeParse({ password: "x".repeat(21), confirmation: "x".repeat(21) }))).toEqual({
      password: AUTH_MESSAGES.tooShortOrLong,
    });
  });

  test("refuses two passwords that differ", () => {
    expect(messages(setPasswordSchema.safeParse({ password: "NewPass123", confirmation: "NewPass124" }))).toEqual({
      confirmation: AUTH_MESSAGES.notMatching,
    });
  });

  test("accepts two equal passwords of 8 to 20 characters", () => {
    expect(setPasswordSchema.safeParse({ password: "12345678", confirmation: "12345678" }).success).toBe(true);
    expect(setPasswordSchema.safeParse({ password: "x".repeat(20), confirmation: "x".repeat(20) }).success).toBe(true);
  });
});
