/** An sRGB colour with 0–255 channels. */
type Rgb = { r: number; g: number; b: number };

type BrandPalette = {
  /** The brand colour itself, normalised to `#rrggbb`. */
  primary: string;
  /** White or a near-black, whichever contrasts more with `primary` (always at least 4.5:1). */
  primaryForeground: string;
  /** `primary` moved away from its foreground, so hovering never lowers text contrast. */
  primaryHover: string;
  /** A focus-ring colour with at least 3:1 contrast against a white page. */
  ring: string;
  /** Primary-coloured text (links, an info box) for light mode: at least 4.5:1 on every light surface. */
  textOnLight: string;
  /** Primary-coloured text for dark mode: at least 4.5:1 on every dark surface. */
  textOnDark: string;
  /** A focus-ring colour with at least 3:1 contrast against the dark page. */
  ringOnDark: string;
};

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
/*
 * Dark enough (luminance < 0.00185) that white or this colour always reaches 4.5:1 on any background:
 * the worst case is a background whose contrast with both is equal, sqrt(1.05 / (L + 0.05)).
 */
const NEAR_BLACK: Rgb = { r: 5, g: 5, b: 7 };

/*
 * The surfaces primary-coloured text may sit on, in sRGB (theme.css defines them in oklch): the page and the darkest
 * light surface (accent), and the page and the lightest dark surface (accent). The soft primary tint behind an info
 * box is added per brand. Text is pushed until it reaches 4.5:1 on all of them, plus a little margin, because the
 * tint is mixed in oklab by the browser and in sRGB here.
 */
const LIGHT_SURFACES = ["#ffffff", "#ebeff5"];
const DARK_BACKGROUND = "#0d1014";
const DARK_SURFACES = [DARK_BACKGROUND, "#292e36"];
const SOFT_TINT = 0.12;
const TEXT_CONTRAST = 4.6;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_FUNCTION = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

function clampChannel(value: number) {
  return Math.min(255, Math.max(0, Math.round(value)));
}

/** Parses `#rgb` or `#rrggbb` (the `#` is optional). Returns `undefined` for anything else. */
function parseHex(value: string): Rgb | undefined {
  const match = HEX.exec(value.trim());
  if (!match) return undefined;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join("");
  const number = Number.parseInt(digits, 16);
  return { r: (number >> 16) & 255, g: (number >> 8) & 255, b: number & 255 };
}

/** Parses a hex colour or the `rgb()` / `rgba()` text that `getComputedStyle` returns. */
function parseColor(value: string): Rgb | undefined {
  const hex = parseHex(value);
  if (hex) return hex;
  const match = RGB_FUNCTION.exec(value.trim());
  if (!match) return undefined;
  const [r, g, b] = match.slice(1, 4).map(Number) as [number, number, number];
  if ([r, g, b].some((channel) => channel > 255)) return undefined;
  return { r, g, b };
}

function toHex({ r, g, b }: Rgb) {
  return `#${[r, g, b].map((channel) => clampChannel(channel).toString(16).padStart(2, "0")).join("")}`;
}

function toRgb(color: Rgb | string): Rgb {
  if (typeof color !== "string") return color;
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`Not a colour: ${JSON.stringify(color)}`);
  return parsed;
}

function linearChannel(channel: number) {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, from 0 (black) to 1 (white). */
function relativeLuminance(color: Rgb | string) {
  const { r, g, b } = toRgb(color);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2 contrast ratio, from 1 to 21. The order of the two colours does not matter. */
function contrastRatio(a: Rgb | string, b: Rgb | string) {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes `amount` (0–1) of `to` into `from`, channel by channel in sRGB. */
function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: clampChannel(from.r + (to.r - from.r) * amount),
    g: clampChannel(from.g + (to.g - from.g) * amount),
    b: clampChannel(from.b + (to.b - from.b) * amount),
  };
}

/**
 * Moves `color` towards `towards` in 5% steps until it reaches `ratio` against every one of `surfaces`. Black and
 * white reach 4.5:1 on every surface above, so the loop always ends with a readable colour.
 */
function pushUntilReadable(color: Rgb, towards: Rgb, surfaces: (Rgb | string)[], ratio: number): Rgb {
  let result = color;
  for (let amount = 0.05; amount <= 1.0001; amount += 0.05) {
    if (surfaces.every((surface) => contrastRatio(result, surface) >= ratio)) return result;
    result = mix(color, towards, amount);
  }
  return towards;
}

/** Derives the primary tokens from one brand colour, or `undefined` when `hex` is not a hex colour. */
function brandPalette(hex: string): BrandPalette | undefined {
  const primary = parseHex(hex);
  if (!primary) return undefined;
  const foreground = contrastRatio(primary, WHITE) >= contrastRatio(primary, NEAR_BLACK) ? WHITE : NEAR_BLACK;
  const hover = mix(primary, foreground === WHITE ? BLACK : WHITE, 0.12);
  const ring = pushUntilReadable(primary, BLACK, [WHITE], 3);
  const softOnLight = mix(WHITE, primary, SOFT_TINT);
  const softOnDark = mix(toRgb(DARK_BACKGROUND), primary, SOFT_TINT);
  const textOnLight = pushUntilReadable(primary, BLACK, [...LIGHT_SURFACES, softOnLight], TEXT_CONTRAST);
  const textOnDark = pushUntilReadable(primary, WHITE, [...DARK_SURFACES, softOnDark], TEXT_CONTRAST);
  const ringOnDark = pushUntilReadable(primary, WHITE, [DARK_BACKGROUND], 3);
  return {
    primary: toHex(primary),
    primaryForeground: toHex(foreground),
    primaryHover: toHex(hover),
    ring: toHex(ring),
    textOnLight: toHex(textOnLight),
    textOnDark: toHex(textOnDark),
    ringOnDark: toHex(ringOnDark),
  };
}

export { brandPalette, contrastRatio, DARK_SURFACES, LIGHT_SURFACES, mix, parseColor, parseHex, relativeLuminance, toHex };
export type { BrandPalette };
