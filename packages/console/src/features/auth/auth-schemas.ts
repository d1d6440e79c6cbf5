import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, type PasswordResetRequest, type SignInRequest } from "@org/api-client";

/**
 * The forms' schemas. Their messages are keys of the `auth` namespace, translated where they are shown; their output
 * is exactly what the call sends (checked against the contract's request types below).
 */
const MESSAGES = {
  emailRequired: "validation.emailRequired",
  emailInvalid: "validation.emailInvalid",
  passwordRequired: "validation.passwordRequired",
  passwordLength: "validation.passwordLength",
  tooShortOrLong: "setPassword.tooShortOrLong",
  notMatching: "setPassword.notMatching",
} as const;

type AuthMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

const emailField = z
  .string()
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** Sign-in (SPEC §5): e-mail required and valid; password required, 8 to 20 characters. */
const loginSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(1, { error: MESSAGES.passwordRequired, abort: true })
    .min(PASSWORD_MIN, { error: MESSAGES.passwordLength })
    .max(PASSWORD_MAX, { error: MESSAGES.passwordLength }),
});

/** Reset request (SPEC §5): e-mail required and valid. */
const resetRequestSchema = z.object({ email: emailField });

/** New password (SPEC §5): 8 to 20 characters, and both fields must match. */
const setPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN, { error: MESSAGES.tooShortOrLong }).max(PASSWORD_MAX, { error: MESSAGES.tooShortOrLong }),
    confirmation: z.string(),
  })
  .refine((values) => values.password === values.confirmation, { error: MESSAGES.notMatching, path: ["confirmation"] });

type LoginValues = z.output<typeof loginSchema>;
type ResetRequestValues = z.output<typeof resetRequestSchema>;
type SetPasswordValues = z.output<typeof setPasswordSchema>;

// The form's output is what the call sends: a drift from the contract fails to compile.
type Expect<T extends true> = T;
type _LoginSendsSignIn = Expect<LoginValues extends SignInRequest ? true : false>;
type _ResetSendsEmail = Expect<ResetRequestValues extends Pick<PasswordResetRequest, "email"> ? true : false>;

export { MESSAGES as AUTH_MESSAGES, loginSchema, resetRequestSchema, setPasswordSchema };
export type { AuthMessage, LoginValues, ResetRequestValues, SetPasswordValues };
