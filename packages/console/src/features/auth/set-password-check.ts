// Apart from the other forms' checks: the common-password list is about 9 kB gzip, and only this page needs it.
import { isCommonPassword } from "@org/api-client/common-passwords";
import { AUTH_MESSAGES, outOfRange, resolverFor, result, type AuthMessage, type CheckResult } from "./auth-checks";

type SetPasswordValues = { password: string; confirmation: string };

/**
 * New password: 8 to 20 characters, not one of the most common passwords (the demo one included), and both fields
 * must match.
 */
function checkSetPassword(values: SetPasswordValues): CheckResult<SetPasswordValues> {
  const errors: Partial<Record<keyof SetPasswordValues, AuthMessage>> = {};
  if (outOfRange(values.password)) errors.password = AUTH_MESSAGES.tooShortOrLong;
  else if (isCommonPassword(values.password)) errors.password = AUTH_MESSAGES.tooCommon;
  if (values.password !== values.confirmation) errors.confirmation = AUTH_MESSAGES.notMatching;
  return result(values, errors);
}

const setPasswordResolver = resolverFor(checkSetPassword);

export { checkSetPassword, setPasswordResolver };
export type { SetPasswordValues };
