/** Zod schemas for the session's requests: signing in, resetting a password, activating an account. */
import * as z from "zod/mini";
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "../constants.js";
import { email, required } from "./fields.js";

const password = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, { error: MESSAGES.passwordLength }),
    z.maxLength(PASSWORD_MAX, { error: MESSAGES.passwordLength }),
  );

const signInRequestSchema = z.object({ email, password });

const passwordResetRequestSchema = z.object({
  email,
  lang: z._default(z.enum(["en", "zh", "zh-TW"]), "en"),
});

const setPasswordRequestSchema = z.object({
  new_password: password,
  reset_token: required(),
});

const accountActivationRequestSchema = z.object({ code: required() });

type SignInRequest = z.output<typeof signInRequestSchema>;
type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
type SetPasswordRequest = z.output<typeof setPasswordRequestSchema>;
type AccountActivationRequest = z.output<typeof accountActivationRequestSchema>;

export { accountActivationRequestSchema, passwordResetRequestSchema, setPasswordRequestSchema, signInRequestSchema };
export type { AccountActivationRequest, PasswordResetRequest, SetPasswordRequest, SignInRequest };
