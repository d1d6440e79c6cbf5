// zod/mini, not classic zod: these forms are on the sign-in route, where every kilobyte counts (issue 5's budget), and
// mini's functional checks tree-shake down to what is used.
import * as z from "zod/mini";
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

const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, { error: MESSAGES.emailRequired })),
  z.email({ error: MESSAGES.emailInvalid }),
);

/** Sign-in (SPEC §5): e-mail required and valid; password required, 8 to 20 characters. */
const loginSchema = z.object({
  email: emailField,
  password: z
    .string()
    .check(
      z.minLength(1, { error: MESSAGES.passwordRequired, abort: true }),
      z.minLength(PASSWORD_MIN, { error: MESSAGES.passwordLength }),
      z.maxLength(PASSWORD_MAX, { error: MESSAGES.passwordLength }),
    ),
});

/** Reset request (SPEC §5): e-mail required and valid. */
const resetRequestSchema = z.object({ email: emailField });

/** New password (SPEC §5): 8 to 20 characters, and both fields must match. */
const setPasswordSchema = z
  .object({
    password: z
      .string()
      .check(z.minLength(PASSWORD_MIN, { error: MESSAGES.tooShortOrLong }), z.maxLength(PASSWORD_MAX, { error: MESSAGES.tooShortOrLong })),
    confirmation: z.string(),
  })
  .check(z.refine((values) => values.password === values.confirmation, { error: MESSAGES.notMatching, path: ["confirmation"] }));

type LoginValues = z.output<typeof loginSchema>;
type ResetRequestValues = z.output<typeof resetRequestSchema>;
type SetPasswordValues = z.output<typeof setPasswordSchema>;

// The form's output is what the call sends: a drift from the contract fails to compile.
type Expect<T extends true> = T;
type _LoginSendsSignIn = Expect<LoginValues extends SignInRequest ? true : false>;
type _ResetSendsEmail = Expect<ResetRequestValues extends Pick<PasswordResetRequest, "email"> ? true : false>;

export { MESSAGES as AUTH_MESSAGES, loginSchema, resetRequestSchema, setPasswordSchema };
export type { AuthMessage, LoginValues, ResetRequestValues, SetPasswordValues };
