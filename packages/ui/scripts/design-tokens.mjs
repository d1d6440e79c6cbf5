// Writes the design tokens as W3C Design Tokens (DTCG 2025.10) JSON, for designers' tools (Tokens Studio, Figma
// variables, Style Dictionary, Terrazzo). Nothing is typed here: colours and radii come from theme.css, the type scale,
// spacing and motion from the custom properties the compiled stylesheet declares on :root (the Tailwind theme values
// the components use). A value this script cannot read fails the build rather than going missing.
// Usage: design-tokens.mjs <theme.css> <compiled styles.css> <tokens.json>
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import postcss from "postcss";

/** Our namespace in `$extensions`: the custom property each token is, or how a derived one is made. */
const EXT = "org.oc";

/*
 * How BrandProvider (brandPalette) re-derives each brand-dependent token from the brand colour at run time. The values
 * in the file are what it derives from the default blue; a tool that re-tints should apply these rules instead.
 */
const BRAND_RULES = {
  primary: "The brand colour. BrandProvider replaces it at run time with the operator's colour.",
  "primary-foreground":
    "Text on {color.light.primary}: white or #050507, whichever contrasts more with it (always at least 4.5:1).",
  "primary-text-on-light":
    "{color.light.primary} mixed towards black in 5% sRGB steps until it reaches 4.6:1 on background, accent and primary-soft in light mode.",
  "primary-text-on-dark":
    "{color.light.primary} mixed towards white in 5% sRGB steps until it reaches 4.6:1 on background, accent and primary-soft in dark mode.",
  "ring-on-light": "{color.light.primary} mixed towards black in 5% sRGB steps until it reaches 3:1 on white.",
  "ring-on-dark":
    "{color.light.primary} mixed towards white in 5% sRGB steps until it reaches 3:1 on the dark background.",
};

/** The Tailwind theme variables the compiled stylesheet declares, by prefix: where each goes and how to read it. */
const COMPILED = [
  { prefix: "--oc-font-weight-", path: ["font", "weight"], read: fontWeight },
  { prefix: "--oc-font-", path: ["font", "family"], read: fontFamily },
  { prefix: "--oc-text-", suffix: "--line-height", path: ["font", "line-height"], read: ratio },
  { prefix: "--oc-text-", path: ["font", "size"], read: dimension },
  { prefix: "--oc-leading-", path: ["font", "leading"], read: number },
  { prefix: "--oc-tracking-", path: ["font", "tracking"], read: dimension },
  { prefix: "--oc-spacing", path: ["spacing", "base"], read: dimension },
  { prefix: "--oc-default-transition-duration", path: ["motion", "duration", "default"], read: duration },
  { prefix: "--oc-default-transition-timing-function", path: ["motion", "easing", "default"], read: cubicBezier },
  { prefix: "--oc-ease-", path: ["motion", "easing"], read: cubicBezier },
];

const fail = (what, value) => {
  throw new Error(`design-tokens: cannot read ${what} ${JSON.stringify(value)}`);
};
const numberOf = (text) => (/^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : fail("the number", text));

/** `0.25rem`, `-.025em`, `4px` → a DTCG dimension. */
function dimension(value) {
  const match = /^(-?[\d.]+)(px|rem|em)$/.exec(value);
  return match
    ? { $type: "dimension", $value: { value: numberOf(match[1]), unit: match[2] } }
    : fail("the dimension", value);
}

function number(value) {
  return { $type: "number", $value: numberOf(value) };
}

/** A line height as Tailwind writes it, `calc(1.25 / .875)`: the ratio of line to size. */
function ratio(value) {
  const match = /^calc\(\s*([\d.]+)\s*\/\s*([\d.]+)\s*\)$/.exec(value);
  if (!match) return number(value);
  return {
    ...number(String(numberOf(match[1]) / numberOf(match[2]))),
    $description: `Line height over font size: ${value}`,
  };
}

function fontWeight(value) {
  return { $type: "fontWeight", $value: numberOf(value) };
}

/** Splits at the commas outside quotes. */
function fontFamily(value) {
  const names = value.match(/"[^"]*"|'[^']*'|[^,\s][^,]*/g) ?? fail("the font family", value);
  return { $type: "fontFamily", $value: names.map((name) => name.trim().replace(/^["']|["']$/g, "")) };
}

function duration(value) {
  const match = /^([\d.]+)(ms|s)$/.exec(value);
  return match
    ? { $type: "duration", $value: { value: numberOf(match[1]), unit: match[2] } }
    : fail("the duration", value);
}

function cubicBezier(value) {
  const match = /^cubic-bezier\(([^)]*)\)$/.exec(value);
  if (!match) fail("the easing", value);
  return { $type: "cubicBezier", $value: match[1].split(",").map((part) => numberOf(part.trim())) };
}

/** An `oklch()` or hex colour as a DTCG colour object; `var(--oc-x)` as a reference to the scheme's `x`. */
function color(value, scheme) {
  const reference = /^var\(--oc-([\w-]+)\)$/.exec(value);
  if (reference) return { $value: `{color.${scheme}.${reference[1]}}` };
  const oklch = /^oklch\(\s*([\d.]+%?)\s+([\d.]+)\s+([\d.]+)\s*(?:\/\s*([\d.]+%?)\s*)?\)$/.exec(value);
  if (oklch) {
    const [lightness, chroma, hue, alpha] = oklch
      .slice(1)
      .map((part) =>
        part === undefined ? undefined : part.endsWith("%") ? numberOf(part.slice(0, -1)) / 100 : numberOf(part),
      );
    const $value = { colorSpace: "oklch", components: [lightness, chroma, hue] };
    return { $value: alpha === undefined ? $value : { ...$value, alpha } };
  }
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (!hex) fail("the colour", value);
  const channels = [0, 2, 4].map((at) => Number.parseInt(hex[1].slice(at, at + 2), 16) / 255);
  return { $value: { colorSpace: "srgb", components: channels, hex: value.toLowerCase() } };
}

/** The `--oc-*` declarations of every rule whose selector list includes `selector`, later ones winning. */
function declarationsOf(root, selector) {
  const found = new Map();
  root.walkRules((rule) => {
    if (!rule.selectors.includes(selector)) return;
    rule.walkDecls(/^--oc-/, (decl) => found.set(decl.prop, decl.value.trim()));
  });
  return found;
}

/** The `@theme inline` declarations (`--radius-sm`, `--color-primary-hover`, …). */
function themeInline(root) {
  const found = new Map();
  root.walkAtRules("theme", (rule) => rule.walkDecls((decl) => found.set(decl.prop, decl.value.trim())));
  return found;
}

const extension = (value) => ({ $extensions: { [EXT]: value } });
const set = (tree, path, token) => {
  const parent = path.slice(0, -1).reduce((node, key) => (node[key] ??= {}), tree);
  parent[path.at(-1)] = token;
};

/** Light and dark colours: each `--oc-*` colour of :root, and its `.dark` value or a reference to the light one. */
function colorTokens(light, dark) {
  const colors = { $type: "color", light: {}, dark: {} };
  for (const [property, value] of light) {
    if (property === "--oc-radius") continue;
    const name = property.slice("--oc-".length);
    const cssVariable = extension({ cssVariable: property });
    const description = BRAND_RULES[name] ? { $description: BRAND_RULES[name] } : {};
    colors.light[name] = { ...color(value, "light"), ...description, ...cssVariable };
    colors.dark[name] = dark.has(property)
      ? { ...color(dark.get(property), "dark"), ...cssVariable }
      : { $value: `{color.light.${name}}`, ...cssVariable };
  }
  return colors;
}

/**
 * The colours `@theme inline` mixes from the tokens (hover and soft tints): a formula over references, attached to
 * the brand colour, since DTCG has no colour-mix.
 */
function mixedColors(theme) {
  const mixed = {};
  for (const [property, value] of theme) {
    if (!property.startsWith("--color-") || /^var\([^)]*\)$/.test(value)) continue;
    const inScheme = (scheme) => value.replace(/var\(--oc-([\w-]+)\)/g, `{color.${scheme}.$1}`);
    mixed[property.slice("--color-".length)] = { light: inScheme("light"), dark: inScheme("dark") };
  }
  return mixed;
}

/** The radii: `--oc-radius` and each `calc(var(--oc-radius) ± Npx)` of `@theme inline`, worked out in px. */
function radiusTokens(base, theme) {
  const radius = { base: { ...dimension(base), ...extension({ cssVariable: "--oc-radius" }) } };
  const basePx = radius.base.$value.unit === "rem" ? radius.base.$value.value * 16 : radius.base.$value.value;
  for (const [property, value] of theme) {
    if (!property.startsWith("--radius-")) continue;
    const name = property.slice("--radius-".length);
    const utility = extension({ utility: `rounded-${name}`, css: value });
    if (value === "var(--oc-radius)") {
      radius[name] = { $type: "dimension", $value: "{radius.base}", ...utility };
      continue;
    }
    const match = /^calc\(var\(--oc-radius\)\s*([+-])\s*([\d.]+)px\)$/.exec(value) ?? fail("the radius", value);
    const px = basePx + (match[1] === "+" ? 1 : -1) * numberOf(match[2]);
    radius[name] = {
      $type: "dimension",
      $value: { value: px, unit: "px" },
      $description: `${value}, at 16px to the rem`,
      ...utility,
    };
  }
  return radius;
}

/** The DTCG token tree from theme.css and the compiled stylesheet. */
function designTokens(themeCss, compiledCss) {
  const theme = postcss.parse(themeCss);
  const light = declarationsOf(theme, ":root");
  const inline = themeInline(theme);
  const tokens = {
    $description:
      "@org/ui design tokens, generated from its stylesheet. Colours come in two sets, color.light and color.dark. The brand tokens follow BrandProvider's rules, given in their $description.",
    color: colorTokens(light, declarationsOf(theme, ".dark")),
    radius: radiusTokens(light.get("--oc-radius") ?? fail("the base radius", undefined), inline),
  };
  Object.assign(tokens.color.light.primary.$extensions[EXT], { mixed: mixedColors(inline) });
  for (const [property, value] of declarationsOf(postcss.parse(compiledCss), ":root")) {
    const kind = COMPILED.find(
      ({ prefix, suffix }) =>
        property.startsWith(prefix) && (suffix ? property.endsWith(suffix) : !property.includes("--", 2)),
    );
    if (!kind) continue;
    const name = property.slice(kind.prefix.length).replace(kind.suffix ?? "", "");
    set(tokens, name ? [...kind.path, name] : kind.path, {
      ...kind.read(value),
      ...extension({ cssVariable: property }),
    });
  }
  tokens.motion.$description =
    "Transitions' default duration and easings. The spinner and loading pulse are CSS keyframe animations (--oc-animate-spin, --oc-animate-pulse), which DTCG has no type for.";
  return tokens;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [themeFile, compiledFile, outFile] = process.argv.slice(2);
  if (!outFile) throw new Error("usage: design-tokens.mjs <theme.css> <styles.css> <tokens.json>");
  const tokens = designTokens(readFileSync(themeFile, "utf8"), readFileSync(compiledFile, "utf8"));
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(tokens, null, 2)}\n`);
}

export { designTokens };
