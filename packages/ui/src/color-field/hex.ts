import { parseHex, toHex } from "../brand-provider/color";

/** True for `#RGB` and `#RRGGBB` (any letter case). Names, `rgb()`, alpha and missing `#` are not hex colours. */
function isHexColor(text: string): boolean {
  // The brand colours' own reading, which also takes the digits without `#` or with spaces: a field's value may not.
  return text.startsWith("#") && text.trim() === text && parseHex(text) !== undefined;
}

/** The `#rrggbb` form a native colour input understands, or `null` when the text is not a hex colour. */
function toLongHex(text: string): string | null {
  const rgb = isHexColor(text) ? parseHex(text) : undefined;
  return rgb ? toHex(rgb) : null;
}

export { isHexColor, toLongHex };
