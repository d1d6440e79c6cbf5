import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  brandPalette,
  contrastRatio,
  DARK_SURFACES,
  LIGHT_SURFACES,
  mix,
  parseColor,
  parseHex,
  relativeLuminance,
  toHex,
} from "./color";

/** CSS Color 4's oklch → sRGB, rounded to hex: enough to compare the constants in color.ts with theme.css. */
function oklchToHex(l: number, c: number, h: number) {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l3 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ];
  const [r, g, bl] = linear.map((x) => {
    const v = Math.min(1, Math.max(0, x));
    return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
  }) as [number, number, number];
  return toHex({ r, g, b: bl });
}

/** A token's value in theme.css's `:root` (light) or `.dark` block. */
function themeToken(scheme: "light" | "dark", name: string) {
  const css = readFileSync(new URL("../theme.css", import.meta.url), "utf8");
  const block = css.match(scheme === "light" ? /:root \{([^}]*)\}/ : /\.dark \{([^}]*)\}/)![1]!;
  const value = block.match(new RegExp(`--oc-${name}: oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`));
  if (!value) throw new Error(`theme.css has no oklch --oc-${name} in ${scheme}`);
  return oklchToHex(Number(value[1]), Number(value[2]), Number(value[3]));
}

describe("parsing colours", () => {
  test("six-digit and three-digit hex colours parse with or without the hash", () => {
    expect(parseHex("#1f6feb")).toEqual({ r: 31, g: 111, b: 235 });
    expect(parseHex("1F6FEB")).toEqual({ r: 31, g: 111, b: 235 });
    expect(parseHex("#fa0")).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseHex("  #ffffff ")).toEqual({ r: 255, g: 255, b: 255 });
  });

  test("anything that is not a hex colour is rejected", () => {
    for (const value of ["", "#", "#12", "#12345", "#1234567", "#ggg", "blue", "rgb(1, 2, 3)", "#ffff"]) {
      expect(parseHex(value)).toBeUndefined();
    }
  });

  test("computed-style rgb() and rgba() text parses as well as hex", () => {
    expect(parseColor("rgb(31, 111, 235)")).toEqual({ r: 31, g: 111, b: 235 });
    expect(parseColor("rgba(5, 5, 7, 0.5)")).toEqual({ r: 5, g: 5, b: 7 });
    expect(parseColor("rgb(1 2 3 / 50%)")).toEqual({ r: 1, g: 2, b: 3 });
    expect(parseColor("#fff")).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor("rgb(300, 0, 0)")).toBeUndefined();
    expect(parseColor("oklch(0.5 0.1 200)")).toBeUndefined();
  });

  test("colours print back as lowercase six-digit hex", () => {
    expect(toHex({ r: 31, g: 111, b: 235 })).toBe("#1f6feb");
    expect(toHex({ r: 0, g: 0, b: 0 })).toBe("#000000");
  });
});

describe("WCAG luminance and contrast", () => {
  test("black has luminance 0 and white has luminance 1", () => {
    expect(relativeLuminance("#000")).toBe(0);
    expect(relativeLuminance("#fff")).toBeCloseTo(1, 10);
  });

  test("black on white is 21:1 whichever colour comes first", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#777", "#777")).toBe(1);
  });

  test("known pairs match the published WCAG ratios", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#1f6feb", "#ffffff")).toBeCloseTo(4.63, 1);
  });

  test("an unparseable colour is reported instead of yielding NaN", () => {
    expect(() => relativeLuminance("nope")).toThrow('Not a colour: "nope"');
  });

  test("mixing moves each channel the given share of the way", () => {
    expect(mix({ r: 0, g: 100, b: 200 }, { r: 255, g: 255, b: 255 }, 0.5)).toEqual({ r: 128, g: 178, b: 228 });
    expect(mix({ r: 10, g: 20, b: 30 }, { r: 0, g: 0, b: 0 }, 0)).toEqual({ r: 10, g: 20, b: 30 });
  });
});

describe("the brand palette", () => {
  const steps = Array.from({ length: 16 }, (_, index) => index * 17);
  const everySeventeenthStep = steps.flatMap((r) => steps.flatMap((g) => steps.map((b) => toHex({ r, g, b }))));

  test("the foreground on the brand colour reaches 4.5:1 for every 17th step of RGB", () => {
    expect(everySeventeenthStep).toHaveLength(4096);
    for (const hex of everySeventeenthStep) {
      const palette = brandPalette(hex)!;
      expect(contrastRatio(palette.primary, palette.primaryForeground), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("the chosen foreground is the one with the higher contrast", () => {
    for (const hex of everySeventeenthStep) {
      const { primary, primaryForeground } = brandPalette(hex)!;
      const other = primaryForeground === "#ffffff" ? "#050507" : "#ffffff";
      expect(contrastRatio(primary, primaryForeground), hex).toBeGreaterThanOrEqual(contrastRatio(primary, other));
    }
  });

  test("a light yellow brand gets a near-black foreground and a dark navy brand gets white", () => {
    expect(brandPalette("#ffe066")?.primaryForeground).toBe("#050507");
    expect(brandPalette("#1e2a78")?.primaryForeground).toBe("#ffffff");
  });

  test("hovering never lowers the text contrast", () => {
    for (const hex of everySeventeenthStep) {
      const { primary, primaryForeground, primaryHover } = brandPalette(hex)!;
      expect(contrastRatio(primaryHover, primaryForeground), hex).toBeGreaterThanOrEqual(contrastRatio(primary, primaryForeground));
    }
  });

  test("the focus ring stays visible on a white page even for pale brands", () => {
    expect(brandPalette("#1f6feb")?.ring).toBe("#1f6feb");
    for (const hex of everySeventeenthStep) {
      expect(contrastRatio(brandPalette(hex)!.ring, "#ffffff"), hex).toBeGreaterThanOrEqual(3);
    }
  });

  test("the surfaces that text is checked against are theme.css's page and accent colours", () => {
    expect(LIGHT_SURFACES).toEqual([themeToken("light", "background"), themeToken("light", "accent")]);
    expect(DARK_SURFACES).toEqual([themeToken("dark", "background"), themeToken("dark", "accent")]);
  });

  test("primary-coloured text reaches 4.5:1 on every surface of its scheme, for every 17th step of RGB", () => {
    for (const hex of everySeventeenthStep) {
      const { textOnLight, textOnDark } = brandPalette(hex)!;
      for (const surface of LIGHT_SURFACES) expect(contrastRatio(textOnLight, surface), `${hex} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      for (const surface of DARK_SURFACES) expect(contrastRatio(textOnDark, surface), `${hex} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("the text stays the brand colour when it already reads, and moves only as far as it must", () => {
    // A navy brand reads on every light surface as it is.
    expect(brandPalette("#0b3d91")?.textOnLight).toBe("#0b3d91");
    // The default blue reads on white but not quite on the accent grey, nor on the dark page: it moves one or two
    // 5% steps, not to black or white.
    const { textOnLight, textOnDark } = brandPalette("#1f6feb")!;
    expect(textOnLight).toBe("#1c64d4");
    expect(contrastRatio(textOnDark, "#292e36")).toBeLessThan(5.5);
    expect(contrastRatio(textOnLight, "#ffffff")).toBeLessThan(6);
    // A pale yellow brand turns dark for light mode and stays itself in dark mode.
    expect(contrastRatio(brandPalette("#ffe066")!.textOnLight, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(brandPalette("#ffe066")?.textOnDark).toBe("#ffe066");
  });

  test("the dark-mode focus ring stays visible on the dark page", () => {
    for (const hex of everySeventeenthStep) {
      expect(contrastRatio(brandPalette(hex)!.ringOnDark, DARK_SURFACES[0]!), hex).toBeGreaterThanOrEqual(3);
    }
  });

  test("the primary colour is normalised to lowercase six-digit hex", () => {
    expect(brandPalette("#FA0")?.primary).toBe("#ffaa00");
  });

  test("an invalid colour gives no palette", () => {
    expect(brandPalette("tomato")).toBeUndefined();
    expect(brandPalette("")).toBeUndefined();
  });
});
