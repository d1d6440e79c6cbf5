// Plain checks rather than zod schemas: these forms are the public pages, where every kilobyte counts (the sign-in
// page has a size budget), and zod's core alone is ~15 kB gzip. Their rules are the documented ones, the e-mail
// check is the contract's own (isEmailAddress), and the values are the contract's request types.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  type PasswordResetRequest,
  type SignInRequest,
  isEmailAddress,
} from "@org/api-client";

/** The forms' messages: keys of the `auth` namespace, translated where they are shown. */
const MESSAGES = {
  emailRequired: "validation.emailRequired",
  emailInvalid: "validation.emailInvalid",
  passwordRequired: "validation.passwordRequired",
  passwordLength: "validation.passwordLength",
  tooShortOrLong: "setPassword.tooShortOrLong",
  notMatching: "setPassword.notMatching",
  tooCommon: "setPassword.tooCommon",
} as const;

type AuthMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

type LoginValues = SignInRequest;
type ResetRequestValues = Pick<PasswordResetRequest, "email">;

/** A form's check: the values it sends, or a message per field that is wrong. */
type CheckResult<V> = { success: true; data: V } | { success: false; errors: Partial<Record<keyof V, AuthMessage>> };

function result<V>(data: V, errors: Partial<Record<keyof V, AuthMessage>>): CheckResult<V> {
  return Object.keys(errors).length === 0 ? { success: true, data } : { success: false, errors };
}

function emailError(email: string): AuthMessage | undefined {
  if (email === "") return MESSAGES.emailRequired;
  // Too long an address is no valid address either (the contract's EMAIL_MAX).
  return isEmailAddress(email) ? undefined : MESSAGES.emailInvalid;
}

const outOfRange = (value: string) => value.length < PASSWORD_MIN || value.length > PASSWORD_MAX;

/** Sign-in: e-mail required and valid (surrounding spaces dropped); password required, 8 to 20 characters. */
function checkLogin(values: LoginValues): CheckResult<LoginValues> {
  const email = values.email.trim();
  const errors: Partial<Record<keyof LoginValues, AuthMessage>> = {};
  const emailMessage = emailError(email);
  if (emailMessage) errors.email = emailMessage;
  if (values.password === "") errors.password = MESSAGES.passwordRequired;
  else if (outOfRange(values.password)) errors.password = MESSAGES.passwordLength;
  return result({ email, password: values.password }, errors);
}

/** Reset request: e-mail required and valid. */
function checkResetRequest(values: ResetRequestValues): CheckResult<ResetRequestValues> {
  const email = values.email.trim();
  const emailMessage = emailError(email);
  return result({ email }, emailMessage ? { email: emailMessage } : {});
}

/** react-hook-form's side of a check: the values to submit, or an error per field. */
function resolverFor<V extends FieldValues>(check: (values: V) => CheckResult<V>): Resolver<V> {
  return (values) => {
    const checked = check(values);
    if (checked.success) return { values: checked.data, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(checked.errors).map(([name, message]) => [name, { type: "validate", message }]),
    ) as FieldErrors<V>;
    return { values: {}, errors };
  };
}

const loginResolver = resolverFor(checkLogin);
const resetRequestResolver = resolverFor(checkResetRequest);

export {
  MESSAGES as AUTH_MESSAGES,
  checkLogin,
  checkResetRequest,
  loginResolver,
  outOfRange,
  resetRequestResolver,
  resolverFor,
  result,
};
export type { AuthMessage, CheckResult, LoginValues, ResetRequestValues };
