// Reads the design tokens out of theme.css for the Foundations docs page, so the page shows what the stylesheet
// says and nothing is typed twice.

/** A custom property as theme.css declares it: its name without `--oc-`, and its value in each colour scheme. */
type SchemeToken = { name: string; light: string; dark: string };

/** A colour the utilities offer (`oc:bg-<name>`), with the expression theme.css maps it to. */
type ColorToken = { name: string; value: string };

/** Every `--name: value;` declaration in one block of CSS. */
function declarations(block: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of block.matchAll(/--([\w-]+):\s*([^;]+);/g)) found.set(match[1]!, match[2]!.trim());
  return found;
}

/** The body of the first block whose selector line is `selector {`, up to its closing brace. */
function blockOf(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`theme.css has no "${selector}" block`);
  let depth = 0;
  for (let index = css.indexOf("{", start); index < css.length; index++) {
    if (css[index] === "{") depth++;
    if (css[index] === "}" && --depth === 0) return css.slice(css.indexOf("{", start) + 1, index);
  }
  throw new Error(`theme.css's "${selector}" block is not closed`);
}

/** Drops comments, so a property named in a comment is not taken for a declaration. */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");

/**
 * The `--oc-*` properties of `:root`, each with its value in light mode and in dark mode (`.dark` overrides; the
 * light value where it doesn't).
 */
function schemeTokens(themeCss: string): SchemeToken[] {
  const css = withoutComments(themeCss);
  const light = declarations(blockOf(css, ":root"));
  const dark = declarations(blockOf(css, ".dark"));
  return [...light].map(([property, value]) => {
    const name = property.replace(/^oc-/, "");
    return { name, light: value, dark: dark.get(property) ?? value };
  });
}

/** The colours of `@theme inline` (`--color-<name>`), in the order theme.css lists them. */
function colorTokens(themeCss: string): ColorToken[] {
  const theme = declarations(blockOf(withoutComments(themeCss), "@theme inline"));
  return [...theme]
    .filter(([property]) => property.startsWith("color-"))
    .map(([property, value]) => ({ name: property.replace(/^color-/, ""), value }));
}

/** The radii of `@theme inline` (`--radius-<size>`), each an expression of the base `--oc-radius`. */
function radiusTokens(themeCss: string): ColorToken[] {
  const theme = declarations(blockOf(withoutComments(themeCss), "@theme inline"));
  return [...theme]
    .filter(([property]) => property.startsWith("radius-"))
    .map(([property, value]) => ({ name: property.replace(/^radius-/, ""), value }));
}

export { colorTokens, radiusTokens, schemeTokens };
