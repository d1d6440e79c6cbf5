const hexColorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#RGB` and `#RRGGBB` (any letter case). Names, `rgb()`, alpha and missing `#` are not hex colours. */
function isHexColor(text: string): boolean {
  return hexColorPattern.test(text);
}

/** The `#rrggbb` form a native colour input understands, or `null` when the text is not a hex colour. */
function toLongHex(text: string): string | null {
  if (!isHexColor(text)) return null;
  const digits = text.slice(1).toLowerCase();
  if (digits.length === 6) return `#${digits}`;
  return `#${[...digits].map((digit) => digit + digit).join("")}`;
}

export { isHexColor, toLongHex };
