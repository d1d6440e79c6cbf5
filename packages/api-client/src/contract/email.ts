/**
 * What counts as an e-mail address, in the forms and in the contract alike (zod's own default pattern, written out so
 * the sign-in pages can check an address without loading zod).
 */
const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- character for character zod's, so a test can compare the two
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/**
 * The longest e-mail address (RFC 5321's path limit less its brackets). Every request that carries an address is
 * bounded by it, so one request cannot make the server keep or log an address of any length.
 */
const EMAIL_MAX = 254;

/**
 * Whether a text is an e-mail address: at most EMAIL_MAX characters and of EMAIL_PATTERN's form. The one check of an
 * address that the contract's schemas, the console's forms and the fake all make.
 */
function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text);
}

export { EMAIL_MAX, EMAIL_PATTERN, isEmailAddress };
