/**
 * The colour schemes an operator can choose in the user menu. "system" follows the operating system's setting
 * (`prefers-color-scheme`); the host applies the choice as the `dark` class on `<html>` (see @org/ui's theme.css).
 */
const colorSchemes = ["system", "light", "dark"] as const;

type ColorScheme = (typeof colorSchemes)[number];

function isColorScheme(value: unknown): value is ColorScheme {
  return colorSchemes.includes(value as ColorScheme);
}

export { colorSchemes, isColorScheme };
export type { ColorScheme };
